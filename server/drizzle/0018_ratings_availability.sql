CREATE TABLE "availability_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" text NOT NULL,
	"online" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chats" ALTER COLUMN "queue_position" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "rating" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "first_rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "availability_changes" ADD CONSTRAINT "availability_changes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_changes" ADD CONSTRAINT "availability_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_changes_client_at_idx" ON "availability_changes" USING btree ("client_id","at");--> statement-breakpoint
CREATE INDEX "availability_changes_user_at_idx" ON "availability_changes" USING btree ("user_id","at");--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_rating_value" CHECK ("chats"."rating" is null or "chats"."rating" in ('good', 'bad'));