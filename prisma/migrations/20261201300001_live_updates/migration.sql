-- Live updates (docs/clients.md, "Subscriptions"): when attempts or adjudications
-- commit, every server process hears of it on the channel crl_ledger_events and tells
-- its subscribers. One statement-level trigger per table, with a transition table, so a
-- batch of 500 attempts costs one notice per project and one per cohort it touched, not
-- one per row. The notice is delivered when the transaction commits, and never if it
-- rolls back. The payload names what to re-read; it carries no ledger content beyond
-- ids, a count and the newest recordedAt.
CREATE FUNCTION crl_notify_attempts_recorded() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'attempt', 'projectId', r.project_id, 'count', count(*), 'recordedAt', max(r.recorded_at))::text)
    FROM recorded r GROUP BY r.project_id;
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'cohort', 'projectId', r.project_id, 'cohortId', r.cohort_id, 'recordedAt', max(r.recorded_at))::text)
    FROM recorded r GROUP BY r.project_id, r.cohort_id;
  RETURN NULL;
END
$$;

CREATE FUNCTION crl_notify_adjudications_appended() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'adjudication', 'projectId', a.project_id, 'count', count(*), 'recordedAt', max(j.recorded_at))::text)
    FROM appended j JOIN attempt a ON a.id = j.attempt_id GROUP BY a.project_id;
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'cohort', 'projectId', a.project_id, 'cohortId', a.cohort_id, 'recordedAt', max(j.recorded_at))::text)
    FROM appended j JOIN attempt a ON a.id = j.attempt_id GROUP BY a.project_id, a.cohort_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER "attempt_recorded_notice" AFTER INSERT ON "attempt"
  REFERENCING NEW TABLE AS recorded FOR EACH STATEMENT EXECUTE FUNCTION crl_notify_attempts_recorded();
CREATE TRIGGER "adjudication_appended_notice" AFTER INSERT ON "adjudication"
  REFERENCING NEW TABLE AS appended FOR EACH STATEMENT EXECUTE FUNCTION crl_notify_adjudications_appended();
ALTER TABLE "attempt" ENABLE ALWAYS TRIGGER "attempt_recorded_notice";
ALTER TABLE "adjudication" ENABLE ALWAYS TRIGGER "adjudication_appended_notice";
