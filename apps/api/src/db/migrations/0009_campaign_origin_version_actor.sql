-- Issue 21: where a campaign came from, its optimistic-concurrency version, and who made each change.
-- Campaigns that exist already were made in the builder as far as anyone can tell; they start at version 1.
ALTER TABLE "campaign_history" ADD COLUMN "actor_kind" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "origin" text DEFAULT 'builder' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- An entry without an actor was written by sandbox delivery: the system.
UPDATE "campaign_history" SET "actor_kind" = 'system' WHERE "actor_id" IS NULL;--> statement-breakpoint
ALTER TABLE "campaign_history" ADD CONSTRAINT "campaign_history_actor_kind_valid" CHECK ("campaign_history"."actor_kind" in ('user', 'assistant', 'rule', 'system'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_origin_valid" CHECK ("campaigns"."origin" in ('assistant', 'builder', 'template', 'duplicate'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_version_positive" CHECK ("campaigns"."version" >= 1);
