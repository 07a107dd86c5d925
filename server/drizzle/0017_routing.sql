CREATE SEQUENCE IF NOT EXISTS "chat_queue_entry_seq";--> statement-breakpoint
CREATE TABLE "chat_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"client_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_activity" ADD COLUMN "escalation_key" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "queue_entry" bigint DEFAULT nextval('chat_queue_entry_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "pending_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "chats" SET "pending_since" = "created_at" WHERE "state" = 'pending';--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "queue_position" integer;--> statement-breakpoint
ALTER TABLE "chats" ALTER COLUMN "queue_position" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "offered_to" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chat_limit" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "missed_offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "not_responding_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_offers" ADD CONSTRAINT "chat_offers_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_offers_chat_idx" ON "chat_offers" USING btree ("chat_id","agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_offers_open_key" ON "chat_offers" USING btree ("chat_id") WHERE "chat_offers"."outcome" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_activity_escalation_key" ON "chat_activity" USING btree ("chat_id","escalation_key") WHERE "chat_activity"."escalation_key" is not null;--> statement-breakpoint
CREATE INDEX "chats_open_routing_idx" ON "chats" USING btree ("client_id","queue_entry") WHERE "chats"."state" <> 'ended';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_chat_limit_range" CHECK ("users"."chat_limit" is null or "users"."chat_limit" between 1 and 20);