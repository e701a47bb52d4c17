ALTER TABLE "leads" ADD COLUMN "chat_session_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_chat_session_idx" ON "leads" USING btree ("chat_session_id");