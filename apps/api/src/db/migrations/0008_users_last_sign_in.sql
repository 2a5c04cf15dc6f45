-- The last successful sign-in, so the web says "Welcome back" only to a returning user.
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;
--> statement-breakpoint
-- Accounts that signed in before this column existed are returning users: their newest session says when.
UPDATE "users" SET "last_sign_in_at" = s."latest"
FROM (SELECT "user_id", max("created_at") AS "latest" FROM "sessions" GROUP BY "user_id") AS s
WHERE s."user_id" = "users"."id";
