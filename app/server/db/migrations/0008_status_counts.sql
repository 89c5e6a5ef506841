-- quote_status_counts follows quotes: statement-level triggers add and subtract what each INSERT,
-- UPDATE or DELETE changed (its transition tables), so a bulk change costs one counter update per
-- status, not per row. The counters are updated in status order, so two transactions that change
-- the same statuses wait for each other instead of deadlocking.
CREATE FUNCTION quote_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO quote_status_counts (status, count)
      SELECT status, count(*) FROM new_rows GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET count = quote_status_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO quote_status_counts (status, count)
      SELECT status, -count(*) FROM old_rows GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET count = quote_status_counts.count + excluded.count;
  ELSE
    INSERT INTO quote_status_counts (status, count)
      SELECT status, sum(change) FROM (
        SELECT status, -1 AS change FROM old_rows
        UNION ALL
        SELECT status, 1 AS change FROM new_rows
      ) AS changes
      GROUP BY status HAVING sum(change) <> 0 ORDER BY status
      ON CONFLICT (status) DO UPDATE SET count = quote_status_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quotes_status_counts_insert AFTER INSERT ON quotes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quote_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER quotes_status_counts_update AFTER UPDATE ON quotes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quote_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER quotes_status_counts_delete AFTER DELETE ON quotes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION quote_status_counts_apply();
--> statement-breakpoint
-- The requests already there. The table lock holds off writes until this migration commits.
LOCK TABLE quotes IN SHARE MODE;
--> statement-breakpoint
INSERT INTO quote_status_counts (status, count) SELECT status, count(*) FROM quotes GROUP BY status;
