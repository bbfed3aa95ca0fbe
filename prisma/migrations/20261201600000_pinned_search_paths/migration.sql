-- Names inside the ledger's functions resolve to the ledger's own objects, whoever calls.
-- A function without a search path of its own resolves relation and type names through
-- the caller's, and PostgreSQL searches the caller's temporary schema first unless the
-- path names it: a temporary table "adjudication" could pass the drift guard's ownership
-- check, and a temporary domain "crl_label" could switch off a list column's check.
-- Every function now has the same path, pg_temp listed last (docs/security.md);
-- test/integration/database-identity.test.ts fails on any function, later ones
-- included, that does not.

ALTER FUNCTION crl_append_drift_detection(uuid, crl_digest, crl_reference, crl_digest) SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_check_graded_verification() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_digest_list(text[]) SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_distinct_list(text[]) SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_guard_annotation_text() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_guard_drift_detection() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_guard_project_annotation_text() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_json_number(double precision) SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_label_list(text[]) SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_lock_attempt(uuid) SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_notify_adjudications_appended() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_notify_attempts_recorded() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_notify_token_revocation() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_record_attempts(uuid[], text[], text[], uuid[], integer[], text[], text[], text[], text[], text[], text[], integer[],
  timestamptz[], timestamptz[], text[], text[], text[], text[], integer[], integer[], integer[], integer[], integer[], boolean[], boolean[],
  boolean[], text[], jsonb[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text)
  SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_redact_annotation(crl_digest, crl_reference) SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_redact_annotation(uuid, crl_digest, crl_reference) SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_refuse_change() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_sequence_adjudication() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_settled_through() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_stamp_clock() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_transparency_leaf_gapless() SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION crl_write_stamp() SET search_path = pg_catalog, public, pg_temp;

-- The server needs no temporary objects: nobody but the owner may create them in this
-- database (the name differs per database, hence the DO block). The server refuses to
-- start on a login that still can (src/db/login.ts).
DO $$
BEGIN
  EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC, crl_app', current_database());
END
$$;
