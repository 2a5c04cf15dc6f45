-- Keeps campaign_counts equal to count(*) of campaigns per (user, channel type, status), in the same
-- transaction as every write, whichever code path writes (routes, the bench seed, a cascade).
CREATE FUNCTION campaign_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO campaign_counts AS c (user_id, channel_type, status, total)
    VALUES (NEW.user_id, NEW.channel_type, NEW.status, 1)
    ON CONFLICT (user_id, channel_type, status) DO UPDATE SET total = c.total + 1;
  ELSIF TG_OP = 'DELETE' THEN
    -- UPDATE only: when the user itself is being deleted, its counter rows may already be gone.
    UPDATE campaign_counts SET total = total - 1
    WHERE user_id = OLD.user_id AND channel_type = OLD.channel_type AND status = OLD.status;
  ELSE
    -- Both rows in one statement, in key order, so two opposite moves at once cannot deadlock.
    INSERT INTO campaign_counts AS c (user_id, channel_type, status, total)
    SELECT d.user_id, d.channel_type, d.status, d.total
    FROM (VALUES (OLD.user_id, OLD.channel_type, OLD.status, -1),
                 (NEW.user_id, NEW.channel_type, NEW.status, 1)) AS d (user_id, channel_type, status, total)
    ORDER BY d.user_id, d.channel_type, d.status
    ON CONFLICT (user_id, channel_type, status) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER campaigns_counts_insert_delete AFTER INSERT OR DELETE ON campaigns
FOR EACH ROW EXECUTE FUNCTION campaign_counts_track();
--> statement-breakpoint
-- Every PUT rewrites channel_type and status; only a real change touches the counters.
CREATE TRIGGER campaigns_counts_update AFTER UPDATE OF user_id, channel_type, status ON campaigns
FOR EACH ROW WHEN (
  OLD.user_id IS DISTINCT FROM NEW.user_id
  OR OLD.channel_type IS DISTINCT FROM NEW.channel_type
  OR OLD.status IS DISTINCT FROM NEW.status
) EXECUTE FUNCTION campaign_counts_track();
--> statement-breakpoint
INSERT INTO campaign_counts (user_id, channel_type, status, total)
SELECT user_id, channel_type, status, count(*) FROM campaigns GROUP BY user_id, channel_type, status
ON CONFLICT (user_id, channel_type, status) DO UPDATE SET total = excluded.total;
