CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"seq" integer NOT NULL,
	"direction" text NOT NULL,
	"body_text" text NOT NULL,
	"agent_id" text,
	"agent_name" text,
	"client_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"widget_id" text NOT NULL,
	"visitor_row_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"guest_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"status" integer,
	"agent_id" text,
	"agent_name" text,
	"priority" boolean DEFAULT false NOT NULL,
	"visitor_left" boolean DEFAULT false NOT NULL,
	"visitor_is_back" boolean DEFAULT false NOT NULL,
	"widget_departments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"agent_read_seq" integer DEFAULT 0 NOT NULL,
	"visitor_read_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_visitor_row_id_visitors_id_fk" FOREIGN KEY ("visitor_row_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_chat_seq_key" ON "chat_messages" USING btree ("chat_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_chat_client_id_key" ON "chat_messages" USING btree ("chat_id","client_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_open_visitor_key" ON "chats" USING btree ("visitor_row_id") WHERE "chats"."state" <> 'ended';--> statement-breakpoint
CREATE INDEX "chats_client_state_idx" ON "chats" USING btree ("client_id","state");