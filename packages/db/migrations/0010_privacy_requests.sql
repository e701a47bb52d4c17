CREATE TYPE "public"."privacy_request_kind" AS ENUM('access', 'correction', 'erasure');--> statement-breakpoint
CREATE TYPE "public"."privacy_request_status" AS ENUM('open', 'in_progress', 'completed', 'refused');--> statement-breakpoint
CREATE TABLE "privacy_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_on" date NOT NULL,
	"description" text NOT NULL,
	"data_affected" text NOT NULL,
	"people_affected" text NOT NULL,
	"real_risk_of_significant_harm" boolean NOT NULL,
	"reported_to_commissioner_on" date,
	"reported_to_people_on" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "privacy_request_kind" NOT NULL,
	"status" "privacy_request_status" DEFAULT 'open' NOT NULL,
	"email" text,
	"phone" text,
	"email_hash" text,
	"phone_hash" text,
	"notes" text,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"erasure" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "privacy_incidents_occurred_idx" ON "privacy_incidents" USING btree ("occurred_on");--> statement-breakpoint
CREATE INDEX "privacy_requests_received_idx" ON "privacy_requests" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status","due_at");