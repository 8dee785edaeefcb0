CREATE TABLE "bike_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"serial_number" text NOT NULL,
	"purchased_on" date NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel_id" integer NOT NULL,
	"customer_id" integer
);
--> statement-breakpoint
ALTER TABLE "catalog_back_in_stock" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "bike_registrations_serial" ON "bike_registrations" USING btree ("serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bike_registrations_public_id" ON "bike_registrations" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "bike_registrations_email" ON "bike_registrations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "bike_registrations_customer" ON "bike_registrations" USING btree ("customer_id");