-- The screened domains' CHECKs call the credential screen through a PL/pgSQL function.
--
-- The screen, crl_holds_credential, is a LANGUAGE sql function with a RETURN body: about
-- 120 rules, each a keyword test and a regular expression. Called from a CHECK, it was
-- inlined there, and so built again, as an expression of several thousand steps, for
-- every domain value a statement could cast, each time the statement ran: a single
-- write of one attempt (nine screened columns of the attempt, six of its cohort) spent
-- about half its backend CPU preparing the screen, whether or not a row was written
-- (docs/benchmarks/single-write.md, "Where a write's backend time goes").
--
-- crl_value_holds_credential holds the same screen, inlined into its one RETURN
-- expression, which PL/pgSQL prepares once per transaction and reuses for every value
-- of it. The rules, their text and their order are unchanged: the CHECKs say exactly
-- what they said (src/domain/grammars.ts domainCheckSql; test/integration/grammars.test.ts
-- holds the SQL to the TypeScript). The function names the screen by its schema and runs
-- on the ledger's pinned search path like every function but the screen itself
-- (docs/security.md). STRICT: a NULL is not called for, and passes the CHECK as before.
-- EXECUTE stays with PUBLIC, as the screen's: every role that writes or casts to the
-- domains calls it.
CREATE FUNCTION public.crl_value_holds_credential(value text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  RETURN public.crl_holds_credential(value);
END
$$;

ALTER DOMAIN crl_reference DROP CONSTRAINT crl_reference_check;
ALTER DOMAIN crl_reference ADD CONSTRAINT crl_reference_check CHECK (
  VALUE ~ '^[A-Za-z0-9][A-Za-z0-9._:@/-]{0,127}$'
  AND NOT crl_value_holds_credential(VALUE)
) NOT VALID;

ALTER DOMAIN crl_capability_key DROP CONSTRAINT crl_capability_key_check;
ALTER DOMAIN crl_capability_key ADD CONSTRAINT crl_capability_key_check CHECK (
  VALUE ~ '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*){0,7}$'
  AND length(VALUE) <= 128
  AND NOT crl_value_holds_credential(VALUE)
) NOT VALID;

ALTER DOMAIN crl_label DROP CONSTRAINT crl_label_check;
ALTER DOMAIN crl_label ADD CONSTRAINT crl_label_check CHECK (
  VALUE ~ '^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$'
  AND NOT crl_value_holds_credential(VALUE)
) NOT VALID;

-- Validated where the rows already stored pass, as the screen's own migration did
-- (20261207040000_jwt_any_length): the same screen, so a ledger whose constraints were
-- valid finds them valid again; one that kept them NOT VALID keeps them so.
DO $$
DECLARE
  checked record;
BEGIN
  FOR checked IN SELECT * FROM (VALUES ('crl_reference', 'crl_reference_check'), ('crl_capability_key', 'crl_capability_key_check'), ('crl_label', 'crl_label_check')) AS d(domain_name, constraint_name)
  LOOP
    BEGIN
      EXECUTE format('ALTER DOMAIN %I VALIDATE CONSTRAINT %I', checked.domain_name, checked.constraint_name);
    EXCEPTION WHEN check_violation THEN
      RAISE NOTICE 'a stored % value predates the screen of %; the constraint checks new values only', checked.domain_name, checked.constraint_name;
    END;
  END LOOP;
END
$$;
