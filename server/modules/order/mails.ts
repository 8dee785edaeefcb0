import type { MailMessage } from "../../integrations/mail/types";
import type { OrderView } from "./types";

type Translate = (key: string, params?: Record<string, unknown>) => string;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}

/** Issue 19: the order's discounts, codes named (001 §3 Order coupon_discount, discount_amount). */
function discountLines(t: Translate, order: OrderView, money: (amount: number) => string): string[] {
  const codes = [...new Set(order.products.flatMap((p) => p.applied_discounts.map((d) => d.code)).filter(Boolean))];
  const lines: string[] = [];
  if (order.coupon_discount > 0) lines.push(t("promotions:mail.coupon", { codes: codes.join(", "), amount: money(order.coupon_discount) }));
  if (order.discount_amount > 0) lines.push(t("promotions:mail.discount", { amount: money(order.discount_amount) }));
  return lines;
}

/** Issue 19: the shipping method, and the free-shipping code that made it free ("Standard (Free shipping, Code SHIPFREE)"). */
function shippingLabel(t: Translate, order: OrderView, method: string): string {
  const codes = [...new Set(order.shipping_discounts.map((d) => d.code).filter(Boolean))];
  return codes.length > 0 ? `${method} (${t("promotions:freeShipping")}, ${t("promotions:couponLine", { codes: codes.join(", ") })})` : method;
}

/**
 * The order confirmation (issue 5), in the storefront's locale: number, lines, totals (tax shown as
 * included, or added for the US), the delivery address and a link to the order.
 */
export function orderConfirmationMail(
  t: Translate,
  order: OrderView,
  options: { to: string; firstName: string; brandName: string; locale: string; taxIncluded: boolean; link: string },
): MailMessage {
  const money = (amount: number) => formatMoney(amount, order.currency_code, options.locale);
  const shipping = order.shipping_addresses[0];
  const address = [shipping.street_1, shipping.street_2, shipping.zip, shipping.city, shipping.country].filter(Boolean).join(", ");
  const greeting = t("orders:mail.confirmation.greeting", { name: options.firstName });
  const intro = [t("orders:mail.confirmation.body"), t("orders:mail.confirmation.orderNumber", { id: order.id })];
  const lines = order.products.map((p) => {
    const attributes = p.product_options.map((o) => `${o.display_name}: ${o.display_value}`).join(", ");
    const name = attributes ? `${p.name} (${attributes})` : p.name;
    const total = options.taxIncluded ? p.total_inc_tax : Math.round(p.price_ex_tax * p.quantity * 100) / 100;
    return t("orders:mail.confirmation.line", { quantity: p.quantity, name, total: money(total) });
  });
  // Issue 19: the gift certificates bought, each a line (its code goes to the recipient alone).
  for (const c of order.gift_certificates ?? []) lines.push(t("promotions:giftCertificate.mail.bought", { name: c.recipient.name, email: c.recipient.email, amount: money(c.amount) }));
  const ratePercent = (rate: number) => new Intl.NumberFormat(options.locale, { maximumFractionDigits: 3 }).format(rate);
  const totals = [
    t("orders:mail.confirmation.subtotal", { amount: money(options.taxIncluded ? order.subtotal_inc_tax : order.subtotal_ex_tax) }),
    ...discountLines(t, order, money),
    t("orders:mail.confirmation.shipping", { method: shippingLabel(t, order, shipping.shipping_method), amount: money(options.taxIncluded ? order.shipping_cost_inc_tax : order.shipping_cost_ex_tax) }),
    // Issue 19: the VAT included at its rate, or the US sales tax with its state and rate.
    options.taxIncluded
      ? order.tax_detail.rate > 0
        ? t("orders:mail.confirmation.taxIncludedRate", { amount: money(order.total_tax), rate: ratePercent(order.tax_detail.rate) })
        : t("orders:mail.confirmation.taxIncluded", { amount: money(order.total_tax) })
      : order.tax_detail.jurisdiction
        ? t("orders:mail.confirmation.salesTax", { amount: money(order.total_tax), jurisdiction: order.tax_detail.jurisdiction, rate: ratePercent(order.tax_detail.rate) })
        : t("orders:mail.confirmation.taxAdded", { amount: money(order.total_tax) }),
    t("orders:mail.confirmation.total", { amount: money(order.total_inc_tax) }),
    // Issue 19: what gift certificate codes paid, and what the card was charged.
    ...(order.gift_certificate_amount > 0
      ? [
          t("promotions:giftCertificate.mail.paid", { amount: money(order.gift_certificate_amount) }),
          t("promotions:giftCertificate.mail.charged", { amount: money(Math.round((order.total_inc_tax - order.gift_certificate_amount) * 100) / 100) }),
        ]
      : []),
  ];
  const shipTo = t("orders:mail.confirmation.shipTo", { address });
  const button = t("orders:mail.confirmation.button");
  const paragraph = (text: string) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(text)}</p>`;
  const html =
    `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1b1b1b;max-width:560px;margin:0 auto;padding:24px">` +
    `<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(options.brandName)}</h1>` +
    [greeting, ...intro].map(paragraph).join("") +
    `<ul style="padding-left:20px;margin:0 0 16px">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` +
    totals.map(paragraph).join("") +
    paragraph(shipTo) +
    `<p style="margin:24px 0"><a href="${escapeHtml(options.link)}" style="background:#0f3d3e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button)}</a></p>` +
    `</body></html>`;
  return {
    to: options.to,
    subject: t("orders:mail.confirmation.subject", { brand: options.brandName, id: order.id }),
    text: [greeting, "", ...intro, "", ...lines, "", ...totals, "", shipTo, "", `${button}: ${options.link}`].join("\n"),
    html,
  };
}

/**
 * The shipment mail (issue 17), in the order's storefront language: which lines left, the carrier
 * and the tracking number, and a link to the order (the account's order details show the same).
 */
export function shipmentMail(
  t: Translate,
  order: OrderView,
  shipment: { carrier: string; trackingNumber: string; lines: Array<{ orderProductId: number; quantity: number }> },
  options: { to: string; firstName: string; brandName: string; link: string },
): MailMessage {
  const greeting = t("orders:mail.shipped.greeting", { name: options.firstName });
  const intro = t("orders:mail.shipped.body", { id: order.id });
  const lines = shipment.lines.map((l) => {
    const product = order.products.find((p) => p.id === l.orderProductId);
    return t("orders:mail.shipped.line", { quantity: l.quantity, name: product?.name ?? "" });
  });
  const carrier = t("orders:mail.shipped.carrier", { carrier: shipment.carrier });
  const tracking = t("orders:mail.shipped.tracking", { tracking: shipment.trackingNumber });
  const button = t("orders:mail.shipped.button");
  const paragraph = (text: string) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(text)}</p>`;
  const html =
    `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1b1b1b;max-width:560px;margin:0 auto;padding:24px">` +
    `<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(options.brandName)}</h1>` +
    [greeting, intro].map(paragraph).join("") +
    `<ul style="padding-left:20px;margin:0 0 16px">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` +
    [carrier, tracking].map(paragraph).join("") +
    `<p style="margin:24px 0"><a href="${escapeHtml(options.link)}" style="background:#0f3d3e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button)}</a></p>` +
    `</body></html>`;
  return {
    to: options.to,
    subject: t("orders:mail.shipped.subject", { brand: options.brandName, id: order.id }),
    text: [greeting, "", intro, "", ...lines, "", carrier, tracking, "", `${button}: ${options.link}`].join("\n"),
    html,
  };
}
