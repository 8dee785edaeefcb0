CREATE TABLE "catalog_back_in_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer DEFAULT 0 NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "catalog_brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"path" integer[] DEFAULT '{}' NOT NULL,
	"depth" smallint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "catalog_categories_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "catalog_category_metafields" (
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "catalog_category_metafields_category_id_key_scope_pk" PRIMARY KEY("category_id","key","scope")
);
--> statement-breakpoint
CREATE TABLE "catalog_channel_locations" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_inventory_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "catalog_inventory_locations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "catalog_product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_facets" (
	"product_id" integer NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "catalog_product_facets_product_id_facet_value_pk" PRIMARY KEY("product_id","facet","value")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"option_value_id" integer,
	"is_thumbnail" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_metafields" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "catalog_product_metafields_product_id_locale_key_pk" PRIMARY KEY("product_id","locale","key")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"label" text NOT NULL,
	"hex" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"display_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_prices" (
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price_inc" integer NOT NULL,
	"price_ex" integer NOT NULL,
	"sale_price_inc" integer,
	"sale_price_ex" integer,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_product_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"rating" smallint NOT NULL,
	"locale" text DEFAULT 'en-GB' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"option_value_ids" integer[] DEFAULT '{}' NOT NULL,
	"purchasing_disabled" boolean DEFAULT false NOT NULL,
	"inventory_warning_level" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	CONSTRAINT "catalog_product_variants_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"video_url" text NOT NULL,
	"thumbnail_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sku" text NOT NULL,
	"brand_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"inventory_tracking" text DEFAULT 'none' NOT NULL,
	"availability" text DEFAULT 'available' NOT NULL,
	"order_quantity_minimum" integer DEFAULT 0 NOT NULL,
	"order_quantity_maximum" integer DEFAULT 0 NOT NULL,
	"related_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_size_guide" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "catalog_stock_levels" (
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_stock_levels_location_id_product_id_variant_id_pk" PRIMARY KEY("location_id","product_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_back_in_stock" ADD CONSTRAINT "catalog_back_in_stock_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_category_metafields" ADD CONSTRAINT "catalog_category_metafields_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_channel_locations" ADD CONSTRAINT "catalog_channel_locations_location_id_catalog_inventory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."catalog_inventory_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_categories" ADD CONSTRAINT "catalog_product_categories_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_categories" ADD CONSTRAINT "catalog_product_categories_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_custom_fields" ADD CONSTRAINT "catalog_product_custom_fields_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_facets" ADD CONSTRAINT "catalog_product_facets_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_images" ADD CONSTRAINT "catalog_product_images_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_metafields" ADD CONSTRAINT "catalog_product_metafields_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_option_values" ADD CONSTRAINT "catalog_product_option_values_option_id_catalog_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."catalog_product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_options" ADD CONSTRAINT "catalog_product_options_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_prices" ADD CONSTRAINT "catalog_product_prices_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_questions" ADD CONSTRAINT "catalog_product_questions_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_reviews" ADD CONSTRAINT "catalog_product_reviews_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_variants" ADD CONSTRAINT "catalog_product_variants_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_videos" ADD CONSTRAINT "catalog_product_videos_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_stock_levels" ADD CONSTRAINT "catalog_stock_levels_location_id_catalog_inventory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."catalog_inventory_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_stock_levels" ADD CONSTRAINT "catalog_stock_levels_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_back_in_stock_unique" ON "catalog_back_in_stock" USING btree ("product_id","variant_id","email");--> statement-breakpoint
CREATE INDEX "catalog_categories_parent" ON "catalog_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "catalog_category_metafields_key" ON "catalog_category_metafields" USING btree ("key");--> statement-breakpoint
CREATE INDEX "catalog_product_categories_category" ON "catalog_product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "catalog_product_custom_fields_product" ON "catalog_product_custom_fields" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_product_facets_value" ON "catalog_product_facets" USING btree ("facet","value");--> statement-breakpoint
CREATE INDEX "catalog_product_images_product" ON "catalog_product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_product_option_values_option" ON "catalog_product_option_values" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "catalog_product_options_product" ON "catalog_product_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_product_questions_product" ON "catalog_product_questions" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "catalog_product_reviews_product" ON "catalog_product_reviews" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "catalog_product_variants_product" ON "catalog_product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_product_videos_product" ON "catalog_product_videos" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_products_availability" ON "catalog_products" USING btree ("availability");--> statement-breakpoint
CREATE INDEX "catalog_stock_levels_product" ON "catalog_stock_levels" USING btree ("product_id");