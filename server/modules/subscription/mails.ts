import type { MailMessage } from "../../integrations/mail/types";
import type { OutboxItem, OutboxWorker } from "../../jobs/outbox";
import type { Mailer } from "../../integrations/mail/mailer";
import { accountPath } from "../../../common/brand";
import { translatorFor } from "../../http/server-i18n";
import type { Shop } from "../../shop";
import type { SubscriptionRow } from "./schema";

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Subscription mails (issue 14): a receipt for every successful renewal and a notice when a period
 * could not be charged after its retries. They are rendered in the storefront's language when the
 * charge is settled and written to the outbox in the same transaction (topic `subscription.mail`),
 * so a crash after the commit loses none.
 */
export const SUBSCRIPTION_MAIL_TOPIC = "subscription.mail";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function formatMinor(minor: number, currency: string, locale: string): string {
  const digits = new Intl.NumberFormat(locale, { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 10 ** digits);
}

/** DD.MM.YYYY (001 §9 default date format) from `YYYY-MM-DD`. */
export const shortDate = (day: string) => day.split("-").reverse().join(".");

export interface MailContext {
  to: string;
  firstName: string;
  brandName: string;
  locale: string;
  planName: string;
  frequencyName: string;
  link: string;
}

function render(subject: string, paragraphs: string[], context: MailContext, button: string): MailMessage {
  const paragraph = (text: string) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(text)}</p>`;
  const html =
    `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1b1b1b;max-width:560px;margin:0 auto;padding:24px">` +
    `<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(context.brandName)}</h1>` +
    paragraphs.map(paragraph).join("") +
    `<p style="margin:24px 0"><a href="${escapeHtml(context.link)}" style="background:#0f3d3e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button)}</a></p>` +
    `</body></html>`;
  return { to: context.to, subject, text: [...paragraphs, "", `${button}: ${context.link}`].join("\n"), html };
}

/** The receipt of a paid period. */
export function renewalReceiptMail(t: Translate, context: MailContext, charge: { amountMinor: number; currency: string; periodStart: string; nextPaymentDate: string; card: string }): MailMessage {
  const amount = formatMinor(charge.amountMinor, charge.currency, context.locale);
  return render(
    t("subscription-billing:mail.receipt.subject", { brand: context.brandName, plan: context.planName }),
    [
      t("subscription-billing:mail.greeting", { name: context.firstName }),
      t("subscription-billing:mail.receipt.body", { plan: context.planName, frequency: context.frequencyName }),
      t("subscription-billing:mail.receipt.amount", { amount, date: shortDate(charge.periodStart), card: charge.card }),
      t("subscription-billing:mail.receipt.next", { date: shortDate(charge.nextPaymentDate) }),
    ],
    context,
    t("subscription-billing:mail.button"),
  );
}

/** The notice that a period could not be charged after every retry: the subscription is Failed. */
export function paymentFailedMail(t: Translate, context: MailContext, charge: { amountMinor: number; currency: string; periodStart: string }): MailMessage {
  const amount = formatMinor(charge.amountMinor, charge.currency, context.locale);
  return render(
    t("subscription-billing:mail.failed.subject", { brand: context.brandName, plan: context.planName }),
    [
      t("subscription-billing:mail.greeting", { name: context.firstName }),
      t("subscription-billing:mail.failed.body", { plan: context.planName, amount, date: shortDate(charge.periodStart) }),
      t("subscription-billing:mail.failed.action"),
    ],
    context,
    t("subscription-billing:mail.button"),
  );
}

/** What staff did to a subscription in the back office (issue 17, decision 025): the customer is told. */
export type StaffChangeMail = "cancellationApproved" | "cancellationRefused" | "paused" | "resumed";

/**
 * The mail of a staff change: the cancellation request approved (Cancelled, never charged again) or
 * refused (Active again, next payment date), the subscription paused (no charges) or resumed
 * (Active, next payment date). Rendered in the storefront's language and written to the outbox
 * in the change's transaction (server/modules/subscription/admin.ts).
 */
export function staffChangeMail(t: Translate, context: MailContext, kind: StaffChangeMail, after: { nextPaymentDate: string; at: Date }): MailMessage {
  const params = { brand: context.brandName, plan: context.planName, frequency: context.frequencyName, date: shortDate(after.nextPaymentDate), since: shortDate(after.at.toISOString().slice(0, 10)) };
  return render(
    t(`subscription-billing:mail.${kind}.subject`, params),
    [t("subscription-billing:mail.greeting", { name: context.firstName }), t(`subscription-billing:mail.${kind}.body`, params), t(`subscription-billing:mail.${kind}.next`, params)],
    context,
    t("subscription-billing:mail.button"),
  );
}

/**
 * The translator and mail context of a subscription's customer, as the billing job builds them: the
 * language of the order that took it out (else its storefront's), a link to the account's
 * subscriptions on its storefront. Null when the customer is gone.
 */
export async function subscriptionMailContext(
  shop: Pick<Shop, "customers" | "orders" | "storefronts" | "env">,
  subscription: Pick<SubscriptionRow, "customerId" | "orderId" | "channelId">,
  plan: { billingName: string; frequencyName: string },
): Promise<{ t: Translate; context: MailContext } | null> {
  const customer = await shop.customers.get(subscription.customerId);
  if (!customer) return null;
  const order = subscription.orderId > 0 ? await shop.orders.row(subscription.orderId) : null;
  const storefront = shop.storefronts.all().find((s) => s.channelId === subscription.channelId);
  const locale = order?.locale ?? storefront?.locale ?? "en-GB";
  const origin = storefront ? shop.storefronts.originOf(storefront) : `https://${shop.env.SHOP_DOMAIN}`;
  return {
    t: translatorFor(locale),
    context: {
      to: customer.email,
      firstName: customer.first_name,
      brandName: shop.env.BRAND_NAME,
      locale,
      planName: plan.billingName,
      frequencyName: plan.frequencyName,
      link: `${origin}${accountPath(shop.env.BRAND_NAME, "subscriptions")}`,
    },
  };
}

export function subscriptionMailItem(dedupeKey: string, message: MailMessage): OutboxItem {
  return { topic: SUBSCRIPTION_MAIL_TOPIC, dedupeKey, payload: { message: { ...message } } };
}

export function registerSubscriptionMailHandler(worker: OutboxWorker, mailer: Mailer): OutboxWorker {
  return worker.handle(SUBSCRIPTION_MAIL_TOPIC, async (payload) => {
    const message = payload.message as Partial<Record<keyof MailMessage, unknown>> | undefined;
    const { to, subject, text, html } = message ?? {};
    if (typeof to !== "string" || typeof subject !== "string" || typeof text !== "string") throw new Error("subscription mail item without a complete message");
    await mailer.send({ to, subject, text, ...(typeof html === "string" && { html }) });
  });
}
