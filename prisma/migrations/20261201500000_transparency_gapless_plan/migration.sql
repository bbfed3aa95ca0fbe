-- The gapless check asked "is there a leaf above the new ones?" as
-- EXISTS (… WHERE log_index > last), whose plan follows the planner's statistics: when
-- they lag behind the log (a log that grew since its last ANALYZE), the planner expects
-- to find such a leaf at once and scans the whole table, about 100 ms a statement at two
-- million leaves, growing with the log. The same rule as max(log_index) = the last new
-- index is read from the end of the primary key whatever the statistics say (PostgreSQL
-- plans max() of an indexed column as one index probe). The rest is unchanged (migration
-- 20261201400000_transparency_leaf_checks).

CREATE OR REPLACE FUNCTION crl_transparency_leaf_gapless() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  first_index bigint;
  last_index bigint;
  added bigint;
BEGIN
  SELECT min(log_index), max(log_index), count(*) INTO first_index, last_index, added FROM added_leaves;
  IF added = 0 THEN
    RETURN NULL;
  END IF;
  IF last_index - first_index + 1 <> added THEN
    RAISE EXCEPTION 'transparency log indexes % to % leave a gap (% leaves)', first_index, last_index, added USING ERRCODE = 'check_violation';
  END IF;
  IF first_index > 0 AND NOT EXISTS (SELECT 1 FROM transparency_leaf WHERE log_index = first_index - 1) THEN
    RAISE EXCEPTION 'transparency log index % is not the next one (no leaf %)', first_index, first_index - 1 USING ERRCODE = 'check_violation';
  END IF;
  IF (SELECT max(log_index) FROM transparency_leaf) <> last_index THEN
    RAISE EXCEPTION 'transparency log index % is not the next one (the log is longer)', first_index USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
