-- Two changes to who may write and read what (docs/specification.md §9, §5, §10).
--
-- 1. Annotations belong to a project. The annotation tables are append-only (their
--    triggers refuse UPDATE even for the owner), so rows stored before projects
--    existed cannot be given one. They are kept as they are, renamed to legacy_*,
--    frozen (the application role may read them but no longer insert), and served
--    only to all-projects tokens. New annotations live in new tables keyed by
--    (project_id, digest): the same text in two projects is two records.
--    See docs/retention-and-redaction.md.
-- 2. DRIFT_DETECTED adjudications are appended only by the ledger, through
--    crl_append_drift_detection (SECURITY DEFINER, owned by the migration owner),
--    never by a client or by the application role writing the row directly.

-- ---------------------------------------------------------------------------
-- 1a. The legacy annotation store: renamed, frozen, still redactable.
-- ---------------------------------------------------------------------------
ALTER TABLE "annotation" RENAME TO "legacy_annotation";
ALTER TABLE "annotation_text" RENAME TO "legacy_annotation_text";
ALTER TABLE "annotation_redaction" RENAME TO "legacy_annotation_redaction";
ALTER TABLE "legacy_annotation" RENAME CONSTRAINT "annotation_pkey" TO "legacy_annotation_pkey";
ALTER TABLE "legacy_annotation" RENAME CONSTRAINT "annotation_byte_length_check" TO "legacy_annotation_byte_length_check";
ALTER TABLE "legacy_annotation_text" RENAME CONSTRAINT "annotation_text_pkey" TO "legacy_annotation_text_pkey";
ALTER TABLE "legacy_annotation_text" RENAME CONSTRAINT "annotation_text_digest_check" TO "legacy_annotation_text_digest_check";
ALTER TABLE "legacy_annotation_text" RENAME CONSTRAINT "annotation_text_size_check" TO "legacy_annotation_text_size_check";
ALTER TABLE "legacy_annotation_text" RENAME CONSTRAINT "annotation_text_digest_fkey" TO "legacy_annotation_text_digest_fkey";
ALTER TABLE "legacy_annotation_redaction" RENAME CONSTRAINT "annotation_redaction_pkey" TO "legacy_annotation_redaction_pkey";
ALTER TABLE "legacy_annotation_redaction" RENAME CONSTRAINT "annotation_redaction_digest_fkey" TO "legacy_annotation_redaction_digest_fkey";
ALTER TRIGGER "annotation_append_only" ON "legacy_annotation" RENAME TO "legacy_annotation_append_only";
ALTER TRIGGER "annotation_no_truncate" ON "legacy_annotation" RENAME TO "legacy_annotation_no_truncate";
ALTER TRIGGER "annotation_clock" ON "legacy_annotation" RENAME TO "legacy_annotation_clock";
ALTER TRIGGER "annotation_redaction_append_only" ON "legacy_annotation_redaction" RENAME TO "legacy_annotation_redaction_append_only";
ALTER TRIGGER "annotation_redaction_no_truncate" ON "legacy_annotation_redaction" RENAME TO "legacy_annotation_redaction_no_truncate";
ALTER TRIGGER "annotation_redaction_clock" ON "legacy_annotation_redaction" RENAME TO "legacy_annotation_redaction_clock";
ALTER TRIGGER "annotation_text_guard" ON "legacy_annotation_text" RENAME TO "legacy_annotation_text_guard";
ALTER TRIGGER "annotation_text_no_truncate" ON "legacy_annotation_text" RENAME TO "legacy_annotation_text_no_truncate";

-- Function bodies name tables by text: point the legacy guard and redaction at the renamed tables.
CREATE OR REPLACE FUNCTION crl_guard_annotation_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'annotation text is never edited; store the new text under its own digest'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM legacy_annotation_redaction WHERE digest = OLD.digest) THEN
    RAISE EXCEPTION 'annotation text is removed only by redaction (crl_redact_annotation)'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END
$$;

CREATE OR REPLACE FUNCTION crl_redact_annotation(target crl_digest, actor crl_reference) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO legacy_annotation_redaction (digest, redacted_by)
    SELECT digest, actor FROM legacy_annotation WHERE digest = target
    ON CONFLICT (digest) DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  DELETE FROM legacy_annotation_text WHERE digest = target;
  RETURN true;
END
$$;

-- Nothing new is stored without a project.
REVOKE INSERT ON "legacy_annotation", "legacy_annotation_text", "legacy_annotation_redaction" FROM crl_app;

-- ---------------------------------------------------------------------------
-- 1b. The project annotation store.
-- ---------------------------------------------------------------------------
CREATE TABLE "annotation" (
  "project_id" uuid NOT NULL,
  "digest" crl_digest NOT NULL,
  "byte_length" integer NOT NULL,
  "stored_by" crl_reference NOT NULL,
  "stored_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "annotation_pkey" PRIMARY KEY ("project_id", "digest"),
  CONSTRAINT "annotation_byte_length_check" CHECK ("byte_length" BETWEEN 1 AND 16384)
);
CREATE INDEX "annotation_stored_at_idx" ON "annotation" ("stored_at");

