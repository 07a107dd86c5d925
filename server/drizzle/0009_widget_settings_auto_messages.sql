CREATE TABLE "auto_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"widget_id" text NOT NULL,
	"created_by" text,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"page_path" text,
	"timer" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auto_messages" ADD CONSTRAINT "auto_messages_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_messages" ADD CONSTRAINT "auto_messages_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_messages" ADD CONSTRAINT "auto_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_messages_client_idx" ON "auto_messages" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "auto_messages_widget_idx" ON "auto_messages" USING btree ("widget_id","created_at");--> statement-breakpoint
-- Shortcuts stored twice in one account before they were unique: the later ones get a suffix, so the index can be made.
UPDATE "canned_messages" AS c SET "short_code" = c."short_code" || '-' || left(c."id", 4)
WHERE EXISTS (
	SELECT 1 FROM "canned_messages" AS o
	WHERE o."client_id" = c."client_id" AND lower(o."short_code") = lower(c."short_code")
		AND (o."created_at", o."id") < (c."created_at", c."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "canned_messages_client_short_code_key" ON "canned_messages" USING btree ("client_id",lower("short_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_client_domain_key" ON "widgets" USING btree ("client_id",lower("domain")) WHERE "widgets"."deleted_at" is null;