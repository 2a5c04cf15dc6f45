-- Each holdout test gets its own id, so an AI conversation keeps only that id and the API stays the test's one owner.
ALTER TABLE "incrementality_tests" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "incrementality_tests" ADD CONSTRAINT "incrementality_tests_id_unique" UNIQUE("id");