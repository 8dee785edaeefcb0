CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"channel_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"billing_same_as_shipping" boolean DEFAULT true NOT NULL,
	"shipping_method_id" text,
	"customer_message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer_status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer DEFAULT 0 NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_ex" integer NOT NULL,
	"price_inc" integer NOT NULL,
	"total_inc" integer NOT NULL,
	"stock_reserved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"customer_id" integer,
	"cart_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"tax_mode" text NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"email" text NOT NULL,
	"subtotal_ex" integer NOT NULL,
	"subtotal_inc" integer NOT NULL,
	"shipping_ex" integer NOT NULL,
	"shipping_inc" integer NOT NULL,
	"total_tax" integer NOT NULL,
	"total_inc" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"customer_message" text DEFAULT '' NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"location_id" integer NOT NULL,
	"payment_provider" text,
	"payment_reference" text,
	"payment_brand" text,
	"payment_last4" text,
	"payment_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribution_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_test_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_test_charges_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "payment_test_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_cart" ON "checkouts" USING btree ("cart_id") WHERE status <> 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "order_products_line" ON "order_products" USING btree ("order_id","product_id","variant_id");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "orders_cart" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_checkout" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "attribution_events_order" ON "attribution_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_test_charges_token" ON "payment_test_charges" USING btree ("token");--> statement-breakpoint
CREATE INDEX "stored_payment_methods_customer" ON "stored_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_payment_methods_token" ON "stored_payment_methods" USING btree ("customer_id","provider_token");