CREATE TABLE "cache_epochs" (
	"scope" text PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"locale" text NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_channel_type_key" ON "content_documents" USING btree ("channel","type","key");--> statement-breakpoint
CREATE INDEX "content_documents_type_key" ON "content_documents" USING btree ("type","key");