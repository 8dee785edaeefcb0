import type { Database } from "../../db/client";
import type { Logger } from "../../logger";
import { createCapturedTransport } from "./captured-transport";
import { createSmtpTransport } from "./smtp-transport";
import type { MailMessage, MailTransport, StoredMail } from "./types";

/**
 * Sends the shop's mail through the configured transport. Requests that send mail do not wait for
 * delivery (`sendInBackground`): a slow SMTP server must not slow the answer, and a password-reset
 * request must answer in the same time whether or not a mail goes out. `idle()` waits for what is
 * still being sent (tests, shutdown).
 */
export class Mailer {
  private pending = new Set<Promise<void>>();

  constructor(
    readonly transport: MailTransport,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.transport.send({ ...message, from: this.from });
  }

  sendInBackground(message: MailMessage): void {
    const sending = this.send(message)
      .catch((error: unknown) => this.logger.error({ err: error, subject: message.subject }, "mail could not be sent"))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** The newest mail kept instead of sent (no SMTP_URL), for /dev/mailbox; none when mail is really sent. */
  async keptMail(limit = 50): Promise<StoredMail[]> {
    return this.transport.list ? this.transport.list(limit) : [];
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

export function createMailer(options: { smtpUrl?: string; smtpRequireTls?: boolean; db: Database; brandName: string; shopDomain: string; logger: Logger }): Mailer {
  const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl, { requireTls: options.smtpRequireTls }) : createCapturedTransport(options.db);
  const domain = options.shopDomain.includes(".") ? options.shopDomain : `${options.shopDomain}.localdomain`;
  return new Mailer(transport, `"${options.brandName}" <no-reply@${domain}>`, options.logger);
}
