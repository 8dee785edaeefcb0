import { boolean, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

/** How a channel shows money (001 §3 Channel: display format). */
export interface CurrencyDisplayFormat {
  symbol: string;
  symbolPlacement: "left" | "right";
  decimalPlaces: number;
  thousandsToken: string;
  decimalToken: string;
}

/** One country storefront (000 §3 Storefront config, Country; 001 §1). */
export const storefronts = pgTable("storefronts", {
  /** Subdomain label: `uk` answers on uk.{SHOP_DOMAIN}; the default storefront is `www`. */
  code: text("code").primaryKey(),
  /** Storefront name, e.g. `foldwell-uk`; the current flag is chosen from it (000 §2). */
  name: text("name").notNull(),
  countryLabel: text("country_label").notNull(),
  countryIso: text("country_iso").notNull(),
  countryIso3: text("country_iso3").notNull(),
  channelId: integer("channel_id").notNull().unique(),
  locale: text("locale").notNull(),
  currency: text("currency").notNull(),
  currencyFormat: jsonb("currency_format").$type<CurrencyDisplayFormat>().notNull(),
  /** USD prices are shown ex-tax, the other currencies inc-tax (001 §9). */
  taxMode: text("tax_mode").$type<"inc" | "ex">().notNull(),
  searchIndex: text("search_index").notNull(),
  eCommDisabled: boolean("ecomm_disabled").notNull().default(false),
  /** Content channel in the content service. */
  brChannel: text("br_channel").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
});

export type StorefrontRow = typeof storefronts.$inferSelect;
