ALTER TYPE "public"."consent_method" ADD VALUE 'portal';--> statement-breakpoint
ALTER TYPE "public"."consent_purpose" ADD VALUE 'mortgage_disclosures';--> statement-breakpoint
ALTER TYPE "public"."consent_purpose" ADD VALUE 'credit_check';--> statement-breakpoint
ALTER TYPE "public"."consent_purpose" ADD VALUE 'privacy_policy';--> statement-breakpoint
ALTER TYPE "public"."consent_purpose" ADD VALUE 'client_mail';--> statement-breakpoint
CREATE TABLE "application_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"sha256" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"submitted_by_applicant_id" uuid
);
--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "applicant_id" uuid;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "signed_name" text;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "application_sha256" text;--> statement-breakpoint
ALTER TABLE "application_submissions" ADD CONSTRAINT "application_submissions_file_id_mortgage_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."mortgage_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_submissions" ADD CONSTRAINT "application_submissions_submitted_by_applicant_id_portal_applicants_id_fk" FOREIGN KEY ("submitted_by_applicant_id") REFERENCES "public"."portal_applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_submissions_file_version_idx" ON "application_submissions" USING btree ("file_id","version");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_applicant_id_portal_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."portal_applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_applicant_idx" ON "consents" USING btree ("applicant_id");