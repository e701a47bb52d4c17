CREATE TYPE "public"."document_item_origin" AS ENUM('rule', 'agent');--> statement-breakpoint
CREATE TYPE "public"."document_item_status" AS ENUM('requested', 'uploaded', 'needs_attention', 'accepted');--> statement-breakpoint
CREATE TABLE "file_document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by_applicant_id" uuid,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_document_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"key" text NOT NULL,
	"applicant_id" text,
	"label" text,
	"origin" "document_item_origin" NOT NULL,
	"status" "document_item_status" DEFAULT 'requested' NOT NULL,
	"attention_reason" text,
	"note" text,
	"added_by_user_id" text,
	"reviewed_by_user_id" text,
	"reviewed_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_note" text,
	"removed_by_user_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_document_files" ADD CONSTRAINT "file_document_files_item_id_file_document_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."file_document_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_document_files" ADD CONSTRAINT "file_document_files_file_id_mortgage_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."mortgage_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_document_files" ADD CONSTRAINT "file_document_files_uploaded_by_applicant_id_portal_applicants_id_fk" FOREIGN KEY ("uploaded_by_applicant_id") REFERENCES "public"."portal_applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_document_items" ADD CONSTRAINT "file_document_items_file_id_mortgage_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."mortgage_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_document_items" ADD CONSTRAINT "file_document_items_added_by_user_id_user_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_document_items" ADD CONSTRAINT "file_document_items_reviewed_by_user_id_user_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_document_items" ADD CONSTRAINT "file_document_items_removed_by_user_id_user_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_document_files_storage_key_idx" ON "file_document_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "file_document_files_item_idx" ON "file_document_files" USING btree ("item_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "file_document_files_file_idx" ON "file_document_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_document_items_file_key_idx" ON "file_document_items" USING btree ("file_id","key");