CREATE TABLE "campaign_counts" (
	"user_id" uuid NOT NULL,
	"channel_type" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_counts_user_id_channel_type_status_pk" PRIMARY KEY("user_id","channel_type","status")
);
--> statement-breakpoint
ALTER TABLE "campaign_counts" ADD CONSTRAINT "campaign_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;