ALTER TABLE "agents" ADD COLUMN "licence_name" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "licence_class" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "licence_checked_at" date;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "permission_method" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "permission_granted_at" date;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "permission_relationship" text;