CREATE TYPE "public"."lead_activity_actor_type" AS ENUM('user', 'visitor', 'routing');--> statement-breakpoint
CREATE TYPE "public"."lead_activity_kind" AS ENUM('created', 'assigned', 'unassigned', 'status_changed', 'notes_edited', 'exported');--> statement-breakpoint
CREATE TABLE "lead_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lead_activity_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"kind" "lead_activity_kind" NOT NULL,
	"actor_type" "lead_activity_actor_type" NOT NULL,
	"actor_user_id" text,
	"actor_name" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_routing_cursors" (
	"scope" text PRIMARY KEY NOT NULL,
	"last_agent_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "provinces" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_activity" ADD CONSTRAINT "lead_activity_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activity" ADD CONSTRAINT "lead_activity_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activity_lead_seq_idx" ON "lead_activity" USING btree ("lead_id","seq");--> statement-breakpoint
-- Issue 18: every lead already on file starts its trail with when and where it came from. Who sent
-- it was not recorded then: a form or chat lead came from a visitor; a manual one is left without
-- a name rather than credited to someone who may not have typed it.
INSERT INTO "lead_activity" ("lead_id", "kind", "actor_type", "detail", "created_at")
  SELECT "id", 'created', CASE WHEN "source" = 'Manual' THEN 'user'::"lead_activity_actor_type" ELSE 'visitor'::"lead_activity_actor_type" END,
    jsonb_build_object('source', "source"), "created_at"
  FROM "leads" ORDER BY "created_at", "id";

