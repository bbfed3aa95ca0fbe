-- Capability Reliability Ledger: foundation.
-- Hand-written (see docs/decisions.md): Prisma's schema language cannot express the
-- domains, CHECK constraints, append-only triggers, role and grants below.
-- The grammar and credential patterns are the ones in src/domain/grammars.ts;
-- test/integration/grammars.test.ts proves the two agree.

-- ---------------------------------------------------------------------------
-- Closed grammars (docs/specification.md §3.1), each a domain so every column shares one definition.
-- ---------------------------------------------------------------------------
CREATE DOMAIN crl_reference AS text CHECK (
  VALUE ~ '^[A-Za-z0-9][A-Za-z0-9._:@/-]{0,127}$'
  AND VALUE !~ '(^|[/:@.])(sk-|sk_live_|sk_test_|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|glpat-|xox[abprs]-)|AKIA[0-9A-Z]{16}|-----BEGIN|eyJ[A-Za-z0-9_-]{4,}[.][A-Za-z0-9_-]{4,}[.]'
);
CREATE DOMAIN crl_capability_key AS text CHECK (
  VALUE ~ '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*){0,7}$'
  AND length(VALUE) <= 128
  AND VALUE !~ '(^|[/:@.])(sk-|sk_live_|sk_test_|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|glpat-|xox[abprs]-)|AKIA[0-9A-Z]{16}|-----BEGIN|eyJ[A-Za-z0-9_-]{4,}[.][A-Za-z0-9_-]{4,}[.]'
);
CREATE DOMAIN crl_label AS text CHECK (
  VALUE ~ '^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$'
  AND VALUE !~ '(^|[/:@.])(sk-|sk_live_|sk_test_|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|glpat-|xox[abprs]-)|AKIA[0-9A-Z]{16}|-----BEGIN|eyJ[A-Za-z0-9_-]{4,}[.][A-Za-z0-9_-]{4,}[.]'
);
CREATE DOMAIN crl_digest AS text CHECK (VALUE ~ '^[0-9a-f]{64}$');

-- Lists are plain text[] columns (drivers cannot decode arrays of a domain), each
-- element checked by casting the list to an array of the domain: a bad element
-- raises the domain's check_violation.
CREATE FUNCTION crl_digest_list(items text[]) RETURNS boolean LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT cardinality(items::crl_digest[]) >= 0 AND array_position(items, NULL) IS NULL
$$;
CREATE FUNCTION crl_label_list(items text[]) RETURNS boolean LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT cardinality(items::crl_label[]) >= 0 AND array_position(items, NULL) IS NULL
$$;

-- ---------------------------------------------------------------------------
-- Closed vocabularies (docs/specification.md §3.3, §4, §7, §10); the same values as src/domain/enums.ts.
-- ---------------------------------------------------------------------------
CREATE TYPE "OutcomeCode" AS ENUM ('SUCCEEDED', 'FAILED', 'BLOCKED_BY_POLICY', 'CANCELLED', 'TIMED_OUT', 'ERRORED');
CREATE TYPE "StopReasonCode" AS ENUM ('COMPLETED', 'VALIDATION_FAILED', 'POLICY_BLOCKED', 'BUDGET_EXHAUSTED', 'TIMEOUT', 'CANCELLED', 'CRASHED', 'NEEDS_HUMAN_INPUT', 'UNKNOWN');
CREATE TYPE "VerificationMode" AS ENUM ('NONE', 'SELF_REPORTED', 'HUMAN_REVIEW', 'DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT');
CREATE TYPE "VerificationResult" AS ENUM ('PASSED', 'FAILED', 'NOT_RUN');
CREATE TYPE "EvidenceKind" AS ENUM ('LOG', 'DIFF', 'ARTIFACT', 'REPORT', 'TRACE');
CREATE TYPE "Severity" AS ENUM ('NORMAL', 'CRITICAL');
CREATE TYPE "AdjudicationKind" AS ENUM ('VERIFICATION_RECORDED', 'HUMAN_ACCEPTED', 'HUMAN_REJECTED', 'REWORK_REQUESTED', 'OVERRIDE_RECORDED', 'ROLLBACK_RECORDED', 'CRITICAL_FAILURE_RECORDED', 'DRIFT_DETECTED', 'DRIFT_RESOLVED');
CREATE TYPE "TokenRole" AS ENUM ('reader', 'recorder', 'adjudicator', 'admin');
CREATE TYPE "AgreementEventType" AS ENUM ('PROPOSED', 'REVIEWED', 'POST_MERGE_OUTCOME');
CREATE TYPE "RiskTier" AS ENUM ('TIER_0', 'TIER_1', 'TIER_2', 'TIER_3');
CREATE TYPE "GuardrailVerdict" AS ENUM ('PASS', 'FAIL');
CREATE TYPE "GuardrailCheckResult" AS ENUM ('PASS', 'FAIL', 'SKIPPED');
CREATE TYPE "HumanVerdict" AS ENUM ('MERGE', 'REJECT', 'REVISE', 'WAIVE');
CREATE TYPE "Agreement" AS ENUM ('TRUE_PASS', 'FALSE_PASS', 'TRUE_FAIL', 'FALSE_FAIL');
CREATE TYPE "PostMergeOutcome" AS ENUM ('CLEAN', 'REGRESSION', 'REVERTED');
CREATE TYPE "DesignationAction" AS ENUM ('DESIGNATE', 'WITHDRAW');

