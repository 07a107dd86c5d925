CREATE TABLE "conversions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"chat_id" text NOT NULL,
	"widget_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"guest_id" integer NOT NULL,
	"agent_id" text,
	"status" integer DEFAULT 1 NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"analytics_uploaded" boolean DEFAULT false NOT NULL,
	"uploaded_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "receipt_url" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_chat_key" ON "conversions" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "conversions_status_idx" ON "conversions" USING btree ("status");