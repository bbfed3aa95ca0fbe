-- Who owns a rework, and since when (docs/graded-verification.md, "The rework loop").
--
-- A round-0 grading that recommends rework appends one rework_request (the trigger
-- crl_request_rework of the baseline). The loop then asks for exactly one assignment of
-- that request to the lead who owns the rework, and one re-grade (round 1). The
-- assignment is a row of its own, appended by a lead's (adjudicator's) or an admin's
-- token: append-only and stamped by the ledger's clock like every ledger row, at most one
-- per request (the unique key below, whatever the application does), in the request's
-- project (the foreign key pairs project with project). The same owner again is a replay
-- (nothing written); another owner is refused (src/modules/alerts/rework.ts).
--
-- REWORK_ASSIGNED is the alert kind the evaluator raises at an assignment's stamp, so
-- an assignment reaches the alertRaised subscription and the project's webhooks exactly
-- as a request does. The value is added here and used only by later transactions.

ALTER TYPE public."AlertKind" ADD VALUE 'REWORK_ASSIGNED' AFTER 'REWORK_REQUESTED';

CREATE TABLE public.rework_assignment (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_id uuid NOT NULL,
    request_id uuid NOT NULL,
    owner_ref public.crl_reference NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    content_digest public.crl_digest NOT NULL,
    assigned_at timestamp(6) with time zone DEFAULT now() NOT NULL
);

ALTER TABLE ONLY public.rework_assignment
    ADD CONSTRAINT rework_assignment_pkey PRIMARY KEY (id, project_id);

-- At most one assignment per rework request.
CREATE UNIQUE INDEX rework_assignment_project_id_request_id_key ON public.rework_assignment USING btree (project_id, request_id);

-- The queue filtered by owner; the transparency sequencer reads by stamp.
CREATE INDEX rework_assignment_project_id_owner_ref_idx ON public.rework_assignment USING btree (project_id, owner_ref);
CREATE INDEX rework_assignment_assigned_at_idx ON public.rework_assignment USING btree (assigned_at);

ALTER TABLE ONLY public.rework_assignment
    ADD CONSTRAINT rework_assignment_request_fkey FOREIGN KEY (request_id, project_id) REFERENCES public.rework_request(id, project_id) ON UPDATE RESTRICT ON DELETE RESTRICT;

CREATE TRIGGER rework_assignment_append_only BEFORE DELETE OR UPDATE ON public.rework_assignment FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();
ALTER TABLE public.rework_assignment ENABLE ALWAYS TRIGGER rework_assignment_append_only;

CREATE TRIGGER rework_assignment_clock BEFORE INSERT ON public.rework_assignment FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('assigned_at');
ALTER TABLE public.rework_assignment ENABLE ALWAYS TRIGGER rework_assignment_clock;

CREATE TRIGGER rework_assignment_no_truncate BEFORE TRUNCATE ON public.rework_assignment FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();
ALTER TABLE public.rework_assignment ENABLE ALWAYS TRIGGER rework_assignment_no_truncate;

GRANT SELECT,INSERT ON TABLE public.rework_assignment TO crl_app;

-- The queue is paged oldest first within a project: (requested_at, id) from the project's range.
CREATE INDEX rework_request_project_id_requested_at_id_idx ON public.rework_request USING btree (project_id, requested_at, id);
