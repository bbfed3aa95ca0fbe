-- The alerts of one subject (a cohort's, on its dashboard page: docs/dashboard.md), newest
-- first by (raised_at, id) within a project: `alerts(projectId, subject)` reads its page
-- from this index in list order, as the unfiltered page reads alert_project_id_raised_at_id_idx.
CREATE INDEX "alert_project_id_subject_raised_at_id_idx" ON "alert" ("project_id", "subject", "raised_at", "id");
