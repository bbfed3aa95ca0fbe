-- Graded verifications (docs/specification.md §8): advisory, rubric-scored judgements
-- of an attempt, kept beside it and never read by any reliability number (§6).
--
-- A rubric is a content-addressed, immutable document: its digest (SHA-256 of its
-- RFC 8785 canonical JSON, computed by src/domain/grading.ts) is its primary key,
-- and (domain, version) names at most one content. Its prose (what each level
-- means, how to raise the score) lives in the annotation store (§9); the rubric
-- holds only the digests. Rubrics are global: a rubric describes a kind of work,
-- not a project's data, and holds no project's evidence.
--
-- Criteria are stored as parallel arrays, in the rubric's order:
--   criterion_ids[i], criterion_required[i]
--   descriptor_digests[4*(i-1)+1 .. 4*i]   what levels 1..4 of criterion i mean
--   raise_digests[3*(i-1)+1 .. 3*i]        how to rise from levels 1..3 (level 4 is the top)
-- so a rubric is one row, and append-only makes it immutable as a whole.

CREATE FUNCTION crl_distinct_list(items text[]) RETURNS boolean LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT (SELECT count(DISTINCT item) FROM unnest(items) AS item) = cardinality(items)
$$;

CREATE TABLE "rubric" (
  "digest" crl_digest NOT NULL,
  "domain" crl_label NOT NULL,
  "version" crl_label NOT NULL,
  "threshold" integer NOT NULL,
  "criterion_ids" text[] NOT NULL CHECK (crl_label_list("criterion_ids")),
  "criterion_required" boolean[] NOT NULL,
  "descriptor_digests" text[] NOT NULL CHECK (crl_digest_list("descriptor_digests")),
  "raise_digests" text[] NOT NULL CHECK (crl_digest_list("raise_digests")),
  "registered_by" crl_reference NOT NULL,
  "registered_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "rubric_pkey" PRIMARY KEY ("digest"),
  CONSTRAINT "rubric_threshold_check" CHECK ("threshold" BETWEEN 1 AND 4),
  CONSTRAINT "rubric_criteria_check" CHECK (
    cardinality("criterion_ids") BETWEEN 1 AND 16 AND array_ndims("criterion_ids") = 1
    AND crl_distinct_list("criterion_ids")
    AND cardinality("criterion_required") = cardinality("criterion_ids") AND array_ndims("criterion_required") = 1
    AND array_position("criterion_required", NULL) IS NULL
    AND true = ANY ("criterion_required")
    AND cardinality("descriptor_digests") = 4 * cardinality("criterion_ids") AND array_ndims("descriptor_digests") = 1
    AND cardinality("raise_digests") = 3 * cardinality("criterion_ids") AND array_ndims("raise_digests") = 1
  )
);
CREATE UNIQUE INDEX "rubric_domain_version_key" ON "rubric" ("domain", "version");

CREATE TABLE "graded_verification" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "attempt_id" uuid NOT NULL,
  "rubric_digest" crl_digest NOT NULL,
  "round" integer NOT NULL,
  "grader_ref" crl_reference NOT NULL,
  "grader_model" crl_label NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "criterion_ids" text[] NOT NULL CHECK (crl_label_list("criterion_ids")),
  "scores" integer[] NOT NULL,
  "evidence_digests" text[] NOT NULL CHECK (crl_digest_list("evidence_digests")),
  "feedback_digests" text[] NOT NULL CHECK (crl_digest_list("feedback_digests")),
  -- Set by the trigger below from the rubric, whatever the client sent.
  "below_threshold" text[] NOT NULL CHECK (crl_label_list("below_threshold")),
  "rework_recommended" boolean NOT NULL,
  "independent" boolean NOT NULL,
  "content_digest" crl_digest NOT NULL,
  "recorded_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "graded_verification_pkey" PRIMARY KEY ("id"),
  -- 0 = the first grading, 1 = the single re-grade after rework; a round 2 is refused.
  CONSTRAINT "graded_verification_round_check" CHECK ("round" IN (0, 1)),
  CONSTRAINT "graded_verification_scores_check" CHECK (
    cardinality("criterion_ids") BETWEEN 1 AND 16 AND array_ndims("criterion_ids") = 1
    AND cardinality("scores") = cardinality("criterion_ids") AND array_ndims("scores") = 1
    AND cardinality("evidence_digests") = cardinality("criterion_ids") AND array_ndims("evidence_digests") = 1
    AND cardinality("feedback_digests") = cardinality("criterion_ids") AND array_ndims("feedback_digests") = 1
    AND array_position("scores", NULL) IS NULL AND 1 <= ALL ("scores") AND 4 >= ALL ("scores")
  ),
  CONSTRAINT "graded_verification_rework_check" CHECK ("round" = 0 OR NOT "rework_recommended")
);
-- One grading per attempt, rubric and round: the idempotency key of a graded verification.
CREATE UNIQUE INDEX "graded_verification_attempt_id_rubric_digest_round_key" ON "graded_verification" ("attempt_id", "rubric_digest", "round");
ALTER TABLE "graded_verification" ADD CONSTRAINT "graded_verification_attempt_id_fkey" FOREIGN KEY ("attempt_id") REFERENCES "attempt" ("id") ON DELETE RESTRICT ON UPDATE RESTRICT;
ALTER TABLE "graded_verification" ADD CONSTRAINT "graded_verification_rubric_digest_fkey" FOREIGN KEY ("rubric_digest") REFERENCES "rubric" ("digest") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- Append-only and stamped by the ledger's clock, like every ledger table.
DO $$
DECLARE
  ledger_table record;
