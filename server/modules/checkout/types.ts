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
  /** `discount`: what promotions take off the goods (issue 19); the subtotal is before it. */
  totals: { subtotal: number; shipping: number; tax: number; total: number; tax_included: boolean; discount: number; tax_rate: number | null; tax_jurisdiction: string | null };
  /** The cart's codes and the automatic promotions that apply (issue 19). */
  coupons: CartCouponView[];
  allowed_countries: Array<{ code: string; name: string }>;
  /**
   * A subscription cart (issue 14): the frequency and the price of one period. The payment step
   * then asks for the customer's agreement that the card is charged each period.
   */
  subscription: { frequency_id: number; frequency_code: string; frequency_name: string; interval_months: number; period_price: number } | null;
}
