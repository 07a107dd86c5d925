CREATE TABLE "chat_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"from_agent_id" text,
	"from_agent_name" text,
	"to_agent_id" text,
	"to_agent_name" text,
	"department_id" text,
	"department_name" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"client_id" text NOT NULL,
	"agent_id" text,
	"from_at" timestamp with time zone NOT NULL,
	"until_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_mentions" (
	"id" text PRIMARY KEY NOT NULL,
	"note_id" text NOT NULL,
	"chat_id" text NOT NULL,
	"client_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"client_id" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body_text" text NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_note_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "waiting_department_id" text;--> statement-breakpoint
ALTER TABLE "chat_activity" ADD CONSTRAINT "chat_activity_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_holds" ADD CONSTRAINT "chat_holds_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_holds" ADD CONSTRAINT "chat_holds_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mentions" ADD CONSTRAINT "chat_mentions_note_id_chat_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."chat_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mentions" ADD CONSTRAINT "chat_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_notes" ADD CONSTRAINT "chat_notes_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_notes" ADD CONSTRAINT "chat_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_activity_chat_idx" ON "chat_activity" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_holds_chat_idx" ON "chat_holds" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "chat_holds_agent_idx" ON "chat_holds" USING btree ("agent_id","from_at");--> statement-breakpoint
CREATE INDEX "chat_mentions_user_idx" ON "chat_mentions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_notes_chat_idx" ON "chat_notes" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_notes_chat_client_id_key" ON "chat_notes" USING btree ("chat_id","client_note_id");--> statement-breakpoint
-- chat_holds follows chats: a hold opens when a chat gets an agent (accept, transfer, take-over, a chat
-- created active or ended with one) and closes when the agent changes or the chat stops being active.
-- A trigger, so every writer (the routes, the seeds, a later tool) keeps it right without knowing of it.
CREATE FUNCTION "chat_holds_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.agent_id IS NOT NULL AND OLD.state = 'active'
     AND (NEW.agent_id IS DISTINCT FROM OLD.agent_id OR NEW.state <> 'active') THEN
    UPDATE "chat_holds" SET "until_at" = coalesce(NEW.ended_at, now()) WHERE "chat_id" = NEW.id AND "until_at" IS NULL;
  END IF;
  IF NEW.agent_id IS NOT NULL AND NEW.accepted_at IS NOT NULL AND NEW.state IN ('active', 'ended')
     AND (TG_OP = 'INSERT' OR NEW.agent_id IS DISTINCT FROM OLD.agent_id OR OLD.state <> 'active') THEN
    INSERT INTO "chat_holds" ("id", "chat_id", "client_id", "agent_id", "from_at", "until_at")
    VALUES (gen_random_uuid()::text, NEW.id, NEW.client_id, NEW.agent_id,
      CASE WHEN TG_OP = 'INSERT' OR OLD.accepted_at IS NULL THEN NEW.accepted_at ELSE now() END,
      CASE WHEN NEW.state = 'ended' THEN NEW.ended_at END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "chats_holds_insert" AFTER INSERT ON "chats" FOR EACH ROW EXECUTE FUNCTION "chat_holds_follow"();
--> statement-breakpoint
CREATE TRIGGER "chats_holds_update" AFTER UPDATE OF "agent_id", "state" ON "chats" FOR EACH ROW
  WHEN (OLD.agent_id IS DISTINCT FROM NEW.agent_id OR OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION "chat_holds_follow"();
--> statement-breakpoint
INSERT INTO "chat_holds" ("id", "chat_id", "client_id", "agent_id", "from_at", "until_at")
  SELECT gen_random_uuid()::text, "id", "client_id", "agent_id", "accepted_at", CASE WHEN "state" = 'ended' THEN "ended_at" END
  FROM "chats" WHERE "agent_id" IS NOT NULL AND "accepted_at" IS NOT NULL AND "state" IN ('active', 'ended');
