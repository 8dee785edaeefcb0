CREATE TABLE "cart_gift_certificate_codes" (
	"cart_id" uuid NOT NULL,
	"certificate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_gift_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_certificate_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"balance_minor" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"channel_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_certificates_balance" CHECK ("gift_certificates"."balance_minor" >= 0 AND "gift_certificates"."balance_minor" <= "gift_certificates"."amount_minor")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_certificate_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_gift_certificate_codes" ADD CONSTRAINT "cart_gift_certificate_codes_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_ledger" ADD CONSTRAINT "gift_certificate_ledger_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_gift_certificate_codes_pk" ON "cart_gift_certificate_codes" USING btree ("cart_id","certificate_id");--> statement-breakpoint
CREATE INDEX "cart_gift_certificates_cart" ON "cart_gift_certificates" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "gift_certificate_ledger_certificate" ON "gift_certificate_ledger" USING btree ("certificate_id","id");--> statement-breakpoint
CREATE INDEX "gift_certificate_ledger_order" ON "gift_certificate_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_code_hash" ON "gift_certificates" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_certificates_order" ON "gift_certificates" USING btree ("order_id");