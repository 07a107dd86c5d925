CREATE TABLE "canned_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"created_by" text,
	"short_code" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canned_messages" ADD CONSTRAINT "canned_messages_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_messages" ADD CONSTRAINT "canned_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canned_messages_client_idx" ON "canned_messages" USING btree ("client_id");