CREATE TYPE "public"."identification_method" AS ENUM('government_photo_id', 'credit_file', 'dual_process', 'reliance');--> statement-breakpoint
CREATE TYPE "public"."pep_determination" AS ENUM('not_pep', 'domestic_pep', 'foreign_pep', 'head_of_international_organization', 'family_or_close_associate');--> statement-breakpoint
CREATE TYPE "public"."third_party_determination" AS ENUM('no_third_party', 'third_party');--> statement-breakpoint
CREATE TABLE "lead_identifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"address" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"method" "identification_method" NOT NULL,
	"document_type" text NOT NULL,
	"document_number_encrypted" text NOT NULL,
	"issuing_jurisdiction" text,
	"expires_on" date,
	"verified_on" date NOT NULL,
	"verified_by_user_id" text,
	"verified_by_name" text NOT NULL,
	"pep_determination" "pep_determination" NOT NULL,
	"pep_details" text,
	"third_party_determination" "third_party_determination" NOT NULL,
	"third_party_details" text,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by_user_id" text,
	"voided_by_name" text,
	"void_reason" text
);
--> statement-breakpoint
ALTER TABLE "lead_identifications" ADD CONSTRAINT "lead_identifications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_identifications" ADD CONSTRAINT "lead_identifications_verified_by_user_id_user_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_identifications" ADD CONSTRAINT "lead_identifications_voided_by_user_id_user_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_identifications_lead_idx" ON "lead_identifications" USING btree ("lead_id","created_at");