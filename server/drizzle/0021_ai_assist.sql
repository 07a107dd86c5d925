CREATE TABLE "ai_assist_agent_rate" (
	"user_id" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_assist_settings" (
	"client_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"api_key" text DEFAULT '' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"suggestions" boolean DEFAULT true NOT NULL,
	"rewrite" boolean DEFAULT true NOT NULL,
	"summaries" boolean DEFAULT true NOT NULL,
	"include_notes" boolean DEFAULT false NOT NULL,
	"monthly_cap" integer NOT NULL,
	"agent_per_minute" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_assist_usage" (
	"client_id" text NOT NULL,
	"month" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_assist_usage_client_id_month_pk" PRIMARY KEY("client_id","month")
);
--> statement-breakpoint
ALTER TABLE "ai_assist_agent_rate" ADD CONSTRAINT "ai_assist_agent_rate_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_assist_settings" ADD CONSTRAINT "ai_assist_settings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_assist_usage" ADD CONSTRAINT "ai_assist_usage_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;