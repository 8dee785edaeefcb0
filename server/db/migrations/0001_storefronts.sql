CREATE TABLE "storefronts" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_label" text NOT NULL,
	"country_iso" text NOT NULL,
	"country_iso3" text NOT NULL,
	"channel_id" integer NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"currency_format" jsonb NOT NULL,
	"tax_mode" text NOT NULL,
	"search_index" text NOT NULL,
	"ecomm_disabled" boolean DEFAULT false NOT NULL,
	"br_channel" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "storefronts_channel_id_unique" UNIQUE("channel_id")
);
