import { accountPath } from "../../../common/brand";
import type { Mailer } from "../../integrations/mail/mailer";
import type { MailMessage } from "../../integrations/mail/types";
import type { OutboxItem, OutboxWorker } from "../../jobs/outbox";
import type { BikeMailContext } from "./service";
import type { BikeRegistrationRow } from "./schema";

/**
 * The mail that confirms a guest's bike registration (issue 16): rendered in the storefront's
 * language when the bike is registered and written to the outbox (topic `bikes.confirmationMail`)
 * in the registration's transaction, so it is sent with retries. The row holds no secret: the text
 * carries a placeholder, and the worker writes a fresh single-use token (its hash stored) and puts
 * the link in just before sending. A registration attached meanwhile gets no mail.
 */
export const BIKE_CONFIRMATION_MAIL_TOPIC = "bikes.confirmationMail";
export const LINK_PLACEHOLDER = "{{confirmationLink}}";

export function bikeConfirmationMailItem(row: Pick<BikeRegistrationRow, "id" | "email" | "firstName" | "serialNumber">, mail: BikeMailContext): OutboxItem {
  const params = { name: row.firstName, brand: mail.brandName, serial: row.serialNumber, link: LINK_PLACEHOLDER, interpolation: { escapeValue: false } };
  return {
    topic: BIKE_CONFIRMATION_MAIL_TOPIC,
    dedupeKey: `bike-registration-${row.id}`,
    payload: {
      registrationId: row.id,
      linkBase: `${mail.registeredBikesUrl}?confirm=`,
      message: { to: row.email, subject: mail.t("bikes:confirmMail.subject", params), text: mail.t("bikes:confirmMail.body", params) },
    },
  };
}

function storedItem(payload: Record<string, unknown>): { registrationId: number; linkBase: string; message: MailMessage } {
  const { registrationId, linkBase, message } = payload as { registrationId?: unknown; linkBase?: unknown; message?: Partial<Record<keyof MailMessage, unknown>> };
  const { to, subject, text } = message ?? {};
  if (typeof registrationId !== "number" || typeof linkBase !== "string" || typeof to !== "string" || typeof subject !== "string" || typeof text !== "string" || !text.includes(LINK_PLACEHOLDER)) {
    throw new Error("bike confirmation outbox item without a complete message");
  }
  return { registrationId, linkBase, message: { to, subject, text } };
}

export function registerBikeConfirmationMailHandler(worker: OutboxWorker, mailer: Mailer, newToken: (registrationId: number) => Promise<string | null>): OutboxWorker {
  return worker.handle(BIKE_CONFIRMATION_MAIL_TOPIC, async (payload) => {
    const item = storedItem(payload);
    const token = await newToken(item.registrationId);
    if (token === null) return;
    const link = `${item.linkBase}${encodeURIComponent(token)}`;
    await mailer.send({ ...item.message, text: item.message.text.split(LINK_PLACEHOLDER).join(link) });
  });
}

/** The mail context of a request on `origin` (the storefront's own, e.g. `shop.storefronts.originOf(storefront, port)`). */
export function bikeMailContext(t: BikeMailContext["t"], brandName: string, origin: string): BikeMailContext {
  return { t, brandName, registeredBikesUrl: `${origin}${accountPath(brandName, "registered-bikes")}` };
}
