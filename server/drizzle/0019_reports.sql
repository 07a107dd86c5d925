CREATE TABLE "report_arrivals" (
	"client_id" text NOT NULL,
	"scope" text NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"chats" integer NOT NULL,
	CONSTRAINT "report_arrivals_client_id_scope_quarter_pk" PRIMARY KEY("client_id","scope","quarter")
);
--> statement-breakpoint
CREATE TABLE "report_cells" (
	"client_id" text NOT NULL,
	"span" smallint NOT NULL,
	"start" integer NOT NULL,
	"scope" text NOT NULL,
	"chats" integer NOT NULL,
	"missed" integer NOT NULL,
	"offline" integer NOT NULL,
	"rated" integer NOT NULL,
	"good" integer NOT NULL,
	"holds" integer NOT NULL,
	"answered" integer NOT NULL,
	"s0" double precision NOT NULL,
	"s1" double precision NOT NULL,
	"s2" double precision NOT NULL,
	"s3" double precision NOT NULL,
	"s4" double precision NOT NULL,
	"n0" integer NOT NULL,
	"n1" integer NOT NULL,
	"n2" integer NOT NULL,
	"n3" integer NOT NULL,
	"n4" integer NOT NULL,
	"codes" integer[] NOT NULL,
	"counts" integer[] NOT NULL,
	CONSTRAINT "report_cells_client_id_span_start_scope_pk" PRIMARY KEY("client_id","span","start","scope")
);
--> statement-breakpoint
CREATE TABLE "report_chat_facts" (
	"chat_id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"widget_id" text NOT NULL,
	"departments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_id" text,
	"arrived_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"proactive" boolean NOT NULL,
	"accept_sec" double precision,
	"response_sec" double precision,
	"duration_sec" double precision,
	"rating" smallint
);
--> statement-breakpoint
CREATE TABLE "report_hold_facts" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"client_id" text NOT NULL,
	"agent_id" text,
	"widget_id" text NOT NULL,
	"departments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"proactive" boolean NOT NULL,
	"response_sec" double precision,
	"duration_sec" double precision
);
--> statement-breakpoint
ALTER TABLE "report_chat_facts" ADD CONSTRAINT "report_chat_facts_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_hold_facts" ADD CONSTRAINT "report_hold_facts_hold_id_chat_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."chat_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_chat_facts_arrival_idx" ON "report_chat_facts" USING btree ("client_id","arrived_at");--> statement-breakpoint
CREATE INDEX "report_chat_facts_agent_idx" ON "report_chat_facts" USING btree ("agent_id","arrived_at");--> statement-breakpoint
CREATE INDEX "report_hold_facts_start_idx" ON "report_hold_facts" USING btree ("client_id","from_at");--> statement-breakpoint
CREATE INDEX "report_hold_facts_agent_idx" ON "report_hold_facts" USING btree ("agent_id","from_at");