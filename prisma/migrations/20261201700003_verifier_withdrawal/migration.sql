-- Withdrawn trust (docs/specification.md §3.3, "Verifiers"; §6, "Finality"): from the
-- withdrawal's stamp on, the verdicts of a verifier recorded in [verdicts_from,
-- verdicts_until) (null: unbounded) no longer count as independent. Reports as of an
-- earlier instant do not see the row, so they never change. One withdrawal per verifier,
-- and final: to trust again, an admin registers another verifier ref. The reason is prose
-- in the annotation store, cited by digest.
CREATE TABLE "verifier_withdrawal" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "project_id" uuid NOT NULL,
  "verifier_ref" crl_reference NOT NULL,
  "verdicts_from" timestamptz(6),
  "verdicts_until" timestamptz(6),
  "reason_digest" crl_digest NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "withdrawn_at" timestamptz(6) NOT NULL DEFAULT now(),
  "content_digest" crl_digest NOT NULL,
  CONSTRAINT "verifier_withdrawal_pkey" PRIMARY KEY ("id", "project_id"),
  CONSTRAINT "verifier_withdrawal_range_check" CHECK ("verdicts_from" IS NULL OR "verdicts_until" IS NULL OR "verdicts_from" < "verdicts_until"),
  CONSTRAINT "verifier_withdrawal_verifier_fkey" FOREIGN KEY ("project_id", "verifier_ref")
    REFERENCES "verifier" ("project_id", "verifier_ref") ON DELETE RESTRICT ON UPDATE RESTRICT
);
CREATE UNIQUE INDEX "verifier_withdrawal_project_id_verifier_ref_key" ON "verifier_withdrawal" ("project_id", "verifier_ref");
CREATE INDEX "verifier_withdrawal_withdrawn_at_idx" ON "verifier_withdrawal" ("withdrawn_at");

CREATE TRIGGER "verifier_withdrawal_append_only" BEFORE UPDATE OR DELETE ON "verifier_withdrawal"
  FOR EACH ROW EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "verifier_withdrawal_no_truncate" BEFORE TRUNCATE ON "verifier_withdrawal"
  FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "verifier_withdrawal_clock" BEFORE INSERT ON "verifier_withdrawal"
  FOR EACH ROW EXECUTE FUNCTION crl_stamp_clock('withdrawn_at');
ALTER TABLE "verifier_withdrawal" ENABLE ALWAYS TRIGGER "verifier_withdrawal_append_only";
ALTER TABLE "verifier_withdrawal" ENABLE ALWAYS TRIGGER "verifier_withdrawal_no_truncate";
ALTER TABLE "verifier_withdrawal" ENABLE ALWAYS TRIGGER "verifier_withdrawal_clock";

GRANT SELECT, INSERT ON "verifier_withdrawal" TO crl_app;

-- A withdrawal changes the reports of every cohort holding a verdict of that verifier:
-- one reliabilityChanged notice per cohort, when it commits.
CREATE FUNCTION crl_notify_withdrawal_cohorts() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'cohort', 'projectId', c.project_id, 'cohortId', c.cohort_id, 'recordedAt', c.stamp)::text)
    FROM (
      SELECT a.project_id, a.cohort_id, max(n.withdrawn_at) AS stamp
        FROM changed AS n
        JOIN LATERAL (
          SELECT x.project_id, x.cohort_id FROM attempt x WHERE x.project_id = n.project_id AND x.verifier_ref = n.verifier_ref
          UNION
          SELECT j.project_id, j.cohort_id FROM adjudication j WHERE j.project_id = n.project_id AND j.verifier_ref = n.verifier_ref
        ) AS a ON true
       GROUP BY a.project_id, a.cohort_id
    ) AS c;
  RETURN NULL;
END
$$;
CREATE TRIGGER "verifier_withdrawal_notice" AFTER INSERT ON "verifier_withdrawal"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crl_notify_withdrawal_cohorts();
ALTER TABLE "verifier_withdrawal" ENABLE ALWAYS TRIGGER "verifier_withdrawal_notice";
