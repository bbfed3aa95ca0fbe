-- No independent-agent verdict at ingest (docs/specification.md §3.3): the execution side
-- never grades itself, so an INDEPENDENT_AGENT verdict comes only from the verifier's own
-- credential, as a VERIFICATION_RECORDED adjudication. The input validation refuses it
-- first (src/domain/verification.ts, INGEST_REFUSED_MODES); this refuses the same row
-- written by any path. NOT VALID: rows recorded before the rule stay as they were
-- (append-only), and every new row is checked.
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_no_independent_agent_at_ingest"
  CHECK ("verification_mode" <> 'INDEPENDENT_AGENT') NOT VALID;
