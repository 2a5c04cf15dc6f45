DROP INDEX "conversations_user_id_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "incrementality" jsonb;--> statement-breakpoint
CREATE INDEX "conversations_user_module_updated_idx" ON "conversations" USING btree ("user_id","module_context","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);