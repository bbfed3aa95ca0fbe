-- Webhooks (docs/webhooks.md): a project's endpoints, their signing secrets, and one
-- delivery per (alert, endpoint) whose attempts are appended as they happen. Delivery
-- runs through graphile-worker's job queue (schema graphile_worker, installed by the
-- owner at migration time, src/db/migrate.ts); a delivery's job is added by the trigger
-- on `alert`, in the alert's own transaction.
CREATE TYPE "WebhookAttemptOutcome" AS ENUM ('DELIVERED', 'FAILED', 'DEAD_LETTERED', 'REDELIVERY_REQUESTED');
CREATE TYPE "WebhookFailure" AS ENUM ('HTTP_STATUS', 'TIMEOUT', 'CONNECTION', 'ADDRESS_REFUSED', 'ENDPOINT_RETIRED');

-- The role delivery runs as (src/modules/webhooks/runner.ts): reads alerts, endpoints and
-- their secrets, appends attempts, works the queue. Not a member of crl_app, and crl_app
-- is not a member of it: the API role never reads a secret (docs/security.md).
DO $$
BEGIN
  CREATE ROLE crl_webhook_delivery NOLOGIN NOINHERIT;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
DO $$
BEGIN
  EXECUTE format('GRANT crl_webhook_delivery TO %I', current_user);
EXCEPTION WHEN OTHERS THEN NULL; -- superusers and existing members need no grant
END
$$;
GRANT USAGE ON SCHEMA public TO crl_webhook_delivery;

CREATE TABLE "webhook_endpoint" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "project_id" uuid NOT NULL,
  "url" text NOT NULL,
  "kinds" "AlertKind"[] NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "created_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "webhook_endpoint_pkey" PRIMARY KEY ("id", "project_id"),
  -- http(s) only, no user:password@ (src/modules/webhooks/outbound.ts checks the rest).
  CONSTRAINT "webhook_endpoint_url_check" CHECK (length("url") <= 2048 AND "url" ~ '^https?://[^/@?#[:space:]]+(/[^#[:space:]]*)?$'),
  CONSTRAINT "webhook_endpoint_kinds_check" CHECK (cardinality("kinds") BETWEEN 1 AND 16 AND array_position("kinds", NULL) IS NULL)
);
CREATE INDEX "webhook_endpoint_project_id_created_at_idx" ON "webhook_endpoint" ("project_id", "created_at");

CREATE TABLE "webhook_endpoint_retirement" (
  "endpoint_id" uuid NOT NULL,
  "project_id" uuid NOT NULL,
  "actor_ref" crl_reference NOT NULL,
  "retired_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "webhook_endpoint_retirement_pkey" PRIMARY KEY ("endpoint_id", "project_id"),
  CONSTRAINT "webhook_endpoint_retirement_endpoint_fkey" FOREIGN KEY ("endpoint_id", "project_id")
    REFERENCES "webhook_endpoint" ("id", "project_id") ON DELETE RESTRICT ON UPDATE RESTRICT
);

-- Secrets: owner-only schema; crl_app holds no privilege here at all. Written only by
-- crl_create_webhook_endpoint, read only by crl_webhook_delivery.
CREATE TABLE crl_private."webhook_secret" (
  "endpoint_id" uuid NOT NULL,
  "project_id" uuid NOT NULL,
  "secret" text NOT NULL CHECK ("secret" ~ '^whsec_[A-Za-z0-9+/]{43,}=*$'),
  "created_at" timestamptz(6) NOT NULL DEFAULT now(),
  PRIMARY KEY ("endpoint_id", "project_id"),
  FOREIGN KEY ("endpoint_id", "project_id") REFERENCES public."webhook_endpoint" ("id", "project_id") ON DELETE RESTRICT ON UPDATE RESTRICT
);
REVOKE ALL ON crl_private."webhook_secret" FROM PUBLIC;
GRANT USAGE ON SCHEMA crl_private TO crl_webhook_delivery;
GRANT SELECT ON crl_private."webhook_secret" TO crl_webhook_delivery;

CREATE SEQUENCE "webhook_delivery_seq_seq";
CREATE TABLE "webhook_delivery" (
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "project_id" uuid NOT NULL,
  "endpoint_id" uuid NOT NULL,
  "alert_id" uuid NOT NULL,
  -- The endpoint's order: assigned under the endpoint's lock, so it is also commit order.
  "seq" bigint NOT NULL DEFAULT nextval('webhook_delivery_seq_seq'),
  "created_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id", "project_id"),
  CONSTRAINT "webhook_delivery_endpoint_fkey" FOREIGN KEY ("endpoint_id", "project_id")
    REFERENCES "webhook_endpoint" ("id", "project_id") ON DELETE RESTRICT ON UPDATE RESTRICT,
  CONSTRAINT "webhook_delivery_alert_fkey" FOREIGN KEY ("alert_id", "project_id")
    REFERENCES "alert" ("id", "project_id") ON DELETE RESTRICT ON UPDATE RESTRICT
);
ALTER SEQUENCE "webhook_delivery_seq_seq" OWNED BY "webhook_delivery"."seq";
CREATE UNIQUE INDEX "webhook_delivery_project_id_endpoint_id_alert_id_key" ON "webhook_delivery" ("project_id", "endpoint_id", "alert_id");
CREATE UNIQUE INDEX "webhook_delivery_project_id_endpoint_id_seq_key" ON "webhook_delivery" ("project_id", "endpoint_id", "seq");
CREATE INDEX "webhook_delivery_project_id_seq_idx" ON "webhook_delivery" ("project_id", "seq");

CREATE TABLE "webhook_delivery_attempt" (
  "delivery_id" uuid NOT NULL,
  "attempt_no" integer NOT NULL,
  "project_id" uuid NOT NULL,
  "outcome" "WebhookAttemptOutcome" NOT NULL,
  "failure" "WebhookFailure",
  "http_status" integer,
  -- Who asked for a redelivery; null for the queue's own attempts.
  "actor_ref" crl_reference,
  "attempted_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "webhook_delivery_attempt_pkey" PRIMARY KEY ("delivery_id", "project_id", "attempt_no"),
  CONSTRAINT "webhook_delivery_attempt_delivery_fkey" FOREIGN KEY ("delivery_id", "project_id") REFERENCES "webhook_delivery" ("id", "project_id") ON DELETE RESTRICT ON UPDATE RESTRICT,
  CONSTRAINT "webhook_delivery_attempt_no_check" CHECK ("attempt_no" >= 1),
  CONSTRAINT "webhook_delivery_attempt_status_check" CHECK ("http_status" IS NULL OR "http_status" BETWEEN 100 AND 599),
  CONSTRAINT "webhook_delivery_attempt_failure_check" CHECK (("failure" IS NULL) = ("outcome" IN ('DELIVERED', 'REDELIVERY_REQUESTED'))),
  CONSTRAINT "webhook_delivery_attempt_actor_check" CHECK (("actor_ref" IS NOT NULL) = ("outcome" = 'REDELIVERY_REQUESTED'))
);
CREATE INDEX "webhook_delivery_attempt_settled_idx" ON "webhook_delivery_attempt" ("delivery_id", "project_id") WHERE "outcome" IN ('DELIVERED', 'DEAD_LETTERED');

DO $$
DECLARE
  ledger_table record;
BEGIN
  FOR ledger_table IN
    SELECT * FROM (VALUES
      ('public', 'webhook_endpoint', 'created_at'), ('public', 'webhook_endpoint_retirement', 'retired_at'),
      ('crl_private', 'webhook_secret', 'created_at'),
      ('public', 'webhook_delivery', 'created_at'), ('public', 'webhook_delivery_attempt', 'attempted_at')
    ) AS t(schema_name, name, clock_column)
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I.%I FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change()',
      ledger_table.name || '_append_only', ledger_table.schema_name, ledger_table.name);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I.%I FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change()',
      ledger_table.name || '_no_truncate', ledger_table.schema_name, ledger_table.name);
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT ON %I.%I FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock(%L)',
      ledger_table.name || '_clock', ledger_table.schema_name, ledger_table.name, ledger_table.clock_column);
    EXECUTE format('ALTER TABLE %I.%I ENABLE ALWAYS TRIGGER %I', ledger_table.schema_name, ledger_table.name, ledger_table.name || '_append_only');
    EXECUTE format('ALTER TABLE %I.%I ENABLE ALWAYS TRIGGER %I', ledger_table.schema_name, ledger_table.name, ledger_table.name || '_no_truncate');
    EXECUTE format('ALTER TABLE %I.%I ENABLE ALWAYS TRIGGER %I', ledger_table.schema_name, ledger_table.name, ledger_table.name || '_clock');
  END LOOP;
END
$$;

-- crl_app: reads endpoints (never secrets) and deliveries, appends retirements; creates
-- endpoints and asks for redeliveries only through the two functions below.
GRANT SELECT ON "webhook_endpoint", "webhook_delivery", "webhook_delivery_attempt" TO crl_app;
GRANT SELECT, INSERT ON "webhook_endpoint_retirement" TO crl_app;
GRANT SELECT ON "alert", "webhook_endpoint", "webhook_endpoint_retirement", "webhook_delivery", "webhook_delivery_attempt" TO crl_webhook_delivery;
GRANT INSERT ON "webhook_delivery_attempt" TO crl_webhook_delivery;
-- The ledger's clock (the stamp trigger of every append) as crl_app has it.
GRANT EXECUTE ON FUNCTION crl_write_stamp() TO crl_webhook_delivery;

-- A delivery's state, from its appended attempts: the status of its current round (a
-- redelivery request opens a new one), whether it ever settled (delivered or dead-lettered:
-- what releases the endpoint's next delivery), and when the current round began.
CREATE VIEW "webhook_delivery_state" AS
SELECT d.id AS delivery_id, d.project_id, d.endpoint_id, d.alert_id, d.seq, d.created_at,
       CASE last.outcome WHEN 'DELIVERED' THEN 'DELIVERED' WHEN 'DEAD_LETTERED' THEN 'DEAD_LETTERED' WHEN 'FAILED' THEN 'RETRYING' ELSE 'PENDING' END AS status,
       coalesce(last.attempt_no, 0) AS attempts,
       EXISTS (SELECT 1 FROM webhook_delivery_attempt s WHERE s.delivery_id = d.id AND s.project_id = d.project_id AND s.outcome IN ('DELIVERED', 'DEAD_LETTERED')) AS settled,
       coalesce(round.attempted_at, d.created_at) AS round_started_at,
       (SELECT count(*) FROM webhook_delivery_attempt r WHERE r.delivery_id = d.id AND r.project_id = d.project_id AND r.outcome <> 'REDELIVERY_REQUESTED'
           AND r.attempt_no > coalesce(round.attempt_no, 0))::integer AS round_attempts
  FROM webhook_delivery d
  LEFT JOIN LATERAL (SELECT a.outcome, a.attempt_no FROM webhook_delivery_attempt a WHERE a.delivery_id = d.id AND a.project_id = d.project_id ORDER BY a.attempt_no DESC LIMIT 1) AS last ON true
  LEFT JOIN LATERAL (SELECT a.attempted_at, a.attempt_no FROM webhook_delivery_attempt a
                      WHERE a.delivery_id = d.id AND a.project_id = d.project_id AND a.outcome = 'REDELIVERY_REQUESTED' ORDER BY a.attempt_no DESC LIMIT 1) AS round ON true;
GRANT SELECT ON "webhook_delivery_state" TO crl_app, crl_webhook_delivery;

/** The job's identifier, queue (one per endpoint: serial) and key (one live job per delivery). */
CREATE FUNCTION crl_webhook_enqueue(delivery_id uuid, endpoint_id uuid, run_at timestamptz DEFAULT NULL) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  PERFORM graphile_worker.add_job('crl_webhook_delivery', json_build_object('deliveryId', delivery_id),
    queue_name => 'crl_webhook:' || endpoint_id::text, run_at => run_at,
    max_attempts => 25, job_key => 'crl_webhook_delivery:' || delivery_id::text);
END
$$;
REVOKE ALL ON FUNCTION crl_webhook_enqueue(uuid, uuid, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION crl_webhook_enqueue(uuid, uuid, timestamptz) TO crl_webhook_delivery;

-- One delivery per matching endpoint of the alert's project, and its job, in the alert's
-- transaction: no alert without its jobs, no job without its alert. The endpoint's lock
-- makes `seq` follow commit order, so a later alert never overtakes an earlier one.
CREATE FUNCTION crl_webhook_deliveries_for_alert() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  endpoint record;
  delivery uuid;
BEGIN
  FOR endpoint IN
    SELECT e.id FROM webhook_endpoint e
     WHERE e.project_id = NEW.project_id AND NEW.kind = ANY (e.kinds)
       AND NOT EXISTS (SELECT 1 FROM webhook_endpoint_retirement r WHERE r.endpoint_id = e.id AND r.project_id = e.project_id)
     ORDER BY e.id
  LOOP
    PERFORM pg_advisory_xact_lock(hashtext('crl_webhook_endpoint'), hashtext(endpoint.id::text));
    INSERT INTO webhook_delivery (project_id, endpoint_id, alert_id) VALUES (NEW.project_id, endpoint.id, NEW.id) RETURNING id INTO delivery;
    PERFORM crl_webhook_enqueue(delivery, endpoint.id);
  END LOOP;
  RETURN NULL;
END
$$;
CREATE TRIGGER "alert_webhook_deliveries" AFTER INSERT ON "alert" FOR EACH ROW EXECUTE FUNCTION crl_webhook_deliveries_for_alert();
ALTER TABLE "alert" ENABLE ALWAYS TRIGGER "alert_webhook_deliveries";

-- Creating an endpoint with its secret (generated by the server, passed in once, never
-- returned by the database). The same active URL with the same kinds is a replay (no
-- secret), with other kinds a conflict; decided under the project's lock.
CREATE FUNCTION crl_create_webhook_endpoint(p_project_id uuid, p_url text, p_kinds "AlertKind"[], p_actor_ref crl_reference, p_secret text)
RETURNS TABLE (id uuid, replayed boolean)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  existing record;
  created uuid;
  wanted "AlertKind"[] := ARRAY(SELECT DISTINCT k FROM unnest(p_kinds) AS k ORDER BY k);
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('crl_webhook_project'), hashtext(p_project_id::text));
  SELECT e.id, e.kinds INTO existing FROM webhook_endpoint e
   WHERE e.project_id = p_project_id AND e.url = p_url
     AND NOT EXISTS (SELECT 1 FROM webhook_endpoint_retirement r WHERE r.endpoint_id = e.id AND r.project_id = e.project_id)
   LIMIT 1;
  IF FOUND THEN
    IF existing.kinds = wanted THEN RETURN QUERY SELECT existing.id, true; RETURN; END IF;
    RAISE EXCEPTION 'an active endpoint of this project already has this URL with other kinds' USING ERRCODE = 'P0409', DETAIL = existing.id::text;
  END IF;
  INSERT INTO webhook_endpoint (project_id, url, kinds, actor_ref) VALUES (p_project_id, p_url, wanted, p_actor_ref) RETURNING webhook_endpoint.id INTO created;
  INSERT INTO crl_private.webhook_secret (endpoint_id, project_id, secret) VALUES (created, p_project_id, p_secret);
  RETURN QUERY SELECT created, false;
END
$$;
REVOKE ALL ON FUNCTION crl_create_webhook_endpoint(uuid, text, "AlertKind"[], crl_reference, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION crl_create_webhook_endpoint(uuid, text, "AlertKind"[], crl_reference, text) TO crl_app;

-- A redelivery: a new round for a settled delivery (delivered or dead-lettered), its job
-- added in the same transaction. A delivery still in its round is left as it is.
CREATE FUNCTION crl_request_webhook_redelivery(p_project_id uuid, p_delivery_id uuid, p_actor_ref crl_reference)
RETURNS TABLE (found boolean, requested boolean)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  state record;
BEGIN
  PERFORM 1 FROM webhook_delivery d WHERE d.id = p_delivery_id AND d.project_id = p_project_id FOR SHARE;
  IF NOT FOUND THEN RETURN QUERY SELECT false, false; RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('crl_webhook_delivery'), hashtext(p_delivery_id::text));
  SELECT s.status, s.attempts, s.endpoint_id INTO state FROM webhook_delivery_state s WHERE s.delivery_id = p_delivery_id;
  IF state.status NOT IN ('DELIVERED', 'DEAD_LETTERED') THEN RETURN QUERY SELECT true, false; RETURN; END IF;
  INSERT INTO webhook_delivery_attempt (delivery_id, attempt_no, project_id, outcome, actor_ref)
    VALUES (p_delivery_id, state.attempts + 1, p_project_id, 'REDELIVERY_REQUESTED', p_actor_ref);
  PERFORM crl_webhook_enqueue(p_delivery_id, state.endpoint_id);
  RETURN QUERY SELECT true, true;
END
$$;
REVOKE ALL ON FUNCTION crl_request_webhook_redelivery(uuid, uuid, crl_reference) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION crl_request_webhook_redelivery(uuid, uuid, crl_reference) TO crl_app;
