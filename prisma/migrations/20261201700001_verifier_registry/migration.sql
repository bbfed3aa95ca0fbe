-- The verifier registry (docs/specification.md §3.3, "Verifiers"): a verification counts as
-- independent only when its verifier is registered for the project with that kind (and,
-- for an agent, that model) as of the report's instant. Registered by an admin,
-- append-only, one row per (project, verifier): a verifier is never changed, and trust
-- withdrawn from it is never given back (a new verifier ref is registered instead).
CREATE TABLE "verifier" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "project_id" uuid NOT NULL,
  "verifier_ref" crl_reference NOT NULL,
  "kind" "VerificationMode" NOT NULL,
  "model" crl_label,
  "actor_ref" crl_reference NOT NULL,
  "registered_at" timestamptz(6) NOT NULL DEFAULT now(),
  "content_digest" crl_digest NOT NULL,
  CONSTRAINT "verifier_pkey" PRIMARY KEY ("id", "project_id"),
  CONSTRAINT "verifier_kind_check" CHECK ("kind" IN ('DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT')),
  -- An agent's verdicts count only with the model it was registered with; a check has none.
  CONSTRAINT "verifier_model_check" CHECK (("kind" = 'INDEPENDENT_AGENT') = ("model" IS NOT NULL))
);
CREATE UNIQUE INDEX "verifier_project_id_verifier_ref_key" ON "verifier" ("project_id", "verifier_ref");
CREATE INDEX "verifier_registered_at_idx" ON "verifier" ("registered_at");

CREATE TRIGGER "verifier_append_only" BEFORE UPDATE OR DELETE ON "verifier"
  FOR EACH ROW EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "verifier_no_truncate" BEFORE TRUNCATE ON "verifier"
  FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "verifier_clock" BEFORE INSERT ON "verifier"
  FOR EACH ROW EXECUTE FUNCTION crl_stamp_clock('registered_at');
ALTER TABLE "verifier" ENABLE ALWAYS TRIGGER "verifier_append_only";
ALTER TABLE "verifier" ENABLE ALWAYS TRIGGER "verifier_no_truncate";
ALTER TABLE "verifier" ENABLE ALWAYS TRIGGER "verifier_clock";

GRANT SELECT, INSERT ON "verifier" TO crl_app;

-- Where a verifier's verdicts are: the cohorts a registration or a withdrawal changes.
CREATE INDEX "attempt_project_verifier_idx" ON "attempt" ("project_id", "verifier_ref") WHERE "verifier_ref" IS NOT NULL;
CREATE INDEX "adjudication_project_verifier_idx" ON "adjudication" ("project_id", "verifier_ref") WHERE "verifier_ref" IS NOT NULL;

-- The instant the registry rule took effect in this ledger. A report as of an earlier
-- instant was computed without it and may already be final, so it keeps those rules
-- (docs/specification.md §6, "Finality"). Written into the function's text once, here.
DO $$
BEGIN
  EXECUTE format(
    'CREATE FUNCTION crl_verifier_rule_since() RETURNS timestamptz LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public, pg_temp AS %L',
    format('SELECT %L::timestamptz', date_trunc('milliseconds', clock_timestamp())));
END
$$;
GRANT EXECUTE ON FUNCTION crl_verifier_rule_since() TO crl_app;

-- A registration changes the reports of every cohort holding a verdict of that verifier:
-- one reliabilityChanged notice per cohort (docs/clients.md, "Subscriptions").
CREATE FUNCTION crl_notify_verifier_cohorts() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'cohort', 'projectId', c.project_id, 'cohortId', c.cohort_id, 'recordedAt', c.stamp)::text)
    FROM (
      SELECT a.project_id, a.cohort_id, max(n.stamp) AS stamp
        FROM (SELECT project_id, verifier_ref, registered_at AS stamp FROM changed) AS n
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
CREATE TRIGGER "verifier_registered_notice" AFTER INSERT ON "verifier"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crl_notify_verifier_cohorts();
ALTER TABLE "verifier" ENABLE ALWAYS TRIGGER "verifier_registered_notice";
