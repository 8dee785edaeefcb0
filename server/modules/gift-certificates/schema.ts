import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Gift certificates (issue 19; 001 §3 cart gift_certificates). A certificate is bought as a cart
 * item, issued when its order is paid, and its code pays part or all of later orders. The code is
 * shown once (in the recipient's mail); only its SHA-256 is kept, unique-indexed. The balance is the
 * sum of the ledger, kept on the row too and moved only by a conditional update, so it never goes
 * below zero under concurrent use (the CHECK is the last guard).
 */
export const giftCertificates = pgTable(
  "gift_certificates",
  {
    id: serial("id").primaryKey(),
    /** hex SHA-256 of the normalised code. */
    codeHash: text("code_hash").notNull(),
    /** The code's last four characters, for the back office and the buyer (never the whole code). */
    codeLast4: text("code_last4").notNull(),
    currency: text("currency").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    balanceMinor: integer("balance_minor").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    senderName: text("sender_name").notNull(),
    message: text("message").notNull().default(""),
    /** The order that bought it (null: issued by staff or a test). */
    orderId: integer("order_id"),
    channelId: integer("channel_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gift_certificates_code_hash").on(t.codeHash),
    index("gift_certificates_order").on(t.orderId),
    check("gift_certificates_balance", sql`${t.balanceMinor} >= 0 AND ${t.balanceMinor} <= ${t.amountMinor}`),
  ],
);

/** The balance's ledger: +amount when issued or released, -amount when an order uses it. */
export const giftCertificateLedger = pgTable(
  "gift_certificate_ledger",
  {
    id: serial("id").primaryKey(),
    certificateId: integer("certificate_id")
      .notNull()
      .references(() => giftCertificates.id, { onDelete: "cascade" }),
    orderId: integer("order_id"),
    kind: text("kind").$type<"issue" | "debit" | "release">().notNull(),
    /** Signed, minor units of the certificate's currency. */
    amountMinor: integer("amount_minor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("gift_certificate_ledger_certificate").on(t.certificateId, t.id), index("gift_certificate_ledger_order").on(t.orderId)],
);

/** Certificates a cart buys (001 §3 cart line_items.gift_certificates), priced in the cart's currency. */
export const cartGiftCertificates = pgTable(
  "cart_gift_certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id").notNull(),
    currency: text("currency").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    senderName: text("sender_name").notNull(),
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cart_gift_certificates_cart").on(t.cartId)],
);

/** A certificate code applied to a checkout's cart, to pay part or all of the order. */
export const cartGiftCertificateCodes = pgTable(
  "cart_gift_certificate_codes",
  {
    cartId: uuid("cart_id").notNull(),
    certificateId: integer("certificate_id")
      .notNull()
      .references(() => giftCertificates.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cart_gift_certificate_codes_pk").on(t.cartId, t.certificateId)],
);

export type GiftCertificateRow = typeof giftCertificates.$inferSelect;
export type CartGiftCertificateRow = typeof cartGiftCertificates.$inferSelect;
