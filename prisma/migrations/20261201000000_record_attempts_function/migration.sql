-- One statement for recording outcomes (docs/specification.md §3.3, §5;
-- src/modules/attempts/store.ts). The API, the batch and the bulk import all write
-- attempts through this one function, called as a single autocommit statement, so a
-- single write is one round trip and one transaction.
--
-- Inside, in this order, each step a statement of its own (in READ COMMITTED every
-- statement of a VOLATILE function takes a fresh snapshot, so the lookup sees every
-- row committed by a writer that held the lock before us):
--   1. lock     a transaction-level advisory lock per (project, outcome), taken in one
--               global order, so writers of the same outcome are serialised and two
--               batches sharing outcomes never deadlock;
--   2. lookup   the outcomes already stored: their rows are returned (stored = true)
--               and nothing is written for them; the caller decides replay or
--               conflict by comparing digests (and appends drift for a conflict);
--   3. cohorts  the cohorts of the new rows that do not exist yet are created, in
--               fingerprint order, ON CONFLICT DO NOTHING;
--   4. insert   the attempt rows of the new outcomes, each joined to its cohort by
--               project and fingerprint, returned (stored = false).
-- The clock, append-only and CHECK/domain rules of the tables apply as to any insert.
--
-- Every array holds one element per attempt row (outcome fields repeated for each of
-- its capabilities); an outcome must appear once per call (the caller de-duplicates).
-- SECURITY INVOKER: it writes with the caller's own privileges (crl_app: SELECT and
-- INSERT on cohort and attempt), so it grants nothing the caller did not have.
CREATE FUNCTION crl_record_attempts(
  project_ids uuid[], outcome_ids text[], capability_keys text[], group_ids uuid[], multiplicities integer[],
  task_refs text[], work_package_refs text[], agent_run_refs text[], worker_refs text[], outcome_codes text[],
  stop_reason_codes text[], attempt_numbers integer[], started_ats timestamptz[], finished_ats timestamptz[],
  verification_modes text[], verification_results text[], verifier_refs text[], verifier_models text[],
  criteria_totals integer[], criteria_mets integer[], commands_totals integer[], commands_passeds integer[],
  commands_faileds integer[], human_overrides boolean[], human_rejecteds boolean[], rolled_backs boolean[],
  severities text[], evidence jsonb[], outcome_digests text[], content_digests text[],
  cohort_fingerprints text[], scope_fingerprints text[], runtime_fingerprints text[], policy_fingerprints text[],
  providers text[], models text[], runtime_versions text[], harness_versions text[], policy_versions text[],
  recorder text
) RETURNS TABLE (
  stored boolean, id uuid, project_id uuid, outcome_id text, capability_key text, cohort_id uuid,
  attempt_group_id uuid, recorded_by text, recorded_at timestamptz, outcome_digest text
)
LANGUAGE plpgsql VOLATILE SECURITY INVOKER SET search_path = public, pg_temp AS $$
#variable_conflict use_column
DECLARE
  stored_keys text[];
