-- Alert evaluation and the rework loop (docs/specification.md §12; docs/alerts.md).
--
-- alert_rule_cursor: how far each rule has been evaluated. Bookkeeping, not evidence:
-- the one table of the ledger the application role may UPDATE, outside the
-- transparency log. The cursor only says where the next evaluation starts; an alert
-- raised twice is impossible anyway (alert's UNIQUE key on rule, subject and
-- transition instant), so a cursor lost or behind costs work, never a duplicate.
CREATE TABLE "alert_rule_cursor" (
  "project_id" uuid NOT NULL,
  "rule_digest" crl_digest NOT NULL,
  "evaluated_through" timestamptz(6) NOT NULL,
  CONSTRAINT "alert_rule_cursor_pkey" PRIMARY KEY ("project_id", "rule_digest"),
  CONSTRAINT "alert_rule_cursor_rule_fkey" FOREIGN KEY ("project_id", "rule_digest")
    REFERENCES "alert_rule" ("project_id", "digest") ON DELETE RESTRICT ON UPDATE RESTRICT
);
GRANT SELECT, INSERT, UPDATE ON "alert_rule_cursor" TO crl_app;

-- A cursor only moves forward, whoever writes it.
CREATE FUNCTION crl_cursor_forward() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  IF NEW.project_id IS DISTINCT FROM OLD.project_id OR NEW.rule_digest IS DISTINCT FROM OLD.rule_digest THEN
    RAISE EXCEPTION 'an alert rule cursor keeps its rule' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.evaluated_through < OLD.evaluated_through THEN
    NEW.evaluated_through := OLD.evaluated_through;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER "alert_rule_cursor_forward" BEFORE UPDATE ON "alert_rule_cursor"
  FOR EACH ROW EXECUTE FUNCTION crl_cursor_forward();
ALTER TABLE "alert_rule_cursor" ENABLE ALWAYS TRIGGER "alert_rule_cursor_forward";
CREATE TRIGGER "alert_rule_cursor_no_delete" BEFORE DELETE ON "alert_rule_cursor"
  FOR EACH ROW EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "alert_rule_cursor_no_truncate" BEFORE TRUNCATE ON "alert_rule_cursor"
  FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change();
ALTER TABLE "alert_rule_cursor" ENABLE ALWAYS TRIGGER "alert_rule_cursor_no_delete";
ALTER TABLE "alert_rule_cursor" ENABLE ALWAYS TRIGGER "alert_rule_cursor_no_truncate";

-- The rework loop (docs/graded-verification.md, "The rework loop"): a round-0 grading
-- that recommends rework appends exactly one rework request for (attempt, rubric), in
-- the grading's own transaction, carrying the grading's feedback digests. Only the
-- database writes it (the trigger below, SECURITY DEFINER); the application role may
-- read it, never insert one. It is open until a round-1 grading of the same attempt and
-- rubric exists: closing is derived, never an update.
CREATE TABLE "rework_request" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "project_id" uuid NOT NULL,
  "attempt_id" uuid NOT NULL,
  "rubric_digest" crl_digest NOT NULL,
  "grading_id" uuid NOT NULL,
  "grading_digest" crl_digest NOT NULL,
  "criterion_ids" text[] NOT NULL CHECK (crl_label_list("criterion_ids")),
  "feedback_digests" text[] NOT NULL CHECK (crl_digest_list("feedback_digests")),
  "requested_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "rework_request_pkey" PRIMARY KEY ("id", "project_id"),
  CONSTRAINT "rework_request_feedback_check" CHECK (cardinality("feedback_digests") = cardinality("criterion_ids"))
);
CREATE UNIQUE INDEX "rework_request_project_id_attempt_id_rubric_digest_key" ON "rework_request" ("project_id", "attempt_id", "rubric_digest");
CREATE INDEX "rework_request_requested_at_idx" ON "rework_request" ("requested_at");

CREATE TRIGGER "rework_request_append_only" BEFORE UPDATE OR DELETE ON "rework_request"
  FOR EACH ROW EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "rework_request_no_truncate" BEFORE TRUNCATE ON "rework_request"
  FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "rework_request_clock" BEFORE INSERT ON "rework_request"
  FOR EACH ROW EXECUTE FUNCTION crl_stamp_clock('requested_at');
ALTER TABLE "rework_request" ENABLE ALWAYS TRIGGER "rework_request_append_only";
ALTER TABLE "rework_request" ENABLE ALWAYS TRIGGER "rework_request_no_truncate";
ALTER TABLE "rework_request" ENABLE ALWAYS TRIGGER "rework_request_clock";
GRANT SELECT ON "rework_request" TO crl_app;

CREATE FUNCTION crl_request_rework() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  -- UNIQUE (project, attempt, rubric) and round 0 being unique per (attempt, rubric)
  -- make this at most one row; ON CONFLICT keeps it so even if that ever changed.
  INSERT INTO rework_request (project_id, attempt_id, rubric_digest, grading_id, grading_digest, criterion_ids, feedback_digests)
  SELECT NEW.project_id, NEW.attempt_id, NEW.rubric_digest, NEW.id, NEW.content_digest, NEW.criterion_ids, NEW.feedback_digests
  ON CONFLICT (project_id, attempt_id, rubric_digest) DO NOTHING;
  RETURN NULL;
END
$$;
REVOKE ALL ON FUNCTION crl_request_rework() FROM PUBLIC;
CREATE TRIGGER "graded_verification_rework_request" AFTER INSERT ON "graded_verification"
  FOR EACH ROW WHEN (NEW.round = 0 AND NEW.rework_recommended) EXECUTE FUNCTION crl_request_rework();
ALTER TABLE "graded_verification" ENABLE ALWAYS TRIGGER "graded_verification_rework_request";

-- alertRaised (docs/clients.md, "Subscriptions"): one notice per alert row, when it
-- commits, on the channel every server process listens on.
CREATE FUNCTION crl_notify_alerts_raised() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'alert', 'projectId', r.project_id, 'alertId', r.id, 'recordedAt', r.raised_at)::text)
    FROM raised r;
  RETURN NULL;
END
$$;
CREATE TRIGGER "alert_raised_notice" AFTER INSERT ON "alert"
  REFERENCING NEW TABLE AS raised FOR EACH STATEMENT EXECUTE FUNCTION crl_notify_alerts_raised();
ALTER TABLE "alert" ENABLE ALWAYS TRIGGER "alert_raised_notice";

-- The evaluator reads each project's new evidence by stamp, and each cohort's last stamp before its cursor.
CREATE INDEX "adjudication_cohort_id_project_id_recorded_at_idx" ON "adjudication" ("cohort_id", "project_id", "recorded_at");
CREATE INDEX "agreement_event_project_id_recorded_at_idx" ON "agreement_event" ("project_id", "recorded_at");
CREATE INDEX "verifier_withdrawal_project_id_withdrawn_at_idx" ON "verifier_withdrawal" ("project_id", "withdrawn_at");
CREATE INDEX "alert_project_id_kind_idx" ON "alert" ("project_id", "kind");
