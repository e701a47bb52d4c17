CREATE TYPE "public"."file_stage" AS ENUM('started', 'submitted', 'in_review', 'sent_to_lender', 'approved_with_conditions', 'conditions_met', 'funded', 'withdrawn', 'declined');--> statement-breakpoint
ALTER TYPE "public"."lead_activity_kind" ADD VALUE 'file_started';--> statement-breakpoint
ALTER TYPE "public"."lead_activity_kind" ADD VALUE 'file_stage_changed';--> statement-breakpoint
CREATE TABLE "mortgage_file_stage_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mortgage_file_stage_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" uuid NOT NULL,
	"from_stage" "file_stage",
	"to_stage" "file_stage" NOT NULL,
	"note" text,
	"changed_by_user_id" text,
	"changed_by_name" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mortgage_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"stage" "file_stage" DEFAULT 'started' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"stage_changed_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mortgage_file_stage_changes" ADD CONSTRAINT "mortgage_file_stage_changes_file_id_mortgage_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."mortgage_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_file_stage_changes" ADD CONSTRAINT "mortgage_file_stage_changes_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_files" ADD CONSTRAINT "mortgage_files_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mortgage_file_stage_changes_file_seq_idx" ON "mortgage_file_stage_changes" USING btree ("file_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "mortgage_files_one_open_per_lead" ON "mortgage_files" USING btree ("lead_id") WHERE "mortgage_files"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "mortgage_files_stage_idx" ON "mortgage_files" USING btree ("stage","created_at");