ALTER TABLE "visitors" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "contact_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chats_history_idx" ON "chats" USING btree ("client_id","ended_at","id") WHERE "chats"."state" = 'ended';--> statement-breakpoint
CREATE INDEX "chats_history_agent_idx" ON "chats" USING btree ("agent_id","ended_at","id") WHERE "chats"."state" = 'ended';--> statement-breakpoint
CREATE INDEX "chats_history_widget_idx" ON "chats" USING btree ("widget_id","ended_at","id") WHERE "chats"."state" = 'ended';--> statement-breakpoint
CREATE INDEX "chats_history_status_idx" ON "chats" USING btree ("client_id","status","ended_at","id") WHERE "chats"."state" = 'ended';--> statement-breakpoint
CREATE INDEX "chats_visitor_row_idx" ON "chats" USING btree ("visitor_row_id","created_at");--> statement-breakpoint
CREATE INDEX "visitors_contacts_idx" ON "visitors" USING btree ("client_id","last_seen","id") WHERE "visitors"."contact_since" is not null;--> statement-breakpoint
-- Guests who already chatted or left an offline message are contacts since their first chat.
UPDATE "visitors" AS v SET "contact_since" = f."first_chat"
FROM (SELECT "visitor_row_id", min("created_at") AS "first_chat" FROM "chats" GROUP BY "visitor_row_id") AS f
WHERE f."visitor_row_id" = v."id" AND v."contact_since" IS NULL;--> statement-breakpoint
-- Guests blocked before the date was kept: their last change is the best known blocking date.
UPDATE "visitors" SET "blocked_at" = "updated_at" WHERE "is_blocked" AND "blocked_at" IS NULL;
