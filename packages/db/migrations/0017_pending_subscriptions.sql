CREATE TABLE "pending_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" "consent_purpose" NOT NULL,
	"agent_id" uuid,
	"page" text,
	"client_address" text,
	"requested_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_subscriptions" ADD CONSTRAINT "pending_subscriptions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_subscriptions_email_purpose_idx" ON "pending_subscriptions" USING btree ("email","purpose");--> statement-breakpoint
CREATE INDEX "pending_subscriptions_requested_idx" ON "pending_subscriptions" USING btree ("requested_at");