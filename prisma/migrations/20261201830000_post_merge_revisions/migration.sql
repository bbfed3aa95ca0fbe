-- Post-merge outcomes can be revised (docs/specification.md §7, "Post-merge revisions").
-- A decision's POST_MERGE_OUTCOME events become an append-only sequence: each revision
-- carries the client's own idempotency key (outcome_key, unique per decision) and a
-- revision number the ledger assigns here, gapless per decision, under the decision's
-- transaction-level advisory lock (the one src/modules/agreements/store.ts takes before it
-- reads the decision), so two concurrent revisions can never read the same maximum. PROPOSED and REVIEWED
-- events stay one per decision: their revision is always 1.
--
-- Existing rows get revision 1 from the column default (no row is updated: a default
-- added with a column is the value of every existing row), and existing post-merge
-- outcomes keep a null key; every new post-merge outcome must carry one. The
-- transparency log covers both columns from the next leaf on (transparency_leaf_format).

ALTER TABLE "agreement_event" ADD COLUMN "revision" integer NOT NULL DEFAULT 1;
ALTER TABLE "agreement_event" ALTER COLUMN "revision" DROP DEFAULT;
ALTER TABLE "agreement_event" ADD COLUMN "outcome_key" crl_reference;

ALTER TABLE "agreement_event" ADD CONSTRAINT "agreement_event_revision_check"
  CHECK ("revision" >= 1 AND ("event_type" = 'POST_MERGE_OUTCOME' OR "revision" = 1));
ALTER TABLE "agreement_event" ADD CONSTRAINT "agreement_event_outcome_key_check"
  CHECK ("outcome_key" IS NULL OR "event_type" = 'POST_MERGE_OUTCOME');

DROP INDEX "agreement_event_project_id_decision_id_event_type_key";
CREATE UNIQUE INDEX "agreement_event_project_id_decision_id_event_type_revision_key"
  ON "agreement_event" ("project_id", "decision_id", "event_type", "revision");
CREATE UNIQUE INDEX "agreement_event_project_id_decision_id_outcome_key_key"
  ON "agreement_event" ("project_id", "decision_id", "outcome_key");

CREATE FUNCTION crl_sequence_agreement_event() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  IF NEW.event_type <> 'POST_MERGE_OUTCOME' THEN
    NEW.revision := 1;
    RETURN NEW;
  END IF;
  IF NEW.outcome_key IS NULL THEN
    RAISE EXCEPTION 'a post-merge outcome needs its outcome key' USING ERRCODE = 'check_violation';
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('agreement:' || NEW.project_id::text || '/' || NEW.decision_id, 0));
  SELECT coalesce(max(revision), 0) + 1 INTO NEW.revision FROM agreement_event
    WHERE project_id = NEW.project_id AND decision_id = NEW.decision_id AND event_type = 'POST_MERGE_OUTCOME';
  RETURN NEW;
END
$$;

CREATE TRIGGER "agreement_event_sequence" BEFORE INSERT ON "agreement_event"
  FOR EACH ROW EXECUTE FUNCTION crl_sequence_agreement_event();
ALTER TABLE "agreement_event" ENABLE ALWAYS TRIGGER "agreement_event_sequence";
