CREATE SEQUENCE "public"."search_document_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "search_words" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "search_words" CASCADE;--> statement-breakpoint
DROP INDEX "search_documents_vector";--> statement-breakpoint
DROP INDEX "search_documents_name_trgm";--> statement-breakpoint
DROP INDEX "search_documents_category_urls";--> statement-breakpoint
DROP INDEX "search_documents_brand";--> statement-breakpoint
DROP INDEX "search_documents_colour";--> statement-breakpoint
DROP INDEX "search_documents_handlebars";--> statement-breakpoint
DROP INDEX "search_documents_speed";--> statement-breakpoint
DROP INDEX "search_documents_mudguards";--> statement-breakpoint
DROP INDEX "search_documents_lighting";--> statement-breakpoint
DROP INDEX "search_documents_created";--> statement-breakpoint
DROP INDEX "search_documents_price";--> statement-breakpoint
DROP INDEX "search_documents_name_sort";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "version" bigint DEFAULT nextval('search_document_versions') NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "category_urls";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "brand";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "colour";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "handlebars";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "speed";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "mudguards";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "lighting";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "weight";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "in_stock";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "created_order";