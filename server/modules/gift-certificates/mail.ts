import type { MailMessage } from "../../integrations/mail/types";
import { formatMoney } from "../order/mails";
import type { GiftCertificateRow } from "./schema";

type Translate = (key: string, params?: Record<string, unknown>) => string;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
 * Issue 19: the mail a bought certificate's recipient gets, in the storefront's locale: who sends
 * it, the amount, the sender's message, the code (shown only here) and where to use it.
 */
export function giftCertificateMail(t: Translate, certificate: GiftCertificateRow, options: { code: string; brandName: string; locale: string; link: string }): MailMessage {
  const amount = formatMoney(certificate.amountMinor / 100, certificate.currency, options.locale);
  const paragraphs = [
    t("promotions:giftCertificate.mail.greeting", { name: certificate.recipientName }),
    t("promotions:giftCertificate.mail.body", { sender: certificate.senderName, amount, brand: options.brandName }),
    ...(certificate.message ? [t("promotions:giftCertificate.mail.message", { sender: certificate.senderName }), certificate.message] : []),
    t("promotions:giftCertificate.mail.code", { code: options.code }),
    t("promotions:giftCertificate.mail.howTo", { link: options.link }),
  ];
  return {
    to: certificate.recipientEmail,
    subject: t("promotions:giftCertificate.mail.subject", { sender: certificate.senderName, amount, brand: options.brandName }),
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join(""),
  };
}
