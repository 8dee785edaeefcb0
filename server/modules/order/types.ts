/** An order as clients see it (001 §3 Order; checkout contract, OrderView). Money in major units. */
export interface OrderAddressView {
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  phone: string;
  street_1: string;
  street_2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  country_iso2: string;
}

export interface OrderProductView {
  id: number;
  product_id: number;
  variant_id: number;
  sku: string;
  name: string;
  brand: string;
  quantity: number;
  product_options: Array<{ display_name: string; display_value: string }>;
  applied_discounts: Array<{ code: string; name: string; amount: number }>;
  price_ex_tax: number;
  price_inc_tax: number;
  total_inc_tax: number;
  image_url: string;
}

export interface OrderShipmentView {
  id: number;
  carrier: string;
  tracking_number: string;
  shipping_method: string;
  date_created: string;
  /** The order lines in this shipment and how many of each. */
  items: Array<{ order_product_id: number; quantity: number }>;
}

export interface OrderView {
  id: number;
  status: string;
  date_created: string;
  payment_date: string | null;
  currency_code: string;
  customer_id: number | null;
  subtotal_ex_tax: number;
  subtotal_inc_tax: number;
  shipping_cost_ex_tax: number;
  shipping_cost_inc_tax: number;
  total_tax: number;
  /**
   * Issue 19: how total_tax was worked out: VAT included at the storefront's rate (percent), or US
   * sales tax added at the combined rate of `jurisdiction` ("California", "New York, New York City").
   */
  tax_detail: { included: boolean; rate: number; jurisdiction: string | null; shipping_taxed: boolean };
  total_inc_tax: number;
  discount_amount: number;
  coupon_discount: number;
  /**
   * Issue 19: order-level discounts not on a line: a free-shipping code with what it took off the
   * shipping (the confirmation, mail and purchase event name its code like the other kinds).
   */
  shipping_discounts: Array<{ code: string; name: string; amount: number }>;
  /** Issue 19: what gift certificate codes paid of total_inc_tax; the card was charged the rest. */
  gift_certificate_amount: number;
  /** Issue 19: the gift certificates this order bought (001 §3 gift_certificates), never their codes. */
  gift_certificates: Array<{ id: number; amount: number; recipient: { name: string; email: string }; sender: { name: string } }>;
  customer_message: string;
  payment_method: { brand: string; last4: string } | null;
  billing_address: OrderAddressView;
  shipping_addresses: Array<OrderAddressView & { shipping_method: string }>;
  products: OrderProductView[];
  shipments: OrderShipmentView[];
}

export interface OrderList {
  data: OrderView[];
  pagination: { page: number; limit: number; total: number };
}
