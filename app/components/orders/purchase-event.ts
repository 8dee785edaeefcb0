import { pushEvent } from "../../lib/analytics";
import type { OrderView } from "../checkout/types";

/**
 * The tag-manager purchase event (issue 5: order id, totals, coupons, currency, customer id and
 * lines), in the GA4 ecommerce shape the cart events use (lib/cart-client.ts).
 */
export function purchaseEvent(order: OrderView) {
  const coupons = [...new Set([...order.products.flatMap((p) => p.applied_discounts.map((d) => d.code)), ...(order.shipping_discounts ?? []).map((d) => d.code)].filter(Boolean))];
  return {
    event: "purchase",
    customer_id: order.customer_id,
    ecommerce: {
      transaction_id: String(order.id),
      value: order.total_inc_tax,
      tax: order.total_tax,
      shipping: order.shipping_cost_inc_tax,
      discount: order.discount_amount + order.coupon_discount,
      currency: order.currency_code,
      coupon: coupons.join(",") || undefined,
      // Issue 19 (001 §7 totals): what gift certificate codes paid of `value`; the card paid the rest.
      gift_certificate_amount: order.gift_certificate_amount ?? 0,
      items: [
        ...order.products.map((product) => ({
          item_id: product.sku,
          item_name: product.name,
          item_brand: product.brand || undefined,
          item_variant: product.product_options.map((o) => o.display_value).join(" / ") || undefined,
          price: product.price_inc_tax,
          quantity: product.quantity,
        })),
        // Issue 19 (001 §7 line items): each gift certificate the order bought.
        ...(order.gift_certificates ?? []).map((c) => ({ item_id: "gift-certificate", item_name: "Gift certificate", item_brand: undefined, item_variant: undefined, price: c.amount, quantity: 1 })),
      ],
    },
  };
}

const SENT_PREFIX = "purchase-sent:";

/**
 * Pushes the purchase once per order: a reload or a second visit of the confirmation must not count
 * the sale twice, so the orders already reported are remembered in this browser.
 */
export function pushPurchaseOnce(order: OrderView, storage: Pick<Storage, "getItem" | "setItem"> | null = safeLocalStorage()): boolean {
  const key = `${SENT_PREFIX}${order.id}`;
  if (storage?.getItem(key)) return false;
  pushEvent({ event: "ecommerce_clear", ecommerce: null });
  pushEvent(purchaseEvent(order));
  try {
    storage?.setItem(key, "1");
  } catch {
    // A full or blocked storage only risks a repeat on reload.
  }
  return true;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
