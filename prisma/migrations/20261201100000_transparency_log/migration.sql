-- The transparency log (docs/tamper-evidence.md): every ledger row, once settled,
-- becomes a leaf of an RFC 9162 Merkle tree; signed checkpoints of the tree are kept.
--
-- transparency_leaf        one row per leaf, in log order: the gapless log index, the
--                          row it stands for (table, key), that row's ledger stamp and
--                          the leaf hash (hex). Written only by the sequencer, out of
--                          band of every write (src/modules/transparency/store.ts).
-- transparency_checkpoint  signed tree heads: size, root, time, key id and the DSSE
--                          envelope whose signature covers them.
--
-- Both are append-only like every ledger table. The application role may read and
-- append; the database cannot stop an owner from rewriting them, which is exactly
-- what the signatures and the offline verifier are for.

CREATE TABLE "transparency_leaf" (
  "log_index" bigint NOT NULL,
  "table_name" text NOT NULL,
  "row_key" text NOT NULL,
  "stamp" timestamptz(6) NOT NULL,
  "leaf_hash" text NOT NULL,
  CONSTRAINT "transparency_leaf_pkey" PRIMARY KEY ("log_index"),
  CONSTRAINT "transparency_leaf_index_check" CHECK ("log_index" >= 0),
  CONSTRAINT "transparency_leaf_hash_check" CHECK ("leaf_hash" ~ '^[0-9a-f]{64}$')
);
CREATE UNIQUE INDEX "transparency_leaf_table_name_row_key_key" ON "transparency_leaf" ("table_name", "row_key");

CREATE TABLE "transparency_checkpoint" (
  "tree_size" bigint NOT NULL,
  "root_hash" text NOT NULL,
  "issued_at" timestamptz(3) NOT NULL,
  "key_id" text NOT NULL,
  "envelope" jsonb NOT NULL,
  CONSTRAINT "transparency_checkpoint_pkey" PRIMARY KEY ("tree_size"),
  CONSTRAINT "transparency_checkpoint_size_check" CHECK ("tree_size" >= 0),
  CONSTRAINT "transparency_checkpoint_root_check" CHECK ("root_hash" ~ '^[0-9a-f]{64}$')
);

-- Gapless: a leaf's index is exactly one more than the last one.
CREATE FUNCTION crl_transparency_leaf_gapless() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  expected bigint;
BEGIN
  SELECT coalesce(max(log_index) + 1, 0) INTO expected FROM transparency_leaf;
  IF NEW.log_index <> expected THEN
    RAISE EXCEPTION 'transparency log index % is not the next one (%)', NEW.log_index, expected USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "transparency_leaf_gapless" BEFORE INSERT ON "transparency_leaf"
  FOR EACH ROW EXECUTE FUNCTION crl_transparency_leaf_gapless();
ALTER TABLE "transparency_leaf" ENABLE ALWAYS TRIGGER "transparency_leaf_gapless";

DO $$
DECLARE
  log_table text;
BEGIN
  FOREACH log_table IN ARRAY ARRAY['transparency_leaf', 'transparency_checkpoint']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION crl_refuse_change()',
      log_table || '_append_only', log_table);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change()',
      log_table || '_no_truncate', log_table);
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', log_table, log_table || '_append_only');
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', log_table, log_table || '_no_truncate');
  END LOOP;
END
$$;

-- The sequencer reads each ledger table by its stamp, after the last leaf.
CREATE INDEX "cohort_created_at_idx" ON "cohort" ("created_at");
CREATE INDEX "attempt_recorded_at_idx" ON "attempt" ("recorded_at");
CREATE INDEX "adjudication_recorded_at_idx" ON "adjudication" ("recorded_at");
CREATE INDEX "api_token_created_at_idx" ON "api_token" ("created_at");
CREATE INDEX "token_revocation_revoked_at_idx" ON "token_revocation" ("revoked_at");
CREATE INDEX "agreement_event_recorded_at_idx" ON "agreement_event" ("recorded_at");
CREATE INDEX "property_designation_recorded_at_idx" ON "property_designation" ("recorded_at");
CREATE INDEX "annotation_redaction_redacted_at_idx" ON "annotation_redaction" ("redacted_at");
CREATE INDEX "rubric_registered_at_idx" ON "rubric" ("registered_at");
CREATE INDEX "graded_verification_recorded_at_idx" ON "graded_verification" ("recorded_at");

GRANT SELECT, INSERT ON "transparency_leaf", "transparency_checkpoint" TO crl_app;