-- ---------------------------------------------------------------------------
-- Cohorts and attempts (docs/specification.md §3)
-- ---------------------------------------------------------------------------
CREATE TABLE "cohort" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "fingerprint" crl_digest NOT NULL,
  "project_id" uuid NOT NULL,
  "capability_key" crl_capability_key NOT NULL,
  "scope_fingerprint" crl_digest NOT NULL,
  "runtime_fingerprint" crl_digest NOT NULL,
  "policy_fingerprint" crl_digest NOT NULL,
  "provider" crl_label NOT NULL,
  "model" crl_label NOT NULL,
  "runtime_version" crl_label NOT NULL,
  "harness_version" crl_label NOT NULL,
  "policy_version" crl_label NOT NULL,
  "created_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "cohort_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "cohort_fingerprint_key" ON "cohort" ("fingerprint");
CREATE INDEX "cohort_project_id_capability_key_idx" ON "cohort" ("project_id", "capability_key");

CREATE TABLE "attempt" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "cohort_id" uuid NOT NULL,
  "project_id" uuid NOT NULL,
  "capability_key" crl_capability_key NOT NULL,
  "attempt_group_id" uuid NOT NULL,
  "multiplicity" integer NOT NULL,
  "outcome_id" crl_reference NOT NULL,
  "task_ref" crl_reference NOT NULL,
  "work_package_ref" crl_reference,
  "agent_run_ref" crl_reference NOT NULL,
  "worker_ref" crl_reference NOT NULL,
  "outcome_code" "OutcomeCode" NOT NULL,
  "stop_reason_code" "StopReasonCode" NOT NULL,
  "attempt_number" integer NOT NULL,
  "started_at" timestamptz(6) NOT NULL,
  "finished_at" timestamptz(6) NOT NULL,
  "verification_mode" "VerificationMode" NOT NULL,
  "verification_result" "VerificationResult" NOT NULL,
  "verifier_ref" crl_reference,
  "verifier_model" crl_label,
  "acceptance_criteria_total" integer NOT NULL,
  "acceptance_criteria_met" integer NOT NULL,
  "validation_commands_total" integer NOT NULL,
  "validation_commands_passed" integer NOT NULL,
  "validation_commands_failed" integer NOT NULL,
  "human_override" boolean NOT NULL,
  "human_rejected" boolean NOT NULL,
  "rolled_back" boolean NOT NULL,
  "severity" "Severity" NOT NULL,
  "evidence_kinds" "EvidenceKind"[] NOT NULL,
  "evidence_digests" text[] NOT NULL CHECK (crl_digest_list("evidence_digests")),
  "outcome_digest" crl_digest NOT NULL,
  "content_digest" crl_digest NOT NULL,
  "recorded_by" crl_reference NOT NULL,
  "recorded_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "attempt_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "attempt_multiplicity_check" CHECK ("multiplicity" BETWEEN 1 AND 16),
  CONSTRAINT "attempt_attempt_number_check" CHECK ("attempt_number" BETWEEN 1 AND 1000000),
  CONSTRAINT "attempt_time_order_check" CHECK ("finished_at" >= "started_at"),
  CONSTRAINT "attempt_acceptance_criteria_check" CHECK ("acceptance_criteria_total" BETWEEN 0 AND 100000 AND "acceptance_criteria_met" BETWEEN 0 AND "acceptance_criteria_total"),
  CONSTRAINT "attempt_validation_commands_check" CHECK ("validation_commands_total" BETWEEN 0 AND 100000 AND "validation_commands_passed" >= 0 AND "validation_commands_failed" >= 0 AND "validation_commands_passed" + "validation_commands_failed" <= "validation_commands_total"),
  CONSTRAINT "attempt_evidence_check" CHECK (cardinality("evidence_kinds") = cardinality("evidence_digests") AND cardinality("evidence_digests") <= 32 AND array_position("evidence_digests", NULL) IS NULL AND array_position("evidence_kinds", NULL) IS NULL),
  CONSTRAINT "attempt_verification_check" CHECK (
    ("verification_mode" <> 'NONE' OR "verification_result" = 'NOT_RUN')
    AND ("verification_mode" NOT IN ('DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT') OR "verifier_ref" IS NOT NULL)
    AND ("verification_mode" <> 'INDEPENDENT_AGENT' OR ("verifier_model" IS NOT NULL AND "verifier_ref" <> "worker_ref"))
  )
);
CREATE UNIQUE INDEX "attempt_project_id_outcome_id_capability_key_key" ON "attempt" ("project_id", "outcome_id", "capability_key");
CREATE INDEX "attempt_cohort_id_finished_at_id_idx" ON "attempt" ("cohort_id", "finished_at", "id");
CREATE INDEX "attempt_cohort_id_recorded_at_id_idx" ON "attempt" ("cohort_id", "recorded_at", "id");
CREATE INDEX "attempt_attempt_group_id_idx" ON "attempt" ("attempt_group_id");
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_cohort_id_fkey" FOREIGN KEY ("cohort_id") REFERENCES "cohort" ("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- ---------------------------------------------------------------------------
-- Adjudications (docs/specification.md §4)
-- ---------------------------------------------------------------------------
CREATE TABLE "adjudication" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "attempt_id" uuid NOT NULL,
  "seq" integer NOT NULL,
  "kind" "AdjudicationKind" NOT NULL,
  "idempotency_key" crl_reference NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "verification_mode" "VerificationMode",
  "verification_result" "VerificationResult",
  "verifier_ref" crl_reference,
  "verifier_model" crl_label,
  "evidence_digests" text[] NOT NULL CHECK (crl_digest_list("evidence_digests")),
  "reason_digest" crl_digest,
  "content_digest" crl_digest NOT NULL,
  "recorded_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "adjudication_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "adjudication_seq_check" CHECK ("seq" >= 1),
  CONSTRAINT "adjudication_evidence_check" CHECK (cardinality("evidence_digests") <= 32 AND array_position("evidence_digests", NULL) IS NULL),
  CONSTRAINT "adjudication_verification_check" CHECK (
    CASE WHEN "kind" = 'VERIFICATION_RECORDED' THEN
      "verification_mode" IS NOT NULL AND "verification_result" IS NOT NULL
      AND ("verification_mode" <> 'NONE' OR "verification_result" = 'NOT_RUN')
      AND ("verification_mode" NOT IN ('DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT') OR "verifier_ref" IS NOT NULL)
      AND ("verification_mode" <> 'INDEPENDENT_AGENT' OR "verifier_model" IS NOT NULL)
    ELSE
      "verification_mode" IS NULL AND "verification_result" IS NULL AND "verifier_ref" IS NULL AND "verifier_model" IS NULL
    END
  )
);
CREATE UNIQUE INDEX "adjudication_attempt_id_seq_key" ON "adjudication" ("attempt_id", "seq");
CREATE UNIQUE INDEX "adjudication_attempt_id_idempotency_key_key" ON "adjudication" ("attempt_id", "idempotency_key");
ALTER TABLE "adjudication" ADD CONSTRAINT "adjudication_attempt_id_fkey" FOREIGN KEY ("attempt_id") REFERENCES "attempt" ("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- ---------------------------------------------------------------------------
-- Credentials (docs/specification.md §10): only hashes are stored; revocation is appended.
-- ---------------------------------------------------------------------------
CREATE TABLE "api_token" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "token_hash" crl_digest NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "roles" "TokenRole"[] NOT NULL,
  "all_projects" boolean NOT NULL,
  "project_ids" uuid[] NOT NULL,
  "created_by" crl_reference NOT NULL,
  "created_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "api_token_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "api_token_roles_check" CHECK (cardinality("roles") BETWEEN 1 AND 4 AND array_position("roles", NULL) IS NULL
    AND NOT ('recorder' = ANY ("roles") AND 'adjudicator' = ANY ("roles"))),
  CONSTRAINT "api_token_projects_check" CHECK (("all_projects" OR cardinality("project_ids") >= 1) AND cardinality("project_ids") <= 1000 AND array_position("project_ids", NULL) IS NULL)
);
CREATE UNIQUE INDEX "api_token_token_hash_key" ON "api_token" ("token_hash");

CREATE TABLE "token_revocation" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "token_id" uuid NOT NULL,
  "revoked_by" crl_reference NOT NULL,
  "revoked_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "token_revocation_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "token_revocation_token_id_key" ON "token_revocation" ("token_id");
ALTER TABLE "token_revocation" ADD CONSTRAINT "token_revocation_token_id_fkey" FOREIGN KEY ("token_id") REFERENCES "api_token" ("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- ---------------------------------------------------------------------------
-- The agreement log (docs/specification.md §7)
-- ---------------------------------------------------------------------------
CREATE TABLE "agreement_event" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "project_id" uuid NOT NULL,
  "decision_id" crl_reference NOT NULL,
  "event_type" "AgreementEventType" NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "pr_ref" crl_reference,
  "lane" crl_label,
  "risk_tier" "RiskTier",
  "agent_ref" crl_reference,
  "guardrail_verdict" "GuardrailVerdict",
  "guardrail_confidence" double precision,
  "guardrail_check_keys" text[] NOT NULL CHECK (crl_label_list("guardrail_check_keys")),
  "guardrail_check_results" "GuardrailCheckResult"[] NOT NULL,
  "property" crl_label,
  "workflow_slug" crl_label,
  "phase" crl_label,
  "artifact_ref" crl_reference,
  "proposal_digest" crl_digest,
  "human_verdict" "HumanVerdict",
  "agreement" "Agreement",
  "reviewer_ref" crl_reference,
  "reason_digest" crl_digest,
  "proposal_to_merge_diff_digest" crl_digest,
  "human_review_latency_seconds" integer,
  "post_merge_outcome" "PostMergeOutcome",
  "evidence_digest" crl_digest,
  "content_digest" crl_digest NOT NULL,
  "recorded_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "agreement_event_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "agreement_event_checks_check" CHECK (cardinality("guardrail_check_keys") = cardinality("guardrail_check_results") AND cardinality("guardrail_check_keys") <= 64
    AND array_position("guardrail_check_keys", NULL) IS NULL AND array_position("guardrail_check_results", NULL) IS NULL),
  CONSTRAINT "agreement_event_confidence_check" CHECK ("guardrail_confidence" IS NULL OR ("guardrail_confidence" >= 0 AND "guardrail_confidence" <= 1)),
  CONSTRAINT "agreement_event_latency_check" CHECK ("human_review_latency_seconds" IS NULL OR "human_review_latency_seconds" >= 0),
  CONSTRAINT "agreement_event_shape_check" CHECK (
    CASE "event_type"
      WHEN 'PROPOSED' THEN
        "lane" IS NOT NULL AND "risk_tier" IS NOT NULL AND "agent_ref" IS NOT NULL AND "guardrail_verdict" IS NOT NULL
        AND "property" IS NOT NULL AND "workflow_slug" IS NOT NULL AND "phase" IS NOT NULL AND "artifact_ref" IS NOT NULL AND "proposal_digest" IS NOT NULL
        AND "human_verdict" IS NULL AND "agreement" IS NULL AND "reviewer_ref" IS NULL AND "reason_digest" IS NULL
        AND "proposal_to_merge_diff_digest" IS NULL AND "human_review_latency_seconds" IS NULL
        AND "post_merge_outcome" IS NULL AND "evidence_digest" IS NULL
      WHEN 'REVIEWED' THEN
        "human_verdict" IS NOT NULL AND "agreement" IS NOT NULL AND "reviewer_ref" IS NOT NULL
        AND ("human_verdict" NOT IN ('REVISE', 'WAIVE') OR "reason_digest" IS NOT NULL)
        AND "lane" IS NULL AND "risk_tier" IS NULL AND "agent_ref" IS NULL AND "guardrail_verdict" IS NULL AND "guardrail_confidence" IS NULL
        AND cardinality("guardrail_check_keys") = 0 AND "property" IS NULL AND "workflow_slug" IS NULL AND "phase" IS NULL
        AND "artifact_ref" IS NULL AND "proposal_digest" IS NULL AND "pr_ref" IS NULL
        AND "post_merge_outcome" IS NULL AND "evidence_digest" IS NULL
      ELSE
        "post_merge_outcome" IS NOT NULL AND "evidence_digest" IS NOT NULL
        AND "lane" IS NULL AND "risk_tier" IS NULL AND "agent_ref" IS NULL AND "guardrail_verdict" IS NULL AND "guardrail_confidence" IS NULL
        AND cardinality("guardrail_check_keys") = 0 AND "property" IS NULL AND "workflow_slug" IS NULL AND "phase" IS NULL
        AND "artifact_ref" IS NULL AND "proposal_digest" IS NULL AND "pr_ref" IS NULL
        AND "human_verdict" IS NULL AND "agreement" IS NULL AND "reviewer_ref" IS NULL AND "reason_digest" IS NULL
        AND "proposal_to_merge_diff_digest" IS NULL AND "human_review_latency_seconds" IS NULL
    END
  )
);
CREATE UNIQUE INDEX "agreement_event_project_id_decision_id_event_type_key" ON "agreement_event" ("project_id", "decision_id", "event_type");
CREATE INDEX "agreement_event_project_id_lane_recorded_at_idx" ON "agreement_event" ("project_id", "lane", "recorded_at");

