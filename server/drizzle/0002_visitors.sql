CREATE TABLE "guest_counters" (
	"client_id" text PRIMARY KEY NOT NULL,
	"last_guest_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" text PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"client_id" text NOT NULL,
	"widget_id" text NOT NULL,
	"guest_id" integer NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"operating_system" text DEFAULT '' NOT NULL,
	"viewing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"flag" text DEFAULT '' NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"blocked_by" text,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_counters" ADD CONSTRAINT "guest_counters_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_visitor_id_key" ON "visitors" USING btree ("visitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_client_guest_key" ON "visitors" USING btree ("client_id","guest_id");--> statement-breakpoint
CREATE INDEX "visitors_widget_idx" ON "visitors" USING btree ("widget_id");