-- The notice of appended adjudications (migration 20261201300001_live_updates) names each
-- row's project and cohort from the adjudication itself: the sequencing trigger (and
-- crl_append_drift_detection) copies both from the attempt before the row is stored, so
-- the transition table already holds them. It used to join the transition table to
-- `attempt` by id; with many rows in one statement the planner chose a hash join over a
-- sequential scan of `attempt`, so one statement's notice cost grew with the whole
-- ledger (docs/benchmarks.md, "Scale"). The payloads are unchanged.
CREATE OR REPLACE FUNCTION crl_notify_adjudications_appended() RETURNS trigger LANGUAGE plpgsql
SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'adjudication', 'projectId', j.project_id, 'count', count(*), 'recordedAt', max(j.recorded_at))::text)
    FROM appended j GROUP BY j.project_id;
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'cohort', 'projectId', j.project_id, 'cohortId', j.cohort_id, 'recordedAt', max(j.recorded_at))::text)
    FROM appended j GROUP BY j.project_id, j.cohort_id;
  RETURN NULL;
END
$$;
