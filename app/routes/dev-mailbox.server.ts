import type { RequestShop } from "../../server/http/request-context";
import { devMailboxAnswers } from "../../server/integrations/mail/dev-mailbox";

/**
 * The newest mail kept instead of sent, or null where the mailbox does not answer: never in
 * production, and only to a connection from this machine (issue 12; server/integrations/mail/dev-mailbox.ts).
 */
export async function loadDevMailbox({ shop, clientAddress }: RequestShop) {
  if (!devMailboxAnswers(shop.env, clientAddress)) return null;
  const mail = await shop.mailer.keptMail(50);
  return mail.map((m) => ({ id: m.id, to: m.toAddress, from: m.fromAddress, subject: m.subject, text: m.text, at: m.createdAt.toISOString() }));
}
