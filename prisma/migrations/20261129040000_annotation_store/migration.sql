-- The annotation store (docs/specification.md §9): prose (human reasons, grader feedback,
-- rubric descriptors) kept apart from the ledger and referenced from it by the
-- SHA-256 of its text. The text is the one thing the ledger can forget: redaction
-- removes it and appends who redacted it and when; the digest, and so every ledger
-- row and metric that refers to it, stays unchanged.

-- One row per digest ever stored: append-only, like the ledger.
CREATE TABLE "annotation" (
  "digest" crl_digest NOT NULL,
  "byte_length" integer NOT NULL,
  "stored_by" crl_reference NOT NULL,
  "stored_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "annotation_pkey" PRIMARY KEY ("digest"),
  CONSTRAINT "annotation_byte_length_check" CHECK ("byte_length" BETWEEN 1 AND 16384)
);

-- The text itself. The database checks it is the text the digest names.
CREATE TABLE "annotation_text" (
  "digest" crl_digest NOT NULL,
  "text" text NOT NULL,
  CONSTRAINT "annotation_text_pkey" PRIMARY KEY ("digest"),
  CONSTRAINT "annotation_text_digest_check" CHECK (encode(sha256(convert_to("text", 'UTF8')), 'hex') = "digest"),
  CONSTRAINT "annotation_text_size_check" CHECK (octet_length("text") BETWEEN 1 AND 16384)
);
ALTER TABLE "annotation_text" ADD CONSTRAINT "annotation_text_digest_fkey" FOREIGN KEY ("digest") REFERENCES "annotation" ("digest") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- Who removed which text, and when: append-only.
CREATE TABLE "annotation_redaction" (
  "digest" crl_digest NOT NULL,
  "redacted_by" crl_reference NOT NULL,
  "redacted_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "annotation_redaction_pkey" PRIMARY KEY ("digest")
);
ALTER TABLE "annotation_redaction" ADD CONSTRAINT "annotation_redaction_digest_fkey" FOREIGN KEY ("digest") REFERENCES "annotation" ("digest") ON DELETE RESTRICT ON UPDATE RESTRICT;

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

-- Text is never edited, and is deleted only once its redaction has been recorded,
-- so no text can disappear without a record of who removed it.
CREATE FUNCTION crl_guard_annotation_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'annotation text is never edited; store the new text under its own digest'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM annotation_redaction WHERE digest = OLD.digest) THEN
    RAISE EXCEPTION 'annotation text is removed only by redaction (crl_redact_annotation)'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER "annotation_text_guard" BEFORE UPDATE OR DELETE ON "annotation_text"
  FOR EACH ROW EXECUTE FUNCTION crl_guard_annotation_text();
CREATE TRIGGER "annotation_text_no_truncate" BEFORE TRUNCATE ON "annotation_text"
  FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change();

-- The one way to remove text: record the redaction, then delete the text, in one
-- step. SECURITY DEFINER because the application role holds no DELETE privilege.
-- Returns false when the digest was already redacted (or never stored).
CREATE FUNCTION crl_redact_annotation(target crl_digest, actor crl_reference) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO annotation_redaction (digest, redacted_by)
    SELECT digest, actor FROM annotation WHERE digest = target
    ON CONFLICT (digest) DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  DELETE FROM annotation_text WHERE digest = target;
  RETURN true;
END
$$;

GRANT SELECT, INSERT ON "annotation", "annotation_text", "annotation_redaction" TO crl_app;
REVOKE ALL ON FUNCTION crl_redact_annotation(crl_digest, crl_reference) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION crl_redact_annotation(crl_digest, crl_reference) TO crl_app;
