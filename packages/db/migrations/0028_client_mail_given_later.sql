ALTER TYPE "public"."consent_method" ADD VALUE 'written';--> statement-breakpoint
ALTER TYPE "public"."consent_method" ADD VALUE 'oral';--> statement-breakpoint
ALTER TYPE "public"."consent_method" ADD VALUE 'email';--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "note" text;