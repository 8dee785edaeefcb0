import nodemailer from "nodemailer";
import type { MailMessage, MailTransport } from "./types";

/**
 * Sends through the SMTP server of SMTP_URL with nodemailer. `smtp://host:port` is plain SMTP that
 * upgrades with STARTTLS only when the server offers it (a local catcher such as Mailpit works
 * as is); `smtps://` is TLS from the start. Options such as `?tls.rejectUnauthorized=false` may be
 * given in the URL's query, as nodemailer reads them.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message: MailMessage & { from: string }) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
