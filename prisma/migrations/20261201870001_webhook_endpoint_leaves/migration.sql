-- Webhook endpoints and their retirements in the transparency log (docs/tamper-evidence.md,
-- docs/security.md "Webhook secrets"): where a project's alerts are sent, by whom and
-- until when, is ledger content an auditor reads like every other row. The leaf is the
-- row itself (id, project_id, url, kinds, actor_ref, created_at; a retirement's
-- endpoint_id, project_id, actor_ref, retired_at): the signing secret is a row of
-- crl_private.webhook_secret, outside every logged table, and nothing derived from it
-- (not even its hash) is a column of either table.
--
-- The sequencer reads each logged table along its stamp index (src/modules/transparency/leaves.ts).
CREATE INDEX "webhook_endpoint_created_at_idx" ON "webhook_endpoint" ("created_at");
CREATE INDEX "webhook_endpoint_retirement_retired_at_idx" ON "webhook_endpoint_retirement" ("retired_at");

-- The log appends rows in stamp order after its last leaf: a row stamped at or before the
-- last leaf can never be logged, and the verifier would read it as a row inserted into the
-- past. So a database whose log already passed an endpoint row stops here, naming it,
-- rather than start a log the verifier refuses (docs/tamper-evidence.md, "Tables added to
-- the log").
DO $$
DECLARE
  head timestamptz;
  early text;
BEGIN
  SELECT l.stamp INTO head FROM transparency_leaf l ORDER BY l.log_index DESC LIMIT 1;
  IF head IS NULL THEN RETURN; END IF;
  SELECT string_agg(x.what, ', ') INTO early FROM (
    SELECT 'webhook_endpoint ' || e.id AS what FROM webhook_endpoint e WHERE e.created_at <= head
    UNION ALL
    SELECT 'webhook_endpoint_retirement ' || r.endpoint_id FROM webhook_endpoint_retirement r WHERE r.retired_at <= head
  ) x;
  IF early IS NOT NULL THEN
    RAISE EXCEPTION 'the transparency log already passed these webhook rows, which it cannot log now: %', early
      USING HINT = 'docs/tamper-evidence.md, "Tables added to the log"';
  END IF;
END
$$;
