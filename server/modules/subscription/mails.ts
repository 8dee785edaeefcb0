import type { MailMessage } from "../../integrations/mail/types";
import type { OutboxItem, OutboxWorker } from "../../jobs/outbox";
import type { Mailer } from "../../integrations/mail/mailer";

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
