CREATE TABLE "store_stock" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_stock_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"accreditation_level" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"post_code" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"contactable" boolean DEFAULT false NOT NULL,
	"show_on_finder" boolean DEFAULT true NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_stock_product" ON "store_stock" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stores_earth" ON "stores" USING gist (ll_to_earth("latitude", "longitude"));