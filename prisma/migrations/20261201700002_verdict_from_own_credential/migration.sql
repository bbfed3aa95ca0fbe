-- A verifier's verdicts come from its own credential (docs/specification.md §4): a
-- VERIFICATION_RECORDED adjudication in an independent mode names as its verifier the
-- actor that appends it. The API takes the verifier from the token and refuses another
-- (src/modules/adjudications/inputs.ts, verdictOfOwnCredential); this refuses the same
-- row written by any path. Rows appended before the rule stay as they were.
CREATE FUNCTION crl_verdict_from_own_credential() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  IF NEW.kind = 'VERIFICATION_RECORDED' AND NEW.verification_mode IN ('DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT')
     AND NEW.verifier_ref IS DISTINCT FROM NEW.actor_ref THEN
    RAISE EXCEPTION 'a % verdict names its own actor as verifier: actor %, verifier %', NEW.verification_mode, NEW.actor_ref, NEW.verifier_ref
      USING ERRCODE = 'check_violation', CONSTRAINT = 'adjudication_verdict_from_own_credential';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER "adjudication_verdict_from_own_credential" BEFORE INSERT ON "adjudication"
  FOR EACH ROW EXECUTE FUNCTION crl_verdict_from_own_credential();
ALTER TABLE "adjudication" ENABLE ALWAYS TRIGGER "adjudication_verdict_from_own_credential";