BEGIN
  -- 1. lock
  PERFORM pg_advisory_xact_lock(k.h)
     FROM (SELECT DISTINCT hashtextextended(u.p::text || '/' || u.o, 0) AS h
             FROM unnest(project_ids, outcome_ids) AS u(p, o) ORDER BY 1) AS k;

  -- 2. lookup: two ANY() lists keep this on the unique index even without planner
  -- statistics; the cross product they can over-select is harmless (only the keys of
  -- this call are compared against it, and the caller narrows the returned rows).
  stored_keys := ARRAY(
    SELECT DISTINCT a.project_id::text || '/' || a.outcome_id::text FROM attempt a
     WHERE a.project_id = ANY (project_ids) AND a.outcome_id = ANY (outcome_ids));
  IF cardinality(stored_keys) > 0 THEN
    RETURN QUERY
      SELECT true, a.id, a.project_id, a.outcome_id::text, a.capability_key::text, a.cohort_id, a.attempt_group_id,
             a.recorded_by::text, a.recorded_at, a.outcome_digest::text
        FROM attempt a
       WHERE a.project_id = ANY (project_ids) AND a.outcome_id = ANY (outcome_ids)
       ORDER BY a.project_id, a.outcome_id, a.capability_key;
  END IF;

  -- 3. cohorts
  INSERT INTO cohort (fingerprint, project_id, capability_key, scope_fingerprint, runtime_fingerprint, policy_fingerprint,
                      provider, model, runtime_version, harness_version, policy_version)
  SELECT DISTINCT ON (u.f) u.f, u.p, u.c, u.sf, u.rf, u.pf, u.pr, u.m, u.rv, u.hv, u.pv
    FROM unnest(cohort_fingerprints, project_ids, capability_keys, scope_fingerprints, runtime_fingerprints,
                policy_fingerprints, providers, models, runtime_versions, harness_versions, policy_versions, outcome_ids)
           AS u(f, p, c, sf, rf, pf, pr, m, rv, hv, pv, o)
   WHERE NOT (u.p::text || '/' || u.o = ANY (stored_keys))
     AND NOT EXISTS (SELECT 1 FROM cohort x WHERE x.fingerprint = u.f AND x.project_id = u.p)
   ORDER BY u.f
  -- No conflict target: a cohort is unique by (project, fingerprint) in whichever
  -- unique index the schema keys it by (docs/scaling.md).
  ON CONFLICT DO NOTHING;

  -- 4. insert
  RETURN QUERY
    WITH inserted AS (
      INSERT INTO attempt (cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref,
          work_package_ref, agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
          verification_mode, verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
          validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
          rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by)
      SELECT c.id, t.project_id, t.capability_key, t.group_id, t.multiplicity, t.outcome_id, t.task_ref,
          t.work_package_ref, t.agent_run_ref, t.worker_ref, t.outcome_code::"OutcomeCode", t.stop_reason_code::"StopReasonCode",
          t.attempt_number, t.started_at, t.finished_at, t.verification_mode::"VerificationMode",
          t.verification_result::"VerificationResult", t.verifier_ref, t.verifier_model, t.criteria_total, t.criteria_met,
          t.commands_total, t.commands_passed, t.commands_failed, t.human_override, t.human_rejected, t.rolled_back,
          t.severity::"Severity",
          ARRAY(SELECT (e->>'kind')::"EvidenceKind" FROM jsonb_array_elements(t.evidence) AS e),
          ARRAY(SELECT e->>'digest' FROM jsonb_array_elements(t.evidence) AS e),
          t.outcome_digest, t.content_digest, recorder
        FROM unnest(project_ids, outcome_ids, capability_keys, group_ids, multiplicities, task_refs, work_package_refs,
                    agent_run_refs, worker_refs, outcome_codes, stop_reason_codes, attempt_numbers, started_ats, finished_ats,
                    verification_modes, verification_results, verifier_refs, verifier_models, criteria_totals, criteria_mets,
                    commands_totals, commands_passeds, commands_faileds, human_overrides, human_rejecteds, rolled_backs,
                    severities, evidence, outcome_digests, content_digests, cohort_fingerprints)
               WITH ORDINALITY
               AS t(project_id, outcome_id, capability_key, group_id, multiplicity, task_ref, work_package_ref,
                    agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
                    verification_mode, verification_result, verifier_ref, verifier_model, criteria_total, criteria_met,
                    commands_total, commands_passed, commands_failed, human_override, human_rejected, rolled_back,
                    severity, evidence, outcome_digest, content_digest, fingerprint, n)
        -- A LEFT JOIN: a row whose cohort is missing is refused (cohort_id NOT NULL), never dropped.
        LEFT JOIN cohort c ON c.fingerprint = t.fingerprint AND c.project_id = t.project_id
       WHERE NOT (t.project_id::text || '/' || t.outcome_id = ANY (stored_keys))
       ORDER BY t.n
      RETURNING attempt.id, attempt.project_id, attempt.outcome_id, attempt.capability_key, attempt.cohort_id,
                attempt.attempt_group_id, attempt.recorded_by, attempt.recorded_at, attempt.outcome_digest
    )
    SELECT false, i.id, i.project_id, i.outcome_id::text, i.capability_key::text, i.cohort_id, i.attempt_group_id,
           i.recorded_by::text, i.recorded_at, i.outcome_digest::text
      FROM inserted i;
END
$$;

REVOKE ALL ON FUNCTION crl_record_attempts(uuid[], text[], text[], uuid[], integer[], text[], text[], text[], text[], text[],
  text[], integer[], timestamptz[], timestamptz[], text[], text[], text[], text[], integer[], integer[], integer[], integer[],
  integer[], boolean[], boolean[], boolean[], text[], jsonb[], text[], text[], text[], text[], text[], text[], text[], text[],
  text[], text[], text[], text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION crl_record_attempts(uuid[], text[], text[], uuid[], integer[], text[], text[], text[], text[], text[],
  text[], integer[], timestamptz[], timestamptz[], text[], text[], text[], text[], integer[], integer[], integer[], integer[],
  integer[], boolean[], boolean[], boolean[], text[], jsonb[], text[], text[], text[], text[], text[], text[], text[], text[],
  text[], text[], text[], text) TO crl_app;
