/** The mail port (DESIGN.md, Vendors behind interfaces): what the shop sends, not how. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go (the store-contact mail: the customer's address, issue 15). */
  replyTo?: string;
}

export interface MailTransport {
  /** `smtp` sends through SMTP_URL; `captured` keeps mail in the database for the dev mailbox. */
  readonly kind: "smtp" | "captured";
  send(message: MailMessage & { from: string }): Promise<void>;
  /** The newest kept mail first (the captured transport only): what /dev/mailbox lists. */
  list?(limit: number): Promise<StoredMail[]>;
  close?(): void;
}

/** A mail kept by the captured transport. */
export interface StoredMail {
  id: number;
  fromAddress: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
}
