CREATE TABLE "payment_adyen_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"psp_reference" text,
	"refund_psp_reference" text,
	"refund_succeeded" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_adyen_charges_psp_reference_unique" UNIQUE("psp_reference")
);
--> statement-breakpoint
CREATE TABLE "payment_adyen_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"psp_reference" text NOT NULL,
	"original_reference" text,
	"merchant_reference" text,
	"event_code" text NOT NULL,
	"success" boolean NOT NULL,
	"amount_minor" integer,
	"currency" text,
	"reason" text,
	"event_date" text,
	"live" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_adyen_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"stored_payment_method_id" text NOT NULL,
	"subscription_payment_method_id" text,
	"shopper_reference" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"owner_customer_id" integer,
	"owner_checkout_id" text,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_adyen_charges_token" ON "payment_adyen_charges" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_adyen_notifications_event" ON "payment_adyen_notifications" USING btree ("psp_reference","event_code","success");--> statement-breakpoint
CREATE INDEX "payment_adyen_tokens_expires" ON "payment_adyen_tokens" USING btree ("expires_at");