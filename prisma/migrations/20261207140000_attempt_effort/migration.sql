-- Effort on the attempt (docs/specification.md §3.3, "Effort"): what an attempt cost, as
-- numbers and closed codes only. Every column is optional and, like the rest of the row,
-- written once: the append-only triggers, the clock and the grants of the table hold for
-- the new columns as they are (table-level grants; no trigger names a column list).
--
--   input_tokens, output_tokens   tokens the attempt's model read and wrote
--   cost_micros, cost_currency    its cost in integer micro-units (10^-6) of one ISO 4217 currency
--   harness_wall_time_ms          the harness's own wall time, where it differs from finished - started
--
-- Amounts are integers from 0 to 2^53 - 1 (crl_effort_amount), the largest integer every
-- JSON reader and IEEE 754 double holds exactly, so a transparency leaf (row_to_json writes
-- a bigint as a JSON number) reads back bit for bit (src/domain/effort.ts, MAX_EFFORT_AMOUNT).
-- The currency is one of a closed list (crl_currency), the list of src/domain/effort.ts
-- CURRENCY_CODES (test/integration/effort-currency.test.ts proves they agree); a cost has
-- both its amount and its currency or neither.
--
-- Rows recorded before this migration have NULL in every new column: no effort stated,
-- which the reports count as unknown, never as zero.
--
-- crl_record_attempts takes one more array per column, before `recorder`; a function's
-- signature cannot change in place, so the old one is dropped and the new one granted as
-- the baseline granted it (to crl_app only, nothing to PUBLIC).

CREATE DOMAIN public.crl_effort_amount AS bigint
	CONSTRAINT crl_effort_amount_check CHECK ((VALUE >= 0) AND (VALUE <= 9007199254740991));

CREATE DOMAIN public.crl_currency AS text
	CONSTRAINT crl_currency_check CHECK (VALUE IN ('AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BHD', 'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP', 'CRC', 'CUC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD', 'HNL', 'HRK', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF', 'KPW', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SLL', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'USD', 'UYU', 'UZS', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XDR', 'XOF', 'XPF', 'XSU', 'YER', 'ZAR', 'ZMW', 'ZWG', 'ZWL'));

ALTER TABLE public.attempt
  ADD COLUMN input_tokens public.crl_effort_amount,
  ADD COLUMN output_tokens public.crl_effort_amount,
  ADD COLUMN cost_micros public.crl_effort_amount,
  ADD COLUMN cost_currency public.crl_currency,
  ADD COLUMN harness_wall_time_ms public.crl_effort_amount,
  ADD CONSTRAINT attempt_cost_currency_check CHECK ((cost_micros IS NULL) = (cost_currency IS NULL));

DROP FUNCTION public.crl_record_attempts(project_ids uuid[], outcome_ids text[], capability_keys text[], group_ids uuid[], multiplicities integer[], task_refs text[], work_package_refs text[], agent_run_refs text[], worker_refs text[], outcome_codes text[], stop_reason_codes text[], attempt_numbers integer[], started_ats timestamp with time zone[], finished_ats timestamp with time zone[], verification_modes text[], verification_results text[], verifier_refs text[], verifier_models text[], criteria_totals integer[], criteria_mets integer[], commands_totals integer[], commands_passeds integer[], commands_faileds integer[], human_overrides boolean[], human_rejecteds boolean[], rolled_backs boolean[], severities text[], evidence jsonb[], outcome_digests text[], content_digests text[], cohort_fingerprints text[], scope_fingerprints text[], runtime_fingerprints text[], policy_fingerprints text[], providers text[], models text[], runtime_versions text[], harness_versions text[], policy_versions text[], recorder text);

CREATE FUNCTION public.crl_record_attempts(project_ids uuid[], outcome_ids text[], capability_keys text[], group_ids uuid[], multiplicities integer[], task_refs text[], work_package_refs text[], agent_run_refs text[], worker_refs text[], outcome_codes text[], stop_reason_codes text[], attempt_numbers integer[], started_ats timestamp with time zone[], finished_ats timestamp with time zone[], verification_modes text[], verification_results text[], verifier_refs text[], verifier_models text[], criteria_totals integer[], criteria_mets integer[], commands_totals integer[], commands_passeds integer[], commands_faileds integer[], human_overrides boolean[], human_rejecteds boolean[], rolled_backs boolean[], severities text[], evidence jsonb[], outcome_digests text[], content_digests text[], cohort_fingerprints text[], scope_fingerprints text[], runtime_fingerprints text[], policy_fingerprints text[], providers text[], models text[], runtime_versions text[], harness_versions text[], policy_versions text[], input_token_counts bigint[], output_token_counts bigint[], cost_amounts_micros bigint[], cost_currency_codes text[], harness_wall_times_ms bigint[], recorder text) RETURNS TABLE(stored boolean, id uuid, project_id uuid, outcome_id text, capability_key text, cohort_id uuid, attempt_group_id uuid, recorded_by text, recorded_at timestamp with time zone, outcome_digest text)
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
          rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, input_tokens, output_tokens,
          cost_micros, cost_currency, harness_wall_time_ms, recorded_by)
      SELECT c.id, t.project_id, t.capability_key, t.group_id, t.multiplicity, t.outcome_id, t.task_ref,
          t.work_package_ref, t.agent_run_ref, t.worker_ref, t.outcome_code::"OutcomeCode", t.stop_reason_code::"StopReasonCode",
          t.attempt_number, t.started_at, t.finished_at, t.verification_mode::"VerificationMode",
          t.verification_result::"VerificationResult", t.verifier_ref, t.verifier_model, t.criteria_total, t.criteria_met,
          t.commands_total, t.commands_passed, t.commands_failed, t.human_override, t.human_rejected, t.rolled_back,
          t.severity::"Severity",
          ARRAY(SELECT (e->>'kind')::"EvidenceKind" FROM jsonb_array_elements(t.evidence) AS e),
          ARRAY(SELECT e->>'digest' FROM jsonb_array_elements(t.evidence) AS e),
          t.outcome_digest, t.content_digest, t.input_tokens, t.output_tokens, t.cost_micros, t.cost_currency,
          t.harness_wall_time_ms, recorder
        FROM unnest(project_ids, outcome_ids, capability_keys, group_ids, multiplicities, task_refs, work_package_refs,
                    agent_run_refs, worker_refs, outcome_codes, stop_reason_codes, attempt_numbers, started_ats, finished_ats,
                    verification_modes, verification_results, verifier_refs, verifier_models, criteria_totals, criteria_mets,
                    commands_totals, commands_passeds, commands_faileds, human_overrides, human_rejecteds, rolled_backs,
                    severities, evidence, outcome_digests, content_digests, cohort_fingerprints, input_token_counts,
                    output_token_counts, cost_amounts_micros, cost_currency_codes, harness_wall_times_ms)
               WITH ORDINALITY
               AS t(project_id, outcome_id, capability_key, group_id, multiplicity, task_ref, work_package_ref,
                    agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
                    verification_mode, verification_result, verifier_ref, verifier_model, criteria_total, criteria_met,
                    commands_total, commands_passed, commands_failed, human_override, human_rejected, rolled_back,
                    severity, evidence, outcome_digest, content_digest, fingerprint, input_tokens, output_tokens,
                    cost_micros, cost_currency, harness_wall_time_ms, n)
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

REVOKE ALL ON FUNCTION public.crl_record_attempts(project_ids uuid[], outcome_ids text[], capability_keys text[], group_ids uuid[], multiplicities integer[], task_refs text[], work_package_refs text[], agent_run_refs text[], worker_refs text[], outcome_codes text[], stop_reason_codes text[], attempt_numbers integer[], started_ats timestamp with time zone[], finished_ats timestamp with time zone[], verification_modes text[], verification_results text[], verifier_refs text[], verifier_models text[], criteria_totals integer[], criteria_mets integer[], commands_totals integer[], commands_passeds integer[], commands_faileds integer[], human_overrides boolean[], human_rejecteds boolean[], rolled_backs boolean[], severities text[], evidence jsonb[], outcome_digests text[], content_digests text[], cohort_fingerprints text[], scope_fingerprints text[], runtime_fingerprints text[], policy_fingerprints text[], providers text[], models text[], runtime_versions text[], harness_versions text[], policy_versions text[], input_token_counts bigint[], output_token_counts bigint[], cost_amounts_micros bigint[], cost_currency_codes text[], harness_wall_times_ms bigint[], recorder text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crl_record_attempts(project_ids uuid[], outcome_ids text[], capability_keys text[], group_ids uuid[], multiplicities integer[], task_refs text[], work_package_refs text[], agent_run_refs text[], worker_refs text[], outcome_codes text[], stop_reason_codes text[], attempt_numbers integer[], started_ats timestamp with time zone[], finished_ats timestamp with time zone[], verification_modes text[], verification_results text[], verifier_refs text[], verifier_models text[], criteria_totals integer[], criteria_mets integer[], commands_totals integer[], commands_passeds integer[], commands_faileds integer[], human_overrides boolean[], human_rejecteds boolean[], rolled_backs boolean[], severities text[], evidence jsonb[], outcome_digests text[], content_digests text[], cohort_fingerprints text[], scope_fingerprints text[], runtime_fingerprints text[], policy_fingerprints text[], providers text[], models text[], runtime_versions text[], harness_versions text[], policy_versions text[], input_token_counts bigint[], output_token_counts bigint[], cost_amounts_micros bigint[], cost_currency_codes text[], harness_wall_times_ms bigint[], recorder text) TO crl_app;
