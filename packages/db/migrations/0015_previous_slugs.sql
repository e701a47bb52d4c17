CREATE TABLE "agent_previous_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post_previous_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_previous_slugs" ADD CONSTRAINT "agent_previous_slugs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_previous_slugs" ADD CONSTRAINT "blog_post_previous_slugs_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_previous_slugs_agent_idx" ON "agent_previous_slugs" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "blog_post_previous_slugs_post_idx" ON "blog_post_previous_slugs" USING btree ("post_id");