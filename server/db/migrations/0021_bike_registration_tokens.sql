CREATE TABLE "bike_registration_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bike_registration_tokens" ADD CONSTRAINT "bike_registration_tokens_registration_id_bike_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."bike_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bike_registration_tokens_registration" ON "bike_registration_tokens" USING btree ("registration_id");