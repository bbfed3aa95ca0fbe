-- Reliability reports (docs/specification.md §6): critical failures and drift are cohort-wide,
-- so every report looks up the few CRITICAL_FAILURE_RECORDED / DRIFT_DETECTED /
-- DRIFT_RESOLVED adjudications by kind instead of scanning every adjudication of
-- every attempt of the cohort (see src/modules/reliability/store.ts).
CREATE INDEX "adjudication_kind_attempt_id_idx" ON "adjudication" ("kind", "attempt_id");
