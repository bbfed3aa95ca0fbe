-- Project display labels (docs/specification.md §3.1, "Project labels"): an admin of a
-- project gives it a name for people to read (dashboards show it in place of the bare
-- UUID). Append-only: a new label is a new row, numbered per project by `seq` (assigned
-- here, under a per-project lock, never taken from the client), and the row with the
-- highest `seq` is the project's label; earlier ones stay as history. The clock stamps
-- `created_at`, but two sets may share a millisecond, so the order is `seq`'s. Each set
-- is idempotent on (project_id, idempotency_key): the same label again under the same key
-- is a replay, another label under it a conflict. The label is a crl_label, so the
-- grammar and the credential screen hold here as in the API.
CREATE TABLE "project_label" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "project_id" uuid NOT NULL,
  "seq" integer NOT NULL,
  "label" crl_label NOT NULL,
  "idempotency_key" crl_reference NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "created_at" timestamptz(6) NOT NULL DEFAULT now(),
  "content_digest" crl_digest NOT NULL,
  CONSTRAINT "project_label_pkey" PRIMARY KEY ("id", "project_id"),
  CONSTRAINT "project_label_seq_check" CHECK ("seq" >= 1)
);
CREATE UNIQUE INDEX "project_label_project_id_idempotency_key_key" ON "project_label" ("project_id", "idempotency_key");
-- The latest label of a project: the last entry of its project in this index.
CREATE UNIQUE INDEX "project_label_project_id_seq_key" ON "project_label" ("project_id", "seq");
CREATE INDEX "project_label_created_at_idx" ON "project_label" ("created_at");

-- One set of a project's label at a time (a transaction-scoped advisory lock keyed by the
-- project; namespace 1347571276, "PLBL"): the next set waits, then reads this one's row
-- (each statement of a READ COMMITTED transaction takes a fresh snapshot), so `seq`
-- follows the order the sets committed in. The unique index refuses any other outcome.
-- Its trigger's name sorts before the clock's (triggers fire in name order), so a set that
-- waited takes its stamp after the one it waited for: stamps never run against `seq`.
CREATE FUNCTION crl_sequence_project_label() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1347571276, hashtext(NEW.project_id::text));
  NEW.seq := coalesce((SELECT max(l.seq) FROM public.project_label l WHERE l.project_id = NEW.project_id), 0) + 1;
  RETURN NEW;
END
$$;

CREATE TRIGGER "project_label_append_only" BEFORE UPDATE OR DELETE ON "project_label"
  FOR EACH ROW EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "project_label_no_truncate" BEFORE TRUNCATE ON "project_label"
  FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "project_label_clock" BEFORE INSERT ON "project_label"
  FOR EACH ROW EXECUTE FUNCTION crl_stamp_clock('created_at');
CREATE TRIGGER "project_label_assign_seq" BEFORE INSERT ON "project_label"
  FOR EACH ROW EXECUTE FUNCTION crl_sequence_project_label();
ALTER TABLE "project_label" ENABLE ALWAYS TRIGGER "project_label_append_only";
ALTER TABLE "project_label" ENABLE ALWAYS TRIGGER "project_label_no_truncate";
ALTER TABLE "project_label" ENABLE ALWAYS TRIGGER "project_label_clock";
ALTER TABLE "project_label" ENABLE ALWAYS TRIGGER "project_label_assign_seq";

REVOKE ALL ON FUNCTION crl_sequence_project_label() FROM PUBLIC;
GRANT SELECT, INSERT ON "project_label" TO crl_app;
