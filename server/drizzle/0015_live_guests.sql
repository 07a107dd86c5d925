CREATE TABLE "live_guests" (
	"visitor_id" text NOT NULL,
	"node_id" text NOT NULL,
	"account_id" text NOT NULL,
	"widget_departments" jsonb NOT NULL,
	"visitor" jsonb NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"last_activity" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_guests_visitor_id_node_id_pk" PRIMARY KEY("visitor_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "server_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_guests_account_idx" ON "live_guests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "live_guests_node_idx" ON "live_guests" USING btree ("node_id");