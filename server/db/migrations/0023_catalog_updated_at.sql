ALTER TABLE "catalog_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing products: their last known change is when they were added.
UPDATE "catalog_products" SET "updated_at" = "created_at";