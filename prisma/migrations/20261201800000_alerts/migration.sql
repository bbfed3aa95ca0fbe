-- Alerts (docs/specification.md §12, "Alerts"; docs/alerts.md): rules as data, and the
-- alerts raised from final reports. Three append-only tables:
--   alert_rule            a rule, content-addressed per project (digest = SHA-256 of the
--                         RFC 8785 canonical JSON of its content), never changed;
--   alert_rule_retirement a rule retired by appending a row, once per rule, final;
--   alert                 one row per transition a rule saw, raised once: idempotent by
--                         (project, rule, subject, transition instant).
CREATE TYPE "AlertKind" AS ENUM (
  'STATE_CHANGED',
  'CRITICAL_FAILURE',
  'LOWER_BOUND_BELOW',
  'BURN_RATE',
  'FALSE_PASS_ABOVE',
  'REWORK_REQUESTED',
  'VERIFIER_WITHDRAWN'
);

CREATE TABLE "alert_rule" (
  "digest" crl_digest NOT NULL,
  "project_id" uuid NOT NULL,
  "kind" "AlertKind" NOT NULL,
  "capability_key" crl_capability_key,
  "model" crl_label,
  "parameters" jsonb NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "created_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "alert_rule_pkey" PRIMARY KEY ("project_id", "digest"),
  CONSTRAINT "alert_rule_parameters_check" CHECK (jsonb_typeof("parameters") = 'object')
);
CREATE INDEX "alert_rule_created_at_idx" ON "alert_rule" ("created_at");

CREATE TABLE "alert_rule_retirement" (
  "project_id" uuid NOT NULL,
  "rule_digest" crl_digest NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "retired_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "alert_rule_retirement_pkey" PRIMARY KEY ("project_id", "rule_digest"),
  CONSTRAINT "alert_rule_retirement_rule_fkey" FOREIGN KEY ("project_id", "rule_digest")
    REFERENCES "alert_rule" ("project_id", "digest") ON DELETE RESTRICT ON UPDATE RESTRICT
);
CREATE INDEX "alert_rule_retirement_retired_at_idx" ON "alert_rule_retirement" ("retired_at");

CREATE TABLE "alert" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "project_id" uuid NOT NULL,
  "rule_digest" crl_digest NOT NULL,
  "kind" "AlertKind" NOT NULL,
  "subject" crl_reference NOT NULL,
  "transition_at" timestamptz(6) NOT NULL,
  "report_digest" crl_digest NOT NULL,
  "details" jsonb NOT NULL,
  "raised_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "alert_pkey" PRIMARY KEY ("id", "project_id"),
  CONSTRAINT "alert_details_check" CHECK (jsonb_typeof("details") = 'object'),
  CONSTRAINT "alert_rule_fkey" FOREIGN KEY ("project_id", "rule_digest")
    REFERENCES "alert_rule" ("project_id", "digest") ON DELETE RESTRICT ON UPDATE RESTRICT
);
CREATE UNIQUE INDEX "alert_project_id_rule_digest_subject_transition_at_key"
  ON "alert" ("project_id", "rule_digest", "subject", "transition_at");
CREATE INDEX "alert_project_id_raised_at_id_idx" ON "alert" ("project_id", "raised_at", "id");
CREATE INDEX "alert_raised_at_idx" ON "alert" ("raised_at");

DO $$
DECLARE
  ledger_table record;
BEGIN
  FOR ledger_table IN
    SELECT * FROM (VALUES
      ('alert_rule', 'created_at'), ('alert_rule_retirement', 'retired_at'), ('alert', 'raised_at')
    ) AS t(name, clock_column)
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION crl_refuse_change()',
      ledger_table.name || '_append_only', ledger_table.name);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change()',
      ledger_table.name || '_no_truncate', ledger_table.name);
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT ON %I FOR EACH ROW EXECUTE FUNCTION crl_stamp_clock(%L)',
      ledger_table.name || '_clock', ledger_table.name, ledger_table.clock_column);
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', ledger_table.name, ledger_table.name || '_append_only');
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', ledger_table.name, ledger_table.name || '_no_truncate');
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', ledger_table.name, ledger_table.name || '_clock');
    EXECUTE format('GRANT SELECT, INSERT ON %I TO crl_app', ledger_table.name);
  END LOOP;
END
$$;
