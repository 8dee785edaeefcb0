CREATE TABLE "search_documents" (
	"index_name" text NOT NULL,
	"object_id" text NOT NULL,
	"hit" jsonb NOT NULL,
	"name" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"category_urls" text[] NOT NULL,
	"brand" text[] NOT NULL,
	"colour" text[] NOT NULL,
	"handlebars" text[] NOT NULL,
	"speed" text[] NOT NULL,
	"mudguards" text[] NOT NULL,
	"lighting" text[] NOT NULL,
	"price" double precision NOT NULL,
	"weight" double precision NOT NULL,
	"in_stock" boolean NOT NULL,
	"created_order" integer NOT NULL,
	CONSTRAINT "search_documents_pk" PRIMARY KEY("index_name","object_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"index_name" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_pk" PRIMARY KEY("index_name","word")
);
--> statement-breakpoint
CREATE INDEX "search_documents_vector" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm" ON "search_documents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_category_urls" ON "search_documents" USING gin ("category_urls");--> statement-breakpoint
CREATE INDEX "search_documents_brand" ON "search_documents" USING gin ("brand");--> statement-breakpoint
CREATE INDEX "search_documents_colour" ON "search_documents" USING gin ("colour");--> statement-breakpoint
CREATE INDEX "search_documents_handlebars" ON "search_documents" USING gin ("handlebars");--> statement-breakpoint
CREATE INDEX "search_documents_speed" ON "search_documents" USING gin ("speed");--> statement-breakpoint
CREATE INDEX "search_documents_mudguards" ON "search_documents" USING gin ("mudguards");--> statement-breakpoint
CREATE INDEX "search_documents_lighting" ON "search_documents" USING gin ("lighting");--> statement-breakpoint
CREATE INDEX "search_documents_created" ON "search_documents" USING btree ("index_name","created_order");--> statement-breakpoint
CREATE INDEX "search_documents_price" ON "search_documents" USING btree ("index_name","price");--> statement-breakpoint
CREATE INDEX "search_documents_name_sort" ON "search_documents" USING btree ("index_name",lower("name"));--> statement-breakpoint
CREATE INDEX "search_words_word_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);