CREATE TABLE "application_steps" (
	"file_id" uuid NOT NULL,
	"step" text NOT NULL,
	"value" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by_applicant_id" uuid,
	CONSTRAINT "application_steps_file_id_step_pk" PRIMARY KEY("file_id","step")
);
--> statement-breakpoint
ALTER TABLE "application_steps" ADD CONSTRAINT "application_steps_file_id_mortgage_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."mortgage_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_steps" ADD CONSTRAINT "application_steps_saved_by_applicant_id_portal_applicants_id_fk" FOREIGN KEY ("saved_by_applicant_id") REFERENCES "public"."portal_applicants"("id") ON DELETE set null ON UPDATE no action;