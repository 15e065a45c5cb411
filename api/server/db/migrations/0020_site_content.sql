-- Trigram similarity finds a blog article by a misspelt word (issue 19).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "blog_article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "blog_article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"sponsor" text,
	"published_at" timestamp with time zone NOT NULL,
	"reading_minutes" smallint NOT NULL,
	"cover_motif" text NOT NULL,
	"cover_seed" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"search_hy" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('armenian', coalesce(title->>'hy', '')), 'A') || setweight(to_tsvector('armenian', coalesce(description->>'hy', '')), 'B') || setweight(to_tsvector('armenian', coalesce(body->>'hy', '')), 'C')) STORED,
	"search_ru" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', coalesce(title->>'ru', '')), 'A') || setweight(to_tsvector('russian', coalesce(description->>'ru', '')), 'B') || setweight(to_tsvector('russian', coalesce(body->>'ru', '')), 'C')) STORED,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title->>'en', '')), 'A') || setweight(to_tsvector('english', coalesce(description->>'en', '')), 'B') || setweight(to_tsvector('english', coalesce(body->>'en', '')), 'C')) STORED,
	"text_hy" text GENERATED ALWAYS AS (coalesce(title->>'hy', '') || ' ' || coalesce(description->>'hy', '') || ' ' || coalesce(body->>'hy', '')) STORED,
	"text_ru" text GENERATED ALWAYS AS (coalesce(title->>'ru', '') || ' ' || coalesce(description->>'ru', '') || ' ' || coalesce(body->>'ru', '')) STORED,
	"text_en" text GENERATED ALWAYS AS (coalesce(title->>'en', '') || ' ' || coalesce(description->>'en', '') || ' ' || coalesce(body->>'en', '')) STORED
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_acceptances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"items" text[] NOT NULL,
	"context" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	CONSTRAINT "legal_documents_kind_version_key" UNIQUE("kind","version")
);
--> statement-breakpoint
CREATE TABLE "useful_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"reply_by" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partnership_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"type" text NOT NULL,
	"offer" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"website" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_article_tags" ADD CONSTRAINT "blog_article_tags_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article_tags" ADD CONSTRAINT "blog_article_tags_tag_id_blog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."blog_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acceptances" ADD CONSTRAINT "document_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acceptances" ADD CONSTRAINT "document_acceptances_document_fk" FOREIGN KEY ("kind","version") REFERENCES "public"."legal_documents"("kind","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_article_tags_tag_idx" ON "blog_article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_articles_slug_key" ON "blog_articles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_articles_main_key" ON "blog_articles" USING btree ("main") WHERE "blog_articles"."main";--> statement-breakpoint
CREATE INDEX "blog_articles_published_idx" ON "blog_articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_articles_search_hy_idx" ON "blog_articles" USING gin ("search_hy");--> statement-breakpoint
CREATE INDEX "blog_articles_search_ru_idx" ON "blog_articles" USING gin ("search_ru");--> statement-breakpoint
CREATE INDEX "blog_articles_search_en_idx" ON "blog_articles" USING gin ("search_en");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_tags_slug_key" ON "blog_tags" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "document_acceptances_user_idx" ON "document_acceptances" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_slug_key" ON "faq_entries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "faq_entries_order_idx" ON "faq_entries" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "useful_links_order_idx" ON "useful_links" USING btree ("group","position");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_status_idx" ON "newsletter_subscriptions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "partnership_applications_created_idx" ON "partnership_applications" USING btree ("created_at");