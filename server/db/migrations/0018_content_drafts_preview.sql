CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"locale" text NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_preview_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_session_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"storefront" text NOT NULL,
	"path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_preview_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"staff_session_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"storefront" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_drafts_channel_type_key" ON "content_drafts" USING btree ("channel","type","key");--> statement-breakpoint
CREATE INDEX "content_preview_sessions_staff_session" ON "content_preview_sessions" USING btree ("staff_session_hash");