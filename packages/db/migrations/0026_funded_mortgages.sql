CREATE TYPE "public"."funded_rate_type" AS ENUM('fixed', 'variable');--> statement-breakpoint
CREATE TYPE "public"."payment_frequency" AS ENUM('monthly', 'semi_monthly', 'biweekly', 'accelerated_biweekly', 'weekly', 'accelerated_weekly');--> statement-breakpoint
CREATE TYPE "public"."renewal_recipient" AS ENUM('client', 'agent');--> statement-breakpoint
CREATE TABLE "funded_mortgages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid,
	"agent_id" uuid,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"lender" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"rate_type" "funded_rate_type" NOT NULL,
	"term_months" integer NOT NULL,
	"amortization_months" integer NOT NULL,
	"payment_frequency" "payment_frequency" NOT NULL,
	"funding_date" date NOT NULL,
	"interest_adjustment_date" date,
	"maturity_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "funded_mortgages_maturity_check" CHECK ("funded_mortgages"."maturity_date" > "funded_mortgages"."funding_date"),
	CONSTRAINT "funded_mortgages_amount_check" CHECK ("funded_mortgages"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "renewal_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mortgage_id" uuid NOT NULL,
	"maturity_date" date NOT NULL,
	"milestone_days" integer NOT NULL,
	"recipient" "renewal_recipient" NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"skipped" text
);
--> statement-breakpoint
ALTER TABLE "funded_mortgages" ADD CONSTRAINT "funded_mortgages_file_id_mortgage_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."mortgage_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funded_mortgages" ADD CONSTRAINT "funded_mortgages_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_mortgage_id_funded_mortgages_id_fk" FOREIGN KEY ("mortgage_id") REFERENCES "public"."funded_mortgages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funded_mortgages_file_idx" ON "funded_mortgages" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "funded_mortgages_maturity_idx" ON "funded_mortgages" USING btree ("maturity_date","id");--> statement-breakpoint
CREATE INDEX "funded_mortgages_agent_maturity_idx" ON "funded_mortgages" USING btree ("agent_id","maturity_date");--> statement-breakpoint
CREATE INDEX "funded_mortgages_email_idx" ON "funded_mortgages" USING btree ("client_email");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_reminders_milestone_idx" ON "renewal_reminders" USING btree ("mortgage_id","maturity_date","milestone_days","recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_reminders_agent_once_idx" ON "renewal_reminders" USING btree ("mortgage_id","maturity_date") WHERE "renewal_reminders"."recipient" = 'agent';