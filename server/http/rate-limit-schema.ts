import { bigint, index, integer, pgTable, varchar } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters shared by every process (issue 12): the table layout of
 * rate-limiter-flexible's PostgreSQL store (`key`, `points`, `expire` in epoch ms), created by a
 * migration rather than by the library at run time. Keys carry the limiter's prefix. The periodic
 * clean-up deletes by `expire`, hence its index.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar("key", { length: 255 }).primaryKey(),
    points: integer("points").notNull().default(0),
    expire: bigint("expire", { mode: "number" }),
  },
  (t) => [index("rate_limits_expire").on(t.expire)],
);
