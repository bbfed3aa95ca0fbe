-- Worker evidence (docs/specification.md §6, "Worker evidence"): a worker's attempts of
-- one cohort, by finishedAt. The lookup of the cohorts a worker has attempts in probes
-- it once per cohort (is there an attempt of the worker in the window?), and the
-- evidence of one worker's cohorts reads the window's attempts from it in list order,
-- instead of reading the worker's whole history (attempt_project_id_worker_ref_recorded_at_id_idx
-- is ordered by recordedAt, not by cohort) or the cohort's attempts of every worker.
CREATE INDEX "attempt_project_id_worker_ref_cohort_id_finished_at_id_idx" ON "attempt" ("project_id", "worker_ref", "cohort_id", "finished_at", "id");
