-- transparency_leaf in log order, found by its stamp, its end found by index.
--
-- 1. The gapless check asked "is there a leaf above the new ones?" as
--    EXISTS (… WHERE log_index > last), whose plan follows the planner's statistics: when
--    they lag behind the log (a log that grew since its last ANALYZE), the planner expects
--    to find such a leaf at once and scans the whole table, about 100 ms a statement at two
--    million leaves, growing with the log. The same rule as max(log_index) = the last new
--    index is read from the end of the primary key whatever the statistics say (PostgreSQL
--    plans max() of an indexed column as one index probe). Its other checks stay (migration
--    20261201400000_transparency_leaf_checks).
--
-- 2. The unique index on (table_name, row_key) took every leaf at a random place of an
--    index keyed by row ids: past the size of shared buffers, each batch of 5,000 leaves
--    read and dirtied about as many index pages, and wrote most of them again as full
--    page images after each checkpoint, the largest part of the log's cost per leaf. An
--    index on stamp grows at its right-hand end, as the log does, and finds a row's leaf
--    from the row itself: its stamp, then its table and key among the leaves of that stamp.
--
-- 3. What the unique index guarded is kept, and more: the gapless trigger now also checks
--    that each statement's leaves follow log order, (stamp, table, key) with table and key
--    compared by code points, strictly, from the leaf before the first of them. A row then
--    cannot be logged twice (its second leaf would not come after its first), and no leaf
--    can be appended out of order.

DROP INDEX "transparency_leaf_table_name_row_key_key";
CREATE INDEX "transparency_leaf_stamp_idx" ON "transparency_leaf" ("stamp");

CREATE OR REPLACE FUNCTION crl_transparency_leaf_gapless() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  first_index bigint;
  last_index bigint;
  added bigint;
  out_of_order bigint;
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
  SELECT min(log_index) INTO out_of_order FROM (
    SELECT l.log_index,
           (l.stamp, l.table_name COLLATE "C", l.row_key COLLATE "C")
             <= (lag(l.stamp) OVER w, lag(l.table_name) OVER w COLLATE "C", lag(l.row_key) OVER w COLLATE "C") AS behind
      FROM (SELECT log_index, table_name, row_key, stamp FROM added_leaves
            UNION ALL
            SELECT log_index, table_name, row_key, stamp FROM transparency_leaf WHERE log_index = first_index - 1) l
    WINDOW w AS (ORDER BY l.log_index)
  ) ordered
  WHERE behind;
  IF out_of_order IS NOT NULL THEN
    RAISE EXCEPTION 'transparency log leaf % does not follow leaf % in log order (stamp, table, key)', out_of_order, out_of_order - 1 USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
