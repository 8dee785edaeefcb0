import { isNull } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The outbox (issue 12): work that must follow a committed change (a confirmation mail, an
 * attribution event, a refund) is written in the same transaction as the change and delivered by a
 * worker with retries, so a crash after the commit loses nothing. `dedupeKey` makes writing the same
 * item twice harmless; delivery is idempotent per item.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    topic: text("topic").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The worker reads only undelivered rows by `available_at`; delivered ones are left out of the index.
  (t) => [
    uniqueIndex("outbox_dedupe").on(t.topic, t.dedupeKey),
    index("outbox_pending").on(t.availableAt).where(isNull(t.deliveredAt)),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
