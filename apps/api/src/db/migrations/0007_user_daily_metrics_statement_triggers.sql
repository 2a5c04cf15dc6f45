-- The roll-up of 0005 fired once per metrics row: a catch-up of thousands of campaigns updated each
-- (user, day) row thousands of times in one statement, leaving as many dead row versions for every
-- analytics read to step over until a vacuum. Statement-level triggers with transition tables add up
-- each statement's rows first, so a (user, day) row changes at most once per statement.
DROP TRIGGER campaign_daily_metrics_rollup ON campaign_daily_metrics;
--> statement-breakpoint
DROP FUNCTION user_daily_metrics_track();
--> statement-breakpoint
CREATE FUNCTION user_daily_metrics_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch reads only the transition tables its event has (PostgreSQL allows them on
  -- single-event triggers only, hence three triggers over this one function).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_daily_metrics AS u (user_id, date, impressions, reach, clicks, conversions, spend, revenue)
    SELECT user_id, date, sum(impressions), sum(reach), sum(clicks), sum(conversions), sum(spend), sum(revenue)
    FROM new_rows GROUP BY user_id, date ORDER BY user_id, date
    ON CONFLICT (user_id, date) DO UPDATE SET
      impressions = u.impressions + excluded.impressions, reach = u.reach + excluded.reach,
      clicks = u.clicks + excluded.clicks, conversions = u.conversions + excluded.conversions,
      spend = u.spend + excluded.spend, revenue = u.revenue + excluded.revenue;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE user_daily_metrics AS u SET
      impressions = u.impressions + d.impressions, reach = u.reach + d.reach, clicks = u.clicks + d.clicks,
      conversions = u.conversions + d.conversions, spend = u.spend + d.spend, revenue = u.revenue + d.revenue
    FROM (
      SELECT user_id, date, sum(impressions) AS impressions, sum(reach) AS reach, sum(clicks) AS clicks,
        sum(conversions) AS conversions, sum(spend) AS spend, sum(revenue) AS revenue
      FROM (
        SELECT user_id, date, impressions, reach, clicks, conversions, spend, revenue FROM new_rows
        UNION ALL
        SELECT user_id, date, -impressions, -reach, -clicks, -conversions, -spend, -revenue FROM old_rows
      ) AS change
      GROUP BY user_id, date
    ) AS d
    WHERE u.user_id = d.user_id AND u.date = d.date;
  ELSE
    -- UPDATE only: when the user itself is being deleted, its roll-up rows may already be gone.
    UPDATE user_daily_metrics AS u SET
      impressions = u.impressions - d.impressions, reach = u.reach - d.reach, clicks = u.clicks - d.clicks,
      conversions = u.conversions - d.conversions, spend = u.spend - d.spend, revenue = u.revenue - d.revenue
    FROM (
      SELECT user_id, date, sum(impressions) AS impressions, sum(reach) AS reach, sum(clicks) AS clicks,
        sum(conversions) AS conversions, sum(spend) AS spend, sum(revenue) AS revenue
      FROM old_rows GROUP BY user_id, date
    ) AS d
    WHERE u.user_id = d.user_id AND u.date = d.date;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER campaign_daily_metrics_rollup_insert AFTER INSERT ON campaign_daily_metrics
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_daily_metrics_track();
--> statement-breakpoint
CREATE TRIGGER campaign_daily_metrics_rollup_update AFTER UPDATE ON campaign_daily_metrics
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION user_daily_metrics_track();
--> statement-breakpoint
CREATE TRIGGER campaign_daily_metrics_rollup_delete AFTER DELETE ON campaign_daily_metrics
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_daily_metrics_track();
