-- A write's replay lookup probes the unique key of the outcomes it writes.
--
-- crl_record_attempts asks, before it inserts, which outcomes of the call are
-- already recorded. Written as `project_id = ANY (…) AND outcome_id = ANY (…)`, that
-- lookup was planned from what the statistics say of the call's project. Of a project
-- newer than the last ANALYZE they say nothing: its rows are estimated as the rare
-- remainder (one), every index that begins with project_id costs the same, and the
-- plan read the project through (project_id, worker_ref, recorded_at, id) with
-- outcome_id as a filter. One write then read every attempt of its project (a third
-- of the database's CPU per write in bench:requests, where each run writes to a new
-- project), and grew with the project until autovacuum analysed the table, after a
-- tenth of it had changed. Asked as one probe per (project, outcome) pair of the call,
-- the lookup and the replay's read go through the unique key (project_id, outcome_id,
-- capability_key) with any statistics (test/integration/write-lookup-plans.test.ts).
-- The probes are subqueries run per pair, never a semi-join: as a join (`IN (SELECT …
-- FROM unnest(…))`) the lookup of a 500-outcome batch once became a parallel scan of the
-- table with a hash join on a ledger without statistics (docs/benchmarks.md, Ingest).
-- Nothing else in the function changes; its grants are kept by CREATE OR REPLACE.

CREATE OR REPLACE FUNCTION public.crl_record_attempts(project_ids uuid[], outcome_ids text[], capability_keys text[], group_ids uuid[], multiplicities integer[], task_refs text[], work_package_refs text[], agent_run_refs text[], worker_refs text[], outcome_codes text[], stop_reason_codes text[], attempt_numbers integer[], started_ats timestamp with time zone[], finished_ats timestamp with time zone[], verification_modes text[], verification_results text[], verifier_refs text[], verifier_models text[], criteria_totals integer[], criteria_mets integer[], commands_totals integer[], commands_passeds integer[], commands_faileds integer[], human_overrides boolean[], human_rejecteds boolean[], rolled_backs boolean[], severities text[], evidence jsonb[], outcome_digests text[], content_digests text[], cohort_fingerprints text[], scope_fingerprints text[], runtime_fingerprints text[], policy_fingerprints text[], providers text[], models text[], runtime_versions text[], harness_versions text[], policy_versions text[], recorder text) RETURNS TABLE(stored boolean, id uuid, project_id uuid, outcome_id text, capability_key text, cohort_id uuid, attempt_group_id uuid, recorded_by text, recorded_at timestamp with time zone, outcome_digest text)
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
#variable_conflict use_column
DECLARE
  stored_keys text[];
BEGIN
  -- 1. lock
  PERFORM pg_advisory_xact_lock(k.h)
     FROM (SELECT DISTINCT hashtextextended(u.p::text || '/' || u.o, 0) AS h
             FROM unnest(project_ids, outcome_ids) AS u(p, o) ORDER BY 1) AS k;

  -- 2. lookup: one probe of the unique key (project_id, outcome_id, capability_key)
  -- per (project, outcome) of the call. Each probe is a subquery run per pair (a
  -- scalar subquery in the lookup, an OFFSET 0 lateral one in the replay's read, so
  -- neither can be turned into a join that scans the table), with the pair as its
  -- parameters: the planner costs those by the table's average rows per project, never
  -- by what the statistics say of one project, and only the unique key serves both.
  stored_keys := ARRAY(
    SELECT DISTINCT u.p::text || '/' || u.o
      FROM unnest(project_ids, outcome_ids) AS u(p, o)
     WHERE (SELECT true FROM attempt a WHERE a.project_id = u.p AND a.outcome_id = u.o LIMIT 1));
  IF cardinality(stored_keys) > 0 THEN
    RETURN QUERY
      SELECT true, a.id, a.project_id, a.outcome_id::text, a.capability_key::text, a.cohort_id, a.attempt_group_id,
             a.recorded_by::text, a.recorded_at, a.outcome_digest::text
        FROM (SELECT DISTINCT p, o FROM unnest(project_ids, outcome_ids) AS u(p, o)) AS u,
             LATERAL (SELECT * FROM attempt a WHERE a.project_id = u.p AND a.outcome_id = u.o OFFSET 0) AS a
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
