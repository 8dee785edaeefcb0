const BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  american_express: "American Express",
  discover: "Discover",
  jcb: "JCB",
  diners: "Diners Club",
  unionpay: "UnionPay",
  maestro: "Maestro",
};

/** "Visa •••• 4242": a stored or used card as the shopper recognises it (only brand and last four are kept). */
export function cardLabel(brand: string, last4: string): string {
  const name = BRAND_NAMES[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card");
  return `${name} •••• ${last4}`;
}
