CREATE TYPE "public"."portal_applicant_role" AS ENUM('main', 'co_applicant');--> statement-breakpoint
CREATE TABLE "portal_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"role" "portal_applicant_role" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "portal_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portal_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "portal_applicants" ADD CONSTRAINT "portal_applicants_file_id_mortgage_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."mortgage_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_applicant_id_portal_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."portal_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_applicant_id_portal_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."portal_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_applicants_one_per_address" ON "portal_applicants" USING btree ("file_id",lower("email")) WHERE "portal_applicants"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "portal_applicants_email_idx" ON "portal_applicants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "portal_links_applicant_idx" ON "portal_links" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "portal_sessions_applicant_idx" ON "portal_sessions" USING btree ("applicant_id");