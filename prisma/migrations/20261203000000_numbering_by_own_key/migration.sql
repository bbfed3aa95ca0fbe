-- An adjudication's number is found through the unique index that ends in it.
--
-- The sequencing trigger of adjudications asked for max(seq) of the attempt. A
-- trigger's statements are cached plans of the session; after five executions
-- PostgreSQL may keep a generic plan, made with whatever statistics the tables had
-- then. On a ledger without statistics yet (a new database, autovacuum not run, or
-- off) that generic plan read max() through the project's (project_id, recorded_at,
-- id) index and filtered the rest, so numbering one adjudication read every
-- adjudication of its project (a 50,000-attempt project's 38,000 adjudications per
-- row), and the session kept that plan until the next ANALYZE. Asked as the last row
-- in the order of the unique key (attempt_id, project_id, seq), every plan, generic
-- or custom, with or without statistics, is one backward probe of that index
-- (test/integration/numbering-plans.test.ts). Post-merge revisions, numbered the same
-- way by max(revision), already plan through their unique key; the same test holds
-- them to it.

CREATE OR REPLACE FUNCTION public.crl_sequence_adjudication() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
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
  NEW.seq := coalesce((SELECT j.seq FROM adjudication j
                        WHERE j.attempt_id = NEW.attempt_id AND j.project_id = target.project_id
                        ORDER BY j.seq DESC LIMIT 1), 0) + 1;
  RETURN NEW;
END
$$;
