-- Filtered pages (docs/clients.md, "Lists and filters"): a page newest first by
-- (recorded_at, id) within a project, a worker or a capability, or a cohort's
-- adjudications, reads its rows from an index in list order instead of filtering a scan
-- of the whole table, so a filtered page costs what an unfiltered one does
-- (docs/benchmarks.md, "Requests").
CREATE INDEX "attempt_project_id_recorded_at_id_idx" ON "attempt" ("project_id", "recorded_at", "id");
CREATE INDEX "attempt_project_id_worker_ref_recorded_at_id_idx" ON "attempt" ("project_id", "worker_ref", "recorded_at", "id");
CREATE INDEX "attempt_project_id_capability_key_recorded_at_id_idx" ON "attempt" ("project_id", "capability_key", "recorded_at", "id");
CREATE INDEX "adjudication_project_id_recorded_at_id_idx" ON "adjudication" ("project_id", "recorded_at", "id");
CREATE INDEX "adjudication_cohort_id_recorded_at_id_idx" ON "adjudication" ("cohort_id", "recorded_at", "id");
