/**
 * The attribution port (001 §7: a purchase tracking event to an attribution service with order id,
 * totals, coupons, currency, customer id and line items). The built-in sink records events in a
 * table; an adapter for a vendor's endpoint is a new file implementing this interface.
 */
export interface PurchaseEvent {
  order_id: number;
  /** Major units of `currency`. */
  total: number;
  subtotal: number;
  tax: number;
  shipping: number;
  coupons: string[];
  currency: string;
  /** Null for a guest. */
  customer_id: number | null;
  channel_id: number;
  lines: Array<{ product_id: number; variant_id: number; sku: string; name: string; quantity: number; price: number }>;
}

export interface AttributionSink {
  purchase(event: PurchaseEvent): Promise<void>;
}
