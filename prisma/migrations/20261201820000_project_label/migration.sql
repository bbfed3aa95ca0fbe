-- Project display labels (docs/specification.md §3.1, "Project labels"): an admin of a
-- project gives it a name for people to read (dashboards show it in place of the bare
-- UUID). Append-only: a new label is a new row and the latest one (by the ledger's clock,
-- then by id) is the project's label; earlier ones stay as history. Each set is
-- idempotent on (project_id, idempotency_key): the same label again under the same key is
-- a replay, another label under it a conflict. The label is a crl_label, so the grammar
-- and the credential screen hold here as in the API.
CREATE TABLE "project_label" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "project_id" uuid NOT NULL,
  "label" crl_label NOT NULL,
  "idempotency_key" crl_reference NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "created_at" timestamptz(6) NOT NULL DEFAULT now(),
  "content_digest" crl_digest NOT NULL,
  CONSTRAINT "project_label_pkey" PRIMARY KEY ("id", "project_id")
);
CREATE UNIQUE INDEX "project_label_project_id_idempotency_key_key" ON "project_label" ("project_id", "idempotency_key");
-- The latest label of a project: the first row of this index, read backwards.
CREATE INDEX "project_label_project_id_created_at_id_idx" ON "project_label" ("project_id", "created_at", "id");
CREATE INDEX "project_label_created_at_idx" ON "project_label" ("created_at");

CREATE TRIGGER "project_label_append_only" BEFORE UPDATE OR DELETE ON "project_label"
  FOR EACH ROW EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "project_label_no_truncate" BEFORE TRUNCATE ON "project_label"
  FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "project_label_clock" BEFORE INSERT ON "project_label"
  FOR EACH ROW EXECUTE FUNCTION crl_stamp_clock('created_at');
ALTER TABLE "project_label" ENABLE ALWAYS TRIGGER "project_label_append_only";
ALTER TABLE "project_label" ENABLE ALWAYS TRIGGER "project_label_no_truncate";
ALTER TABLE "project_label" ENABLE ALWAYS TRIGGER "project_label_clock";

GRANT SELECT, INSERT ON "project_label" TO crl_app;
