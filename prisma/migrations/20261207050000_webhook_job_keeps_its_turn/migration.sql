-- A delivery's job keeps its place in its endpoint's queue when it is added again.
--
-- When a delivery settles, its transaction adds the job of the endpoint's next delivery
-- (src/modules/webhooks/runner.ts, recordAttempt). That job usually exists already: the
-- trigger on `alert` added it when the alert committed. graphile-worker's add_job
-- replaced it with run_at = now(), behind every later delivery of the same endpoint, and
-- the queue hands out its jobs by run_at: after a burst, each later delivery's job ran
-- first, found its predecessor unsettled and ended, one queue release at a time, before
-- the next delivery was attempted. With job_key_mode 'preserve_run_at', a job not yet
-- attempted keeps its run_at (the alert's commit), so the queue's next job is the
-- endpoint's next delivery. A job given a run_at (a retry's) is scheduled at it, as before.
CREATE OR REPLACE FUNCTION public.crl_webhook_enqueue(delivery_id uuid, endpoint_id uuid, run_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  PERFORM graphile_worker.add_job('crl_webhook_delivery', json_build_object('deliveryId', delivery_id),
    queue_name => 'crl_webhook:' || endpoint_id::text, run_at => run_at,
    max_attempts => 25, job_key => 'crl_webhook_delivery:' || delivery_id::text,
    job_key_mode => CASE WHEN run_at IS NULL THEN 'preserve_run_at' ELSE 'replace' END);
END
$$;
