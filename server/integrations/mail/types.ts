/** The mail port (DESIGN.md, Vendors behind interfaces): what the shop sends, not how. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  /** `smtp` sends through SMTP_URL; `captured` keeps mail in the database for the dev mailbox. */
  readonly kind: "smtp" | "captured";
  send(message: MailMessage & { from: string }): Promise<void>;
  close?(): void;
}
