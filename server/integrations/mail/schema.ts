import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Mail kept by the built-in transport when no SMTP_URL is configured (DESIGN.md, mail): listed on
 * the development mailbox page instead of being sent.
 */
export const capturedMail = pgTable(
  "captured_mail",
  {
    id: serial("id").primaryKey(),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("captured_mail_to").on(t.toAddress)],
);
