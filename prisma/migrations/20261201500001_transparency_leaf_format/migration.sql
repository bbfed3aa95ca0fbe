-- Which columns a table's leaves cover, from which log index on.
--
-- A leaf is the canonical JSON of every column of its row, as the row was when it was
-- logged. A column added to a ledger table later would otherwise change the canonical
-- form of every row already logged, and the verifier would find all of them changed.
-- transparency_leaf_format keeps, per logged table, the column list of its leaves from
-- `first_index` on: the sequencer appends one when it logs with columns that differ from
-- the table's last one, in the same transaction as those leaves, and the verifier and
-- the proofs compute a leaf from the columns in effect at its index.
--
-- Nothing here is trusted: a wrong list gives leaves that do not match the stored leaf
-- hashes and the signed roots, which the verifier reports as for any other change.
-- Append-only like the log itself.

CREATE TABLE "transparency_leaf_format" (
  "table_name" text NOT NULL,
  "first_index" bigint NOT NULL,
  "columns" text[] NOT NULL,
  CONSTRAINT "transparency_leaf_format_pkey" PRIMARY KEY ("table_name", "first_index"),
  CONSTRAINT "transparency_leaf_format_index_check" CHECK ("first_index" >= 0),
  CONSTRAINT "transparency_leaf_format_columns_check" CHECK (cardinality("columns") > 0 AND array_position("columns", NULL) IS NULL)
);

CREATE TRIGGER "transparency_leaf_format_append_only" BEFORE UPDATE OR DELETE ON "transparency_leaf_format"
  FOR EACH ROW EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "transparency_leaf_format_no_truncate" BEFORE TRUNCATE ON "transparency_leaf_format"
  FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change();
ALTER TABLE "transparency_leaf_format" ENABLE ALWAYS TRIGGER "transparency_leaf_format_append_only";
ALTER TABLE "transparency_leaf_format" ENABLE ALWAYS TRIGGER "transparency_leaf_format_no_truncate";

GRANT SELECT, INSERT ON "transparency_leaf_format" TO crl_app;

-- A log begun before this table: its leaves so far cover the columns its tables have now
-- (in code-point order of name, as the sequencer lists them).
INSERT INTO "transparency_leaf_format" ("table_name", "first_index", "columns")
SELECT c.relname, 0, array_agg(a.attname::text ORDER BY a.attname COLLATE "C")
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  JOIN pg_namespace ns ON ns.oid = c.relnamespace AND ns.nspname = 'public'
 WHERE c.relname IN (SELECT DISTINCT table_name FROM "transparency_leaf") AND a.attnum > 0 AND NOT a.attisdropped
 GROUP BY c.relname;
