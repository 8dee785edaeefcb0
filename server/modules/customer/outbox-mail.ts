import type { Mailer } from "../../integrations/mail/mailer";
import type { MailMessage } from "../../integrations/mail/types";
import type { OutboxItem, OutboxWorker } from "../../jobs/outbox";

/**
 * Account mails that must not be lost (issue 12): the notice to the old address after an email
 * change is a security notice, so it is written to the outbox in the change's transaction, already
 * rendered in the storefront's language, and the outbox worker sends it with retries. Mails that
 * carry a secret (reset links) never go through the outbox: its rows are plain data in the database.
 */
export const CUSTOMER_OUTBOX_TOPICS = {
  emailChangedNotice: "customer.emailChangedNotice",
} as const;

/** The outbox item of an email-changed notice; one per change (customer, time and new address). */
export function emailChangedNoticeItem(customerId: number, changedAt: Date, newEmail: string, message: MailMessage): OutboxItem {
  return {
    topic: CUSTOMER_OUTBOX_TOPICS.emailChangedNotice,
    dedupeKey: `customer-${customerId}-${changedAt.toISOString()}-${newEmail}`,
    payload: { message: { to: message.to, subject: message.subject, text: message.text, ...(message.html !== undefined && { html: message.html }) } },
  };
}

function storedMessage(payload: Record<string, unknown>): MailMessage {
  const message = payload.message as Partial<Record<keyof MailMessage, unknown>> | undefined;
  const { to, subject, text, html } = message ?? {};
  if (typeof to !== "string" || typeof subject !== "string" || typeof text !== "string" || (html !== undefined && typeof html !== "string")) {
    throw new Error("outbox mail item without a complete message");
  }
  return { to, subject, text, ...(html !== undefined && { html }) };
}

export function registerCustomerOutboxHandlers(worker: OutboxWorker, mailer: Mailer): OutboxWorker {
  return worker.handle(CUSTOMER_OUTBOX_TOPICS.emailChangedNotice, async (payload) => {
    await mailer.send(storedMessage(payload));
  });
}