BEGIN
  FOR ledger_table IN SELECT * FROM (VALUES ('rubric', 'registered_at'), ('graded_verification', 'recorded_at')) AS t(name, clock_column)
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

-- The rules of a graded verification, checked under a row lock on the attempt
-- (SECURITY DEFINER: the lock needs a privilege the application role lacks), exactly
-- as crl_sequence_adjudication does for adjudications. The server checks the same
-- rules first to answer typed errors (src/modules/grading/store.ts); this is the
-- backstop for every other writer. It refuses:
--   - a grader, or a recording actor, that is the attempt's worker or recorder;
--   - an unknown criterion, a criterion scored twice, a required criterion missing;
--   - round 1 without a round 0 of the same rubric that recommended rework.
-- and sets what the rubric decides: below_threshold (the required criteria scored
-- under the threshold, in rubric order), rework_recommended (round 0 only) and
-- independent (the grader's model is not the attempt's runtime model).
CREATE FUNCTION crl_check_graded_verification() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  target attempt%ROWTYPE;
  scheme rubric%ROWTYPE;
  runtime_model text;
  below text[] := '{}';
  scored integer;
BEGIN
  SELECT * INTO target FROM attempt WHERE id = NEW.attempt_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'attempt % does not exist', NEW.attempt_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF NEW.grader_ref IN (target.worker_ref, target.recorded_by) OR NEW.actor_ref IN (target.worker_ref, target.recorded_by) THEN
    RAISE EXCEPTION 'self-grading is refused: the grader or actor is the worker or recorder of attempt %', NEW.attempt_id
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT * INTO scheme FROM rubric WHERE digest = NEW.rubric_digest;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'rubric % does not exist', NEW.rubric_digest USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF NOT crl_distinct_list(NEW.criterion_ids) THEN
    RAISE EXCEPTION 'a criterion is scored more than once' USING ERRCODE = 'check_violation';
  END IF;
  IF NOT NEW.criterion_ids <@ scheme.criterion_ids THEN
    RAISE EXCEPTION 'a scored criterion is not one of rubric %', NEW.rubric_digest USING ERRCODE = 'check_violation';
  END IF;
  FOR i IN 1 .. cardinality(scheme.criterion_ids) LOOP
    CONTINUE WHEN NOT scheme.criterion_required[i];
    scored := array_position(NEW.criterion_ids, scheme.criterion_ids[i]);
    IF scored IS NULL THEN
      RAISE EXCEPTION 'required criterion % is not scored', scheme.criterion_ids[i] USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.scores[scored] < scheme.threshold THEN
      below := below || scheme.criterion_ids[i];
    END IF;
  END LOOP;
  IF NEW.round = 1 AND NOT EXISTS (
    SELECT 1 FROM graded_verification g
     WHERE g.attempt_id = NEW.attempt_id AND g.rubric_digest = NEW.rubric_digest AND g.round = 0 AND g.rework_recommended
  ) THEN
    RAISE EXCEPTION 'round 1 needs a round 0 of this rubric that recommended rework' USING ERRCODE = 'check_violation';
  END IF;
  SELECT c.model INTO runtime_model FROM cohort c WHERE c.id = target.cohort_id;
  NEW.below_threshold := below;
  NEW.rework_recommended := NEW.round = 0 AND cardinality(below) > 0;
  NEW.independent := NEW.grader_model IS DISTINCT FROM runtime_model;
  RETURN NEW;
END
$$;

CREATE TRIGGER "graded_verification_rules" BEFORE INSERT ON "graded_verification"
  FOR EACH ROW EXECUTE FUNCTION crl_check_graded_verification();

-- Every trigger fires in every replication role (see 20261130190000_append_only_always).
ALTER TABLE "rubric" ENABLE ALWAYS TRIGGER "rubric_append_only";
ALTER TABLE "rubric" ENABLE ALWAYS TRIGGER "rubric_no_truncate";
ALTER TABLE "rubric" ENABLE ALWAYS TRIGGER "rubric_clock";
ALTER TABLE "graded_verification" ENABLE ALWAYS TRIGGER "graded_verification_append_only";
ALTER TABLE "graded_verification" ENABLE ALWAYS TRIGGER "graded_verification_no_truncate";
ALTER TABLE "graded_verification" ENABLE ALWAYS TRIGGER "graded_verification_clock";
ALTER TABLE "graded_verification" ENABLE ALWAYS TRIGGER "graded_verification_rules";

GRANT SELECT, INSERT ON "rubric", "graded_verification" TO crl_app;
REVOKE ALL ON FUNCTION crl_check_graded_verification() FROM PUBLIC;