CREATE TABLE "property_designation" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "property" crl_label NOT NULL,
  "action" "DesignationAction" NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "recorded_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "property_designation_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "property_designation_property_recorded_at_idx" ON "property_designation" ("property", "recorded_at");

-- ---------------------------------------------------------------------------
-- Append-only, enforced for every role including the owner (docs/specification.md §2).
-- ---------------------------------------------------------------------------
CREATE FUNCTION crl_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on "%" is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege', HINT = 'append a new record instead';
END
$$;

-- The ledger's own clock stamps every row; a client can never choose it.
-- TG_ARGV[0] names the timestamp column of the table.
CREATE FUNCTION crl_stamp_clock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW := jsonb_populate_record(NEW, jsonb_build_object(TG_ARGV[0], now()));
  RETURN NEW;
END
$$;

DO $$
DECLARE
  ledger_table record;
BEGIN
  FOR ledger_table IN
    SELECT * FROM (VALUES
      ('cohort', 'created_at'), ('attempt', 'recorded_at'), ('adjudication', 'recorded_at'),
      ('api_token', 'created_at'), ('token_revocation', 'revoked_at'),
      ('agreement_event', 'recorded_at'), ('property_designation', 'recorded_at')
    ) AS t(name, clock_column)
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

-- ---------------------------------------------------------------------------
-- Adjudication sequence (docs/specification.md §4): gapless per attempt, assigned here under
-- a row lock on the attempt, never taken from the client. SECURITY DEFINER because
-- taking a row lock needs a privilege the application role does not hold.
-- The same function refuses self-grading: an actor that is the attempt's worker or
-- recorder (drift detection, which the ledger appends itself, is the exception).
-- ---------------------------------------------------------------------------
CREATE FUNCTION crl_lock_attempt(target uuid) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM 1 FROM attempt WHERE id = target FOR NO KEY UPDATE;
  RETURN FOUND;
END
$$;

CREATE FUNCTION crl_sequence_adjudication() RETURNS trigger
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
  SELECT coalesce(max(seq), 0) + 1 INTO NEW.seq FROM adjudication WHERE attempt_id = NEW.attempt_id;
  RETURN NEW;
END
$$;

CREATE TRIGGER "adjudication_sequence" BEFORE INSERT ON "adjudication"
  FOR EACH ROW EXECUTE FUNCTION crl_sequence_adjudication();

-- ---------------------------------------------------------------------------
-- The application role: SELECT and INSERT on the ledger, nothing else.
-- Roles are cluster-wide, so creation tolerates a concurrent or earlier creator.
-- ---------------------------------------------------------------------------
DO $$
BEGIN
  CREATE ROLE crl_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;

DO $$
BEGIN
  EXECUTE format('GRANT crl_app TO %I', current_user);
EXCEPTION WHEN OTHERS THEN NULL; -- superusers and existing members need no grant
END
$$;

GRANT USAGE ON SCHEMA public TO crl_app;
GRANT SELECT, INSERT ON "cohort", "attempt", "adjudication", "api_token", "token_revocation", "agreement_event", "property_designation" TO crl_app;
REVOKE ALL ON FUNCTION crl_lock_attempt(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION crl_lock_attempt(uuid) TO crl_app;
