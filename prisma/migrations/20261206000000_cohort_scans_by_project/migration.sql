-- A cohort's attempts are read on the equality of its project and its id.
--
-- The evidence statement (src/modules/reliability/store.ts) read the attempts of its
-- cohorts as `cohort_id = ANY (…) AND project_id = ANY (…)` through an index led by
-- cohort_id, with the project a separate condition. The planner holds the two
-- conditions independent, and every other attempt index begins with project_id, so
-- wherever the statistics made the project look small it read the project's own range
-- as well: ANDed with the cohort's (a bitmap AND of two indexes; on a 10M-attempt
-- ledger 476 of the one-cohort report's 646 buffers, the project being 0.5% of the
-- ledger), or alone with the cohort as a filter, for a project grown since the last
-- ANALYZE (7,325 buffers for a cohort of 100 in a project of 4,100). Either way the
-- report read every attempt of its project.
--
-- Both cohort indexes now begin with (project_id, cohort_id). A plan can only AND
-- index scans whose conditions do not overlap, and every index that can find a cohort
-- now consumes the project's condition too, so no scan of the project alone is left to
-- AND with it; and the statement scans each cohort on its own (project, cohort) pair
-- (test/integration/evidence-scan-plans.test.ts). Queries that found attempts by cohort
-- alone (a cohort's attempt count, the attempts page by cohort, a cohort's newest
-- evidence) name the cohort's project as well, and leading with project_id, like the
-- ledger's other per-project indexes, these serve a distributed planner too
-- (docs/scaling.md).
--
-- The dependency statistics tell the planner that a cohort determines its project, so
-- a scan on both is estimated as the cohort's rows, not as the product of the two
-- selectivities (which on a large ledger is a few rows, and chose one probe per
-- attempt for the cohort's adjudications).

CREATE INDEX attempt_project_id_cohort_id_finished_at_id_idx ON public.attempt USING btree (project_id, cohort_id, finished_at, id);

CREATE INDEX attempt_project_id_cohort_id_recorded_at_id_idx ON public.attempt USING btree (project_id, cohort_id, recorded_at, id);

DROP INDEX public.attempt_cohort_id_finished_at_id_idx;

DROP INDEX public.attempt_cohort_id_recorded_at_id_idx;

CREATE STATISTICS public.attempt_cohort_project (dependencies) ON cohort_id, project_id FROM public.attempt;
