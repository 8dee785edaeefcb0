import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * One counter per kind of data behind cached pages (`content`, `catalog`). A write bumps it; every
 * process polls the counters, so page caches in all processes are dropped after a change.
 */
export const cacheEpochs = pgTable("cache_epochs", {
  scope: text("scope").primaryKey(),
  epoch: bigint("epoch", { mode: "number" }).notNull().default(0),
});
