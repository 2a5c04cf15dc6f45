CREATE TABLE "incrementality_tests" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"test_type" text NOT NULL,
	"control_group_size" double precision NOT NULL,
	"test_duration" integer NOT NULL,
	"confidence_level" double precision NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"test_users" double precision DEFAULT 0 NOT NULL,
	"test_conversions" double precision DEFAULT 0 NOT NULL,
	"control_users" double precision DEFAULT 0 NOT NULL,
	"control_conversions" double precision DEFAULT 0 NOT NULL,
	"result" jsonb,
	CONSTRAINT "incrementality_tests_status_valid" CHECK ("incrementality_tests"."status" in ('running', 'completed')),
	CONSTRAINT "incrementality_tests_type_valid" CHECK ("incrementality_tests"."test_type" in ('geographic', 'audience'))
);
--> statement-breakpoint
ALTER TABLE "incrementality_tests" ADD CONSTRAINT "incrementality_tests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incrementality_tests" ADD CONSTRAINT "incrementality_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;