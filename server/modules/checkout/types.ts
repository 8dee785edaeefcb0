import type { CheckoutAddress } from "./schema";
import type { CartCouponView } from "../promotions/types";

/** The hosted checkout as clients see it (checkout contract, CheckoutView). Money in major units. */
export interface CheckoutLineView {
  id: string;
  product_id: number;
  variant_id: number;
  sku: string;
  name: string;
  image_url: string;
  options: Array<{ name: string; value: string }>;
  quantity: number;
  unit_price: number;
  total: number;
}

export interface ShippingMethodView {
  id: string;
  name: string;
  description: string;
  cost: number;
}

export interface CheckoutView {
  id: string;
  status: "open" | "completed";
  order_id: number | null;
  email: string;
  customer_id: number | null;
  currency: string;
  tax_mode: "inc" | "ex";
  lines: CheckoutLineView[];
  shipping_address: CheckoutAddress | null;
  billing_address: CheckoutAddress | null;
  billing_same_as_shipping: boolean;
  shipping_methods: ShippingMethodView[];
  shipping_method_id: string | null;
  customer_message: string;
  /**
   * `discount`: what promotions take off the goods (issue 19); the subtotal is before it.
   * `gift_certificates`: what applied certificate codes pay of `total`; `to_pay`: the rest, charged to the card.
   */
  totals: { subtotal: number; shipping: number; tax: number; total: number; tax_included: boolean; discount: number; tax_rate: number | null; tax_jurisdiction: string | null; gift_certificates: number; to_pay: number };
  /** Issue 19: gift certificates the cart buys (001 §3 line_items.gift_certificates), in the total. */
  gift_certificates: Array<{ id: string; name: string; amount: number; recipient: { name: string; email: string } }>;
  /**
   * Issue 19: certificate codes applied to pay (never the code: its last four characters), each with
   * its balance and what it pays of this total (`totals.gift_certificates`; `totals.to_pay` is the
   * card's part).
   */
  applied_gift_certificates: Array<{ id: number; last4: string; balance: number; amount: number }>;
  /** The cart's codes and the automatic promotions that apply (issue 19). */
  coupons: CartCouponView[];
  allowed_countries: Array<{ code: string; name: string }>;
  /**
   * A subscription cart (issue 14): the frequency and the price of one period. The payment step
   * then asks for the customer's agreement that the card is charged each period.
   */
  subscription: { frequency_id: number; frequency_code: string; frequency_name: string; interval_months: number; period_price: number } | null;
}
