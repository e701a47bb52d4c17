CREATE TABLE "blog_post_previous_french_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_policy_versions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_policy_versions" DROP CONSTRAINT "privacy_policy_versions_pkey";--> statement-breakpoint
ALTER TABLE "privacy_policy_versions" ADD CONSTRAINT "privacy_policy_versions_language_version_pk" PRIMARY KEY("language","version");--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "bio_fr" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "content_fr" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "slug_fr" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "excerpt_fr" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_fr" text;--> statement-breakpoint
ALTER TABLE "mortgage_services" ADD COLUMN "name_fr" varchar(255);--> statement-breakpoint
ALTER TABLE "mortgage_services" ADD COLUMN "description_fr" varchar(255);--> statement-breakpoint
ALTER TABLE "mortgage_services" ADD COLUMN "content_fr" text;--> statement-breakpoint
ALTER TABLE "mortgage_services" ADD COLUMN "features_fr" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "content_fr" text;--> statement-breakpoint
ALTER TABLE "blog_post_previous_french_slugs" ADD CONSTRAINT "blog_post_previous_french_slugs_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_previous_french_slugs_post_idx" ON "blog_post_previous_french_slugs" USING btree ("post_id");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_slug_fr_unique" UNIQUE("slug_fr");