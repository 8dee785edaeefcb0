CREATE TABLE "subscription_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reference" text,
	"order_id" integer,
	"retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_frequencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"interval_months" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_frequencies_interval" CHECK ("subscription_frequencies"."interval_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"billing_name" text NOT NULL,
	"use_product_price" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_prices" (
	"frequency_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "subscription_prices_frequency_id_currency_pk" PRIMARY KEY("frequency_id","currency"),
	CONSTRAINT "subscription_prices_amount" CHECK ("subscription_prices"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"frequency_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer DEFAULT 0 NOT NULL,
	"order_id" integer NOT NULL,
	"cart_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text NOT NULL,
	"stored_payment_method_id" integer,
	"next_payment_date" date NOT NULL,
	"recurring_consent_at" timestamp with time zone NOT NULL,
	"cancellation_reason" text,
	"cancellation_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"applicant_id" text NOT NULL,
	"workflow_run_id" text NOT NULL,
	"state" text NOT NULL,
	"document_type" text,
	"decision_due_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"verification_id" integer NOT NULL,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_frequencies" ADD CONSTRAINT "subscription_frequencies_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_prices" ADD CONSTRAINT "subscription_prices_frequency_id_subscription_frequencies_id_fk" FOREIGN KEY ("frequency_id") REFERENCES "public"."subscription_frequencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_frequency_id_subscription_frequencies_id_fk" FOREIGN KEY ("frequency_id") REFERENCES "public"."subscription_frequencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_files" ADD CONSTRAINT "verification_files_verification_id_identity_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."identity_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_attempt" ON "subscription_charges" USING btree ("subscription_id","period_start","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_key" ON "subscription_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "subscription_charges_history" ON "subscription_charges" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_frequencies_plan_code" ON "subscription_frequencies" USING btree ("plan_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_sku" ON "subscription_plans" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "subscriptions_customer" ON "subscriptions" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_due" ON "subscriptions" USING btree ("next_payment_date") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_cart" ON "subscriptions" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_run" ON "identity_verifications" USING btree ("provider","workflow_run_id");--> statement-breakpoint
CREATE INDEX "identity_verifications_customer" ON "identity_verifications" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_files_kind" ON "verification_files" USING btree ("verification_id","kind");