-- Ready to shard by project (docs/scaling.md).
--
-- A distributed PostgreSQL (Citus) places every row of a distributed table by its
-- distribution column, here project_id, and can enforce a primary key, a unique
-- constraint or a foreign key only when it includes that column (so it is checked
-- inside one shard). This migration makes every key among the project tables include
-- project_id:
--
--   cohort               PK (id, project_id); unique (project_id, fingerprint)
--   attempt              PK (id, project_id); FK (cohort_id, project_id) -> cohort:
--                        an attempt's project is its cohort's, now in the database too
--   adjudication         gains project_id and cohort_id (set from its attempt by the
--                        sequencing trigger); PK and both uniques include project_id;
--                        FK (attempt_id, project_id) to the attempt
--   graded_verification  gains project_id (set from its attempt by its rules
--                        trigger); PK and unique include it; FK to the attempt
--   agreement_event      PK (id, project_id)
--   annotation*          already keyed by (project_id, digest)
--
-- Keys lead with id / attempt_id, as before, so every lookup by id keeps its index
-- (a key may list the distribution column anywhere). Global tables (api_token,
-- token_revocation, property_designation, rubric, legacy_annotation*) are left as
-- they are: they become reference tables, copied to every node.
--
-- project_id of the child tables is never taken from the client: the BEFORE INSERT
-- triggers overwrite it with the attempt's, so INSERT statements need not name it.
-- Rows already stored are back-filled here; the tables are append-only even for the
-- owner, so the append-only trigger is switched off around the back-fill only, and
-- switched back to ENABLE ALWAYS (test/integration/database-identity.test.ts).

-- ---------------------------------------------------------------------------
-- 1. The new columns, back-filled from the attempt.
-- ---------------------------------------------------------------------------
ALTER TABLE "adjudication" ADD COLUMN "project_id" uuid;
ALTER TABLE "adjudication" ADD COLUMN "cohort_id" uuid;
ALTER TABLE "graded_verification" ADD COLUMN "project_id" uuid;

ALTER TABLE "adjudication" DISABLE TRIGGER "adjudication_append_only";
UPDATE "adjudication" j SET "project_id" = a."project_id", "cohort_id" = a."cohort_id" FROM "attempt" a WHERE a."id" = j."attempt_id";
ALTER TABLE "adjudication" ENABLE ALWAYS TRIGGER "adjudication_append_only";

ALTER TABLE "graded_verification" DISABLE TRIGGER "graded_verification_append_only";
UPDATE "graded_verification" g SET "project_id" = a."project_id" FROM "attempt" a WHERE a."id" = g."attempt_id";
ALTER TABLE "graded_verification" ENABLE ALWAYS TRIGGER "graded_verification_append_only";

ALTER TABLE "adjudication" ALTER COLUMN "project_id" SET NOT NULL;
ALTER TABLE "adjudication" ALTER COLUMN "cohort_id" SET NOT NULL;
ALTER TABLE "graded_verification" ALTER COLUMN "project_id" SET NOT NULL;

-- ---------------------------------------------------------------------------
-- 2. Keys that include project_id.
-- ---------------------------------------------------------------------------
ALTER TABLE "attempt" DROP CONSTRAINT "attempt_cohort_id_fkey";
ALTER TABLE "adjudication" DROP CONSTRAINT "adjudication_attempt_id_fkey";
ALTER TABLE "graded_verification" DROP CONSTRAINT "graded_verification_attempt_id_fkey";

ALTER TABLE "cohort" DROP CONSTRAINT "cohort_pkey";
ALTER TABLE "cohort" ADD CONSTRAINT "cohort_pkey" PRIMARY KEY ("id", "project_id");
DROP INDEX "cohort_fingerprint_key";
CREATE UNIQUE INDEX "cohort_project_id_fingerprint_key" ON "cohort" ("project_id", "fingerprint");

ALTER TABLE "attempt" DROP CONSTRAINT "attempt_pkey";
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_pkey" PRIMARY KEY ("id", "project_id");

ALTER TABLE "adjudication" DROP CONSTRAINT "adjudication_pkey";
ALTER TABLE "adjudication" ADD CONSTRAINT "adjudication_pkey" PRIMARY KEY ("id", "project_id");
DROP INDEX "adjudication_attempt_id_seq_key";
DROP INDEX "adjudication_attempt_id_idempotency_key_key";
CREATE UNIQUE INDEX "adjudication_attempt_id_project_id_seq_key" ON "adjudication" ("attempt_id", "project_id", "seq");
CREATE UNIQUE INDEX "adjudication_attempt_id_project_id_idempotency_key_key" ON "adjudication" ("attempt_id", "project_id", "idempotency_key");

ALTER TABLE "graded_verification" DROP CONSTRAINT "graded_verification_pkey";
ALTER TABLE "graded_verification" ADD CONSTRAINT "graded_verification_pkey" PRIMARY KEY ("id", "project_id");
DROP INDEX "graded_verification_attempt_id_rubric_digest_round_key";
-- The name Prisma gives it, cut to PostgreSQL's 63 characters as Prisma cuts it.
CREATE UNIQUE INDEX "graded_verification_attempt_id_project_id_rubric_digest_round_k"
  ON "graded_verification" ("attempt_id", "project_id", "rubric_digest", "round");

ALTER TABLE "agreement_event" DROP CONSTRAINT "agreement_event_pkey";
ALTER TABLE "agreement_event" ADD CONSTRAINT "agreement_event_pkey" PRIMARY KEY ("id", "project_id");

ALTER TABLE "attempt" ADD CONSTRAINT "attempt_cohort_id_project_id_fkey" FOREIGN KEY ("cohort_id", "project_id")
  REFERENCES "cohort" ("id", "project_id") ON DELETE RESTRICT ON UPDATE RESTRICT;
ALTER TABLE "adjudication" ADD CONSTRAINT "adjudication_attempt_id_project_id_fkey" FOREIGN KEY ("attempt_id", "project_id")
  REFERENCES "attempt" ("id", "project_id") ON DELETE RESTRICT ON UPDATE RESTRICT;
ALTER TABLE "graded_verification" ADD CONSTRAINT "graded_verification_attempt_id_project_id_fkey" FOREIGN KEY ("attempt_id", "project_id")
  REFERENCES "attempt" ("id", "project_id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- The cohort-wide adjudications (critical failures, drift: COHORT_WIDE_ADJUDICATION_KINDS
-- of src/domain/reliability.ts) of a cohort, found by the cohort. The index they were
-- found by before, (kind, attempt_id), listed them ledger-wide, so every report read
-- a number of entries that grew with the whole ledger; this partial index holds only
-- those rows, by cohort (test/integration/shard-readiness.test.ts checks the kinds).
DROP INDEX "adjudication_kind_attempt_id_idx";
CREATE INDEX "adjudication_cohort_wide_idx" ON "adjudication" ("cohort_id", "project_id", "attempt_id")
  WHERE "kind" IN ('CRITICAL_FAILURE_RECORDED', 'DRIFT_DETECTED', 'DRIFT_RESOLVED');

-- ---------------------------------------------------------------------------
-- 3. The triggers set project_id from the attempt.
-- ---------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION crl_sequence_adjudication() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  target attempt%ROWTYPE;
BEGIN
  SELECT * INTO target FROM attempt WHERE id = NEW.attempt_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'attempt % does not exist', NEW.attempt_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF NEW.kind <> 'DRIFT_DETECTED' AND NEW.actor_ref IN (target.worker_ref, target.recorded_by) THEN
    RAISE EXCEPTION 'self-grading is refused: actor % is the worker or recorder of attempt %', NEW.actor_ref, NEW.attempt_id
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.kind = 'VERIFICATION_RECORDED' AND NEW.verification_mode = 'INDEPENDENT_AGENT' AND NEW.verifier_ref = target.worker_ref THEN
    RAISE EXCEPTION 'an independent-agent verifier cannot be the worker of attempt %', NEW.attempt_id
      USING ERRCODE = 'check_violation';
  END IF;
  NEW.project_id := target.project_id;
  NEW.cohort_id := target.cohort_id;
  SELECT coalesce(max(seq), 0) + 1 INTO NEW.seq FROM adjudication
   WHERE attempt_id = NEW.attempt_id AND project_id = target.project_id;
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION crl_append_drift_detection(target uuid, submitted crl_digest, actor crl_reference, content crl_digest) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  stored_digest text;
  stored_project uuid;
  stored_cohort uuid;
BEGIN
  SELECT outcome_digest, project_id, cohort_id INTO stored_digest, stored_project, stored_cohort FROM attempt WHERE id = target;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'attempt % does not exist', target USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF stored_digest = submitted THEN
    RAISE EXCEPTION 'no drift: the submitted outcome digest is the stored one' USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO adjudication (attempt_id, project_id, cohort_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
    VALUES (target, stored_project, stored_cohort, 0, 'DRIFT_DETECTED', 'drift:' || submitted, actor, ARRAY[submitted::text], content)
    ON CONFLICT (attempt_id, project_id, idempotency_key) DO NOTHING;
  RETURN FOUND;
END
$$;

CREATE OR REPLACE FUNCTION crl_check_graded_verification() RETURNS trigger
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
     WHERE g.attempt_id = NEW.attempt_id AND g.project_id = target.project_id
       AND g.rubric_digest = NEW.rubric_digest AND g.round = 0 AND g.rework_recommended
  ) THEN
    RAISE EXCEPTION 'round 1 needs a round 0 of this rubric that recommended rework' USING ERRCODE = 'check_violation';
  END IF;
  SELECT c.model INTO runtime_model FROM cohort c WHERE c.id = target.cohort_id AND c.project_id = target.project_id;
  NEW.project_id := target.project_id;
  NEW.below_threshold := below;
  NEW.rework_recommended := NEW.round = 0 AND cardinality(below) > 0;
  NEW.independent := NEW.grader_model IS DISTINCT FROM runtime_model;
  RETURN NEW;
END
$$;
REVOKE ALL ON FUNCTION crl_check_graded_verification() FROM PUBLIC;
