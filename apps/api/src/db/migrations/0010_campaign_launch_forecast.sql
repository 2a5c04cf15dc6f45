-- The forecast a campaign was launched with (its point at the launched budget, every figure a low-mid-high
-- band), so its details can set delivery against it and Analytics can count how often forecasts held.
-- Null for campaigns launched before forecasts were kept, and for drafts.
ALTER TABLE "campaigns" ADD COLUMN "launch_forecast" jsonb;
