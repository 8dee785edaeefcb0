import type { Mailer } from "../../integrations/mail/mailer";
import type { MailMessage } from "../../integrations/mail/types";
import type { OutboxItem, OutboxWorker } from "../../jobs/outbox";

/**
 * The store-contact mail (001 §7 Store contact service): rendered in the shopper's storefront
 * language when the message is sent, written to the outbox (topic `stores.contactMail`) and sent by
 * the outbox worker with retries, to the store's address with the customer's as reply-to.
 */
export const STORE_CONTACT_MAIL_TOPIC = "stores.contactMail";

export function storeContactMailItem(storeId: number, sentAt: Date, customerEmail: string, message: MailMessage): OutboxItem {
  return {
    topic: STORE_CONTACT_MAIL_TOPIC,
    dedupeKey: `store-${storeId}-${sentAt.toISOString()}-${customerEmail}`,
    payload: { message: { to: message.to, subject: message.subject, text: message.text, ...(message.replyTo !== undefined && { replyTo: message.replyTo }) } },
  };
}

function storedMessage(payload: Record<string, unknown>): MailMessage {
  const message = payload.message as Partial<Record<keyof MailMessage, unknown>> | undefined;
  const { to, subject, text, replyTo } = message ?? {};
  if (typeof to !== "string" || typeof subject !== "string" || typeof text !== "string" || (replyTo !== undefined && typeof replyTo !== "string")) {
    throw new Error("store contact outbox item without a complete message");
  }
  return { to, subject, text, ...(replyTo !== undefined && { replyTo }) };
}

export function registerStoreContactMailHandler(worker: OutboxWorker, mailer: Mailer): OutboxWorker {
  return worker.handle(STORE_CONTACT_MAIL_TOPIC, async (payload) => {
    await mailer.send(storedMessage(payload));
  });
}
