ALTER TABLE "campaigns" ADD COLUMN "subject_fr" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "body_fr" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_french_check" CHECK (("campaigns"."subject_fr" is null) = ("campaigns"."body_fr" is null) and ("campaigns"."subject_fr" is null or length("campaigns"."subject_fr") between 1 and 200));