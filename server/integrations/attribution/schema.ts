import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Purchase events kept by the built-in attribution sink (001 §7 purchase tracking event). */
export const attributionEvents = pgTable(
  "attribution_events",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    orderId: integer("order_id"),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("attribution_events_order").on(t.orderId)],
);
