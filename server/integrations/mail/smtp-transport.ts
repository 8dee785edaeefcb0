import nodemailer from "nodemailer";
import type { MailMessage, MailTransport } from "./types";

/**
 * Sends through the SMTP server of SMTP_URL with nodemailer. `smtps://` is TLS from the first byte;
 * `smtp://host:port` upgrades with STARTTLS when the server offers it, and with `requireTLS`
 * (SMTP_REQUIRE_TLS=1 or `?requireTLS=true`) sends nothing, not even the login, to a server that
 * does not (issue 12: mail carries reset links). env.ts refuses plain smtp:// to another machine in
 * production without it. Options such as `?tls.rejectUnauthorized=false` may be given in the URL's
 * query, as nodemailer reads them.
 */
export function createSmtpTransport(smtpUrl: string, options: { requireTls?: boolean } = {}): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...(options.requireTls ? { requireTLS: true } : {}) });
  return {
    kind: "smtp",
    async send(message: MailMessage & { from: string }) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