CREATE TABLE "annotation_text" (
  "project_id" uuid NOT NULL,
  "digest" crl_digest NOT NULL,
  "text" text NOT NULL,
  CONSTRAINT "annotation_text_pkey" PRIMARY KEY ("project_id", "digest"),
  CONSTRAINT "annotation_text_digest_check" CHECK (encode(sha256(convert_to("text", 'UTF8')), 'hex') = "digest"),
  CONSTRAINT "annotation_text_size_check" CHECK (octet_length("text") BETWEEN 1 AND 16384)
);
ALTER TABLE "annotation_text" ADD CONSTRAINT "annotation_text_project_id_digest_fkey" FOREIGN KEY ("project_id", "digest")
  REFERENCES "annotation" ("project_id", "digest") ON DELETE RESTRICT ON UPDATE RESTRICT;

CREATE TABLE "annotation_redaction" (
  "project_id" uuid NOT NULL,
  "digest" crl_digest NOT NULL,
  "redacted_by" crl_reference NOT NULL,
  "redacted_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "annotation_redaction_pkey" PRIMARY KEY ("project_id", "digest")
);
ALTER TABLE "annotation_redaction" ADD CONSTRAINT "annotation_redaction_project_id_digest_fkey" FOREIGN KEY ("project_id", "digest")
  REFERENCES "annotation" ("project_id", "digest") ON DELETE RESTRICT ON UPDATE RESTRICT;

DO $$
DECLARE
  ledger_table record;
BEGIN
  FOR ledger_table IN SELECT * FROM (VALUES ('annotation', 'stored_at'), ('annotation_redaction', 'redacted_at')) AS t(name, clock_column)
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION crl_refuse_change()',
      ledger_table.name || '_append_only', ledger_table.name);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change()',
      ledger_table.name || '_no_truncate', ledger_table.name);
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT ON %I FOR EACH ROW EXECUTE FUNCTION crl_stamp_clock(%L)',
      ledger_table.name || '_clock', ledger_table.name, ledger_table.clock_column);
  END LOOP;
END
$$;

-- Text is never edited, and is deleted only once its redaction (in the same project) is recorded.
CREATE FUNCTION crl_guard_project_annotation_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'annotation text is never edited; store the new text under its own digest'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM annotation_redaction WHERE project_id = OLD.project_id AND digest = OLD.digest) THEN
    RAISE EXCEPTION 'annotation text is removed only by redaction (crl_redact_annotation)'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER "annotation_text_guard" BEFORE UPDATE OR DELETE ON "annotation_text"
  FOR EACH ROW EXECUTE FUNCTION crl_guard_project_annotation_text();
CREATE TRIGGER "annotation_text_no_truncate" BEFORE TRUNCATE ON "annotation_text"
  FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change();

-- The one way to remove a project's text: record the redaction, then delete the text.
CREATE FUNCTION crl_redact_annotation(project uuid, target crl_digest, actor crl_reference) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO annotation_redaction (project_id, digest, redacted_by)
    SELECT project_id, digest, actor FROM annotation WHERE project_id = project AND digest = target
    ON CONFLICT (project_id, digest) DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  DELETE FROM annotation_text WHERE project_id = project AND digest = target;
  RETURN true;
END
$$;

GRANT SELECT, INSERT ON "annotation", "annotation_text", "annotation_redaction" TO crl_app;
REVOKE ALL ON FUNCTION crl_redact_annotation(uuid, crl_digest, crl_reference) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION crl_redact_annotation(uuid, crl_digest, crl_reference) TO crl_app;

-- ---------------------------------------------------------------------------
-- 2. Drift is detected by the ledger, never appended by hand.
-- ---------------------------------------------------------------------------
-- The one way to append DRIFT_DETECTED: the submitted outcome digest must differ from
-- the attempt's stored one (that difference is what drift is). The row's evidence is
-- that submitted digest and its idempotency key is derived from it, so a replayed
-- conflict appends nothing. Returns whether a row was written.
CREATE FUNCTION crl_append_drift_detection(target uuid, submitted crl_digest, actor crl_reference, content crl_digest) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  stored_digest text;
BEGIN
  SELECT outcome_digest INTO stored_digest FROM attempt WHERE id = target;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'attempt % does not exist', target USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF stored_digest = submitted THEN
    RAISE EXCEPTION 'no drift: the submitted outcome digest is the stored one' USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
    VALUES (target, 0, 'DRIFT_DETECTED', 'drift:' || submitted, actor, ARRAY[submitted::text], content)
    ON CONFLICT (attempt_id, idempotency_key) DO NOTHING;
  RETURN FOUND;
END
$$;
REVOKE ALL ON FUNCTION crl_append_drift_detection(uuid, crl_digest, crl_reference, crl_digest) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION crl_append_drift_detection(uuid, crl_digest, crl_reference, crl_digest) TO crl_app;

-- Refuses a DRIFT_DETECTED row unless the inserting role is the owner of the ledger,
-- which is the case inside crl_append_drift_detection (SECURITY DEFINER) and not for
-- the application role. SECURITY INVOKER on purpose: current_user must be the caller's.
CREATE FUNCTION crl_guard_drift_detection() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'DRIFT_DETECTED'
     AND current_user::text <> (SELECT pg_get_userbyid(relowner)::text FROM pg_class WHERE oid = 'adjudication'::regclass) THEN
    RAISE EXCEPTION 'DRIFT_DETECTED is appended only by the ledger (crl_append_drift_detection)'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER "adjudication_drift_guard" BEFORE INSERT ON "adjudication"
  FOR EACH ROW EXECUTE FUNCTION crl_guard_drift_detection();
