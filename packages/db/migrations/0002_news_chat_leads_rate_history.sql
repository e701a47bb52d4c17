CREATE TYPE "public"."rate_change_action" AS ENUM('created', 'updated', 'activated', 'deactivated', 'deleted', 'scraped', 'replaced_by_scrape');--> statement-breakpoint
CREATE TYPE "public"."rate_scrape_outcome" AS ENUM('succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."rate_source_format" AS ENUM('html-table', 'json');--> statement-breakpoint
CREATE TABLE "mortgage_rate_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rate_id" uuid NOT NULL,
	"action" "rate_change_action" NOT NULL,
	"changed_by_user_id" text,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "rate_source" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"url" text NOT NULL,
	"format" "rate_source_format" NOT NULL,
	"selector" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_scrape_at" timestamp with time zone,
	"last_scrape_outcome" "rate_scrape_outcome",
	"last_scrape_count" integer,
	"last_scrape_reason" text,
	CONSTRAINT "rate_source_singleton" CHECK ("rate_source"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "inoreader_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"published" timestamp with time zone,
	"summary" text DEFAULT '' NOT NULL,
	"image" text,
	"source_host" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enriched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "news_cache_state" (
	"id" text PRIMARY KEY DEFAULT 'current' NOT NULL,
	"source" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "chat_session_id" text;--> statement-breakpoint
ALTER TABLE "inoreader_config" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "inoreader_config" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mortgage_rate_changes" ADD CONSTRAINT "mortgage_rate_changes_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mortgage_rate_changes_rate_idx" ON "mortgage_rate_changes" USING btree ("rate_id","changed_at");--> statement-breakpoint
CREATE INDEX "mortgage_rate_changes_changed_idx" ON "mortgage_rate_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "news_articles_position_idx" ON "news_articles" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_chat_session_idx" ON "leads" USING btree ("chat_session_id");