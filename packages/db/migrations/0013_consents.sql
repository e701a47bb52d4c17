CREATE TYPE "public"."consent_method" AS ENUM('form', 'chat', 'import');--> statement-breakpoint
CREATE TYPE "public"."consent_purpose" AS ENUM('newsletter', 'contact');--> statement-breakpoint
CREATE TYPE "public"."consent_withdrawal_method" AS ENUM('unsubscribe_link', 'one_click', 'admin');--> statement-breakpoint
CREATE TABLE "consent_wordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" "consent_purpose" NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"text_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"email" text NOT NULL,
	"purpose" "consent_purpose" NOT NULL,
	"wording_id" uuid NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"client_address" text,
	"page" text,
	"method" "consent_method" NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawal_method" "consent_withdrawal_method"
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_wording_id_consent_wordings_id_fk" FOREIGN KEY ("wording_id") REFERENCES "public"."consent_wordings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_wordings_purpose_hash_idx" ON "consent_wordings" USING btree ("purpose","text_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_wordings_purpose_version_idx" ON "consent_wordings" USING btree ("purpose","version");--> statement-breakpoint
CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email");--> statement-breakpoint
CREATE INDEX "consents_purpose_given_idx" ON "consents" USING btree ("purpose","given_at");--> statement-breakpoint
CREATE INDEX "consents_lead_idx" ON "consents" USING btree ("lead_id");