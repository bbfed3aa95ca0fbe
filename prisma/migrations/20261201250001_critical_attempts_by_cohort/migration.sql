-- Every reliability report loads the cohort's critical attempts whatever the window
-- (critical failures are cohort-wide; src/modules/reliability/store.ts). Through
-- attempt (cohort_id, finished_at, id) that read every attempt of the cohort's
-- history; this partial index holds only the critical ones, so the lookup costs what
-- the cohort's critical attempts number. Only critical rows pay for it on insert.
CREATE INDEX "attempt_critical_by_cohort_idx" ON "attempt" ("cohort_id", "project_id") WHERE "severity" = 'CRITICAL';
