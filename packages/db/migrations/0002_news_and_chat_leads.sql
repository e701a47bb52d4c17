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
CREATE INDEX "news_articles_position_idx" ON "news_articles" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_chat_session_idx" ON "leads" USING btree ("chat_session_id");