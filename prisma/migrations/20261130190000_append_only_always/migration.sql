-- Every trigger of the ledger fires in every replication role (docs/specification.md §2).
-- A trigger enabled the default way (ORIGIN) does not fire in a session with
-- session_replication_role = replica, so whoever could set that (a superuser) could
-- switch off the append-only, clock and sequence triggers and then UPDATE, DELETE or
-- TRUNCATE ledger rows. ENABLE ALWAYS makes them fire regardless.
--
-- A loop over every trigger of every table of the schema, so the triggers of earlier
-- migrations are all covered; this migration sorts after them. A table or trigger
-- added by a later migration must do the same: test/integration/database-identity.test.ts
-- fails until it does. Internal triggers (the ones PostgreSQL creates for foreign keys)
-- are left as they are: only a superuser may change them, and they guard references,
-- not append-only-ness.
DO $$
DECLARE
  ledger_trigger record;
BEGIN
  FOR ledger_trigger IN
    SELECT c.relname AS table_name, t.tgname AS trigger_name
      FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND NOT t.tgisinternal AND t.tgenabled <> 'A'
     ORDER BY 1, 2
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', ledger_trigger.table_name, ledger_trigger.trigger_name);
  END LOOP;
END
$$;
