-- Keeps user_daily_metrics equal to the sum of campaign_daily_metrics per (user, date), in the same
-- transaction as every write (the delivery job's upserts, a campaign's cascade delete).
CREATE FUNCTION user_daily_metrics_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- UPDATE only: when the user itself is being deleted, its rows may already be gone.
    UPDATE user_daily_metrics SET
      impressions = impressions - OLD.impressions, reach = reach - OLD.reach,
      clicks = clicks - OLD.clicks, conversions = conversions - OLD.conversions,
      spend = spend - OLD.spend, revenue = revenue - OLD.revenue
    WHERE user_id = OLD.user_id AND date = OLD.date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO user_daily_metrics AS u
      (user_id, date, impressions, reach, clicks, conversions, spend, revenue)
    VALUES (NEW.user_id, NEW.date, NEW.impressions, NEW.reach, NEW.clicks, NEW.conversions, NEW.spend,
      NEW.revenue)
    ON CONFLICT (user_id, date) DO UPDATE SET
      impressions = u.impressions + excluded.impressions, reach = u.reach + excluded.reach,
      clicks = u.clicks + excluded.clicks, conversions = u.conversions + excluded.conversions,
      spend = u.spend + excluded.spend, revenue = u.revenue + excluded.revenue;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER campaign_daily_metrics_rollup AFTER INSERT OR UPDATE OR DELETE ON campaign_daily_metrics
FOR EACH ROW EXECUTE FUNCTION user_daily_metrics_track();
