CREATE TABLE "campaign_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channel_type" text NOT NULL,
	"estimated_budget" double precision DEFAULT 0 NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"draft" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_templates_channel_type_valid" CHECK ("campaign_templates"."channel_type" in ('universal', 'regulated'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channel_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"compliance_status" text DEFAULT 'pending' NOT NULL,
	"estimated_budget" double precision DEFAULT 0 NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_price_update" timestamp with time zone DEFAULT now() NOT NULL,
	"draft" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_channel_type_valid" CHECK ("campaigns"."channel_type" in ('universal', 'regulated')),
	CONSTRAINT "campaigns_status_valid" CHECK ("campaigns"."status" in ('draft', 'saved', 'ready')),
	CONSTRAINT "campaigns_compliance_status_valid" CHECK ("campaigns"."compliance_status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "campaign_templates" ADD CONSTRAINT "campaign_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_templates_user_created_idx" ON "campaign_templates" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_user_created_idx" ON "campaigns" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);