-- The transparency log's checks, at a fraction of their cost per leaf (the sequencer
-- appends thousands of leaves per statement, as fast as the ledger is written).
--
-- 1. The leaf hash: '^[0-9a-f]{64}$' costs PostgreSQL's regular expression engine about
--    8 microseconds per value (the bounded repeat); the same rule as a length and an
--    unbounded class costs under 1.
--
-- 2. Gapless, once per statement instead of once per leaf: a row-level trigger that
--    looked up the last index for every leaf cost about a third of the append. The same
--    rule holds when checked over the statement's new rows (a transition table): the
--    new indexes are consecutive, the first follows a leaf already in the log (or is 0),
--    and none lies below a leaf already there. With the primary key (no index twice)
--    this is exactly "each leaf's index is one more than the last one", however many
--    leaves one statement appends. ENABLE ALWAYS, as every ledger trigger: replication
--    roles do not switch it off.

ALTER TABLE "transparency_leaf" DROP CONSTRAINT "transparency_leaf_hash_check";
ALTER TABLE "transparency_leaf" ADD CONSTRAINT "transparency_leaf_hash_check"
  CHECK (length("leaf_hash") = 64 AND "leaf_hash" ~ '^[0-9a-f]+$');

DROP TRIGGER "transparency_leaf_gapless" ON "transparency_leaf";
DROP FUNCTION crl_transparency_leaf_gapless();

CREATE FUNCTION crl_transparency_leaf_gapless() RETURNS trigger
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
  IF EXISTS (SELECT 1 FROM transparency_leaf WHERE log_index > last_index) THEN
    RAISE EXCEPTION 'transparency log index % is not the next one (the log is longer)', first_index USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "transparency_leaf_gapless" AFTER INSERT ON "transparency_leaf"
  REFERENCING NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION crl_transparency_leaf_gapless();
ALTER TABLE "transparency_leaf" ENABLE ALWAYS TRIGGER "transparency_leaf_gapless";
