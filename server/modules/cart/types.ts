import type { CartCouponView } from "../promotions/types";

export type { CartCouponView };

/** A promotion's share of a line (001 §3 Cart line coupons). Major units. */
export interface CartLineCoupon {
  code: string;
  name: string;
  amount: number;
}

/**
 * The cart as clients see it (001 §3 Cart, 000 §3 Cart line, Cart totals, Per-line cart check).
 * Money is in major units of the cart's currency, in the storefront's tax mode (001 §9).
 */
export interface CartLineItem {
  id: string;
  product_id: number;
  /** 0 for a product without variants. */
  variant_id: number;
  sku: string;
  name: string;
  url: string;
  image_url: string;
  quantity: number;
  /** What the shopper pays per unit: the special price when there is one. */
  sale_price: number;
  /** The regular price per unit. */
  original_price: number;
  extended_sale_price: number;
  /** Variant attributes (000 §3 Cart line attributes). */
  options: Array<{ name: string; value: string }>;
  /** Promotions that take something off this line (issue 19); `coupon_amount` is their sum. */
  coupons: CartLineCoupon[];
  coupon_amount: number;
  /** Purchase limits per customer; 0 means none (001 §5). */
  order_quantity_minimum: number;
  order_quantity_maximum: number;
  /** On the line of a subscription cart: the attached frequency and the price per period (000 §2 Cart sidebar). */
  subscription?: CartSubscriptionView;
}

/** The frequency attached to a subscription cart (001 §4 Cart lifecycle), with the price of one period. */
export interface CartSubscriptionView {
  frequency_id: number;
  code: string;
  name: string;
  interval_months: number;
  /** Major units of the cart's currency; null when the plan takes the product's price (then the line's sale_price). */
  period_price: number | null;
}

/** Issue 19 (001 §3): a gift certificate the cart buys; amount in major units of the cart's currency. */
export interface CartGiftCertificateView {
  id: string;
  name: string;
  amount: number;
  is_taxable: false;
  sender: { name: string };
  recipient: { name: string; email: string };
  message: string;
}

export interface CartView {
  id: string;
  customer_id: number;
  channel_id: number;
  /** Sum of regular prices. */
  base_amount: number;
  /** Sum of what the shopper pays: the subtotal (000 §3 Cart totals), after the discounts. */
  cart_amount: number;
  /** What promotions take off the goods (issue 19); 0 without. */
  discount_amount: number;
  /** The codes on the cart and the automatic promotions that apply (issue 19). */
  coupons: CartCouponView[];
  currency: { code: string };
  is_subscription: boolean;
  /** Present on a subscription cart: its frequency and price per period. */
  subscription?: CartSubscriptionView;
  line_items: {
    physical_items: CartLineItem[];
    digital_items: never[];
    gift_certificates: CartGiftCertificateView[];
    custom_items: never[];
  };
}

export type AvailabilityStatus = "available" | "preorder" | "insufficientStock" | "outOfStock" | "unavailable";

/** Per-line cart check (000 §3) from inventoryCheck (001 §7). */
export interface InventoryCheckLine {
  product_id: number;
  variant_id: number;
  sku: string;
  quantity: number;
  is_valid: boolean;
  minPurchaseQuantity: number;
  /** 0 means no maximum. */
  maxPurchaseQuantity: number;
  availabilityStatus: AvailabilityStatus;
  /** Stock at the location, when tracked. */
  availableQuantity: number | null;
  /** Translated reason when the line is not valid (001 §8), else null. */
  error: string | null;
}

export interface InventoryCheckResult {
  locationId: number;
  insufficientInventory: boolean;
  items: InventoryCheckLine[];
}
