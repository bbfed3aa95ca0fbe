-- Reports that never change once final (docs/specification.md §6, "Finality").
--
-- Until now every row was stamped with its transaction's start time, so a write that
-- began before an instant T and committed after T added rows "recorded by T" after a
-- report as of T had been served. Now every write transaction is stamped once, with
-- the ledger clock read *after* the transaction has announced itself as in flight,
-- and a report can tell the instant up to which no further row can appear:
--
--   announce   the first ledger row of a transaction takes a shared advisory lock
--              keyed by the current second (namespace 1129466929, "CRL1"); the lock is
--              held until the transaction ends, and pg_locks shows it to every session;
--   stamp      then reads the clock, truncated to whole milliseconds (what clients see
--              is exactly what the database compares), and uses that one instant for
--              every row the transaction writes;
--   settle     crl_settled_through() reads the clock first, then the oldest announced
--              second in this database, and answers one millisecond before the
--              earlier of the two.
--
-- A write that announced before the settle read holds the horizon below its stamp; a
-- write that announces after it stamps later than the clock the settle read. So no
-- row can ever appear at or before settledThrough, and a report whose asOf is at or
-- before it is final. With no write in flight, settledThrough trails the clock by
-- one millisecond.
--
-- The stamp of a transaction is kept where only the ledger's own functions can write
-- it (an unlogged table the application role cannot even see, written by a SECURITY
-- DEFINER function): a session setting would let a caller choose its own clock.

-- The ledger's private bookkeeping: readable and writable by the owner only.
CREATE SCHEMA crl_private;
REVOKE ALL ON SCHEMA crl_private FROM PUBLIC;

CREATE UNLOGGED TABLE crl_private."crl_write_stamp" (
  "pid" integer NOT NULL,
  "xact" xid8 NOT NULL,
  "stamp" timestamptz(3) NOT NULL,
  CONSTRAINT "crl_write_stamp_pkey" PRIMARY KEY ("pid")
);
REVOKE ALL ON crl_private."crl_write_stamp" FROM PUBLIC;

-- The stamp of the current transaction, announcing it first if this is its first write.
CREATE FUNCTION crl_write_stamp() RETURNS timestamptz
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  current_xact xid8 := pg_current_xact_id();
  stamp timestamptz;
BEGIN
  SELECT s.stamp INTO stamp FROM crl_private.crl_write_stamp s WHERE s.pid = pg_backend_pid() AND s.xact = current_xact;
  IF FOUND THEN
    RETURN stamp;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(1129466929, (floor(extract(epoch FROM clock_timestamp())) - 1700000000)::integer);
  stamp := date_trunc('milliseconds', clock_timestamp());
  INSERT INTO crl_private.crl_write_stamp (pid, xact, stamp) VALUES (pg_backend_pid(), current_xact, stamp)
    ON CONFLICT (pid) DO UPDATE SET xact = EXCLUDED.xact, stamp = EXCLUDED.stamp;
  RETURN stamp;
END
$$;

-- The instant up to which no further ledger row can appear in this database.
CREATE FUNCTION crl_settled_through() RETURNS timestamptz
LANGUAGE plpgsql VOLATILE SET search_path = public, pg_temp AS $$
DECLARE
  clock timestamptz := clock_timestamp(); -- read before the in-flight writes, never after
  oldest_second bigint;
BEGIN
  SELECT min(l.objid::bigint) INTO oldest_second FROM pg_locks l
   WHERE l.locktype = 'advisory' AND l.classid = 1129466929 AND l.objsubid = 2
     AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database());
  RETURN least(date_trunc('milliseconds', clock), to_timestamp(oldest_second + 1700000000)) - interval '1 millisecond';
END
$$;

-- Every ledger table's clock trigger now takes the transaction's stamp.
CREATE OR REPLACE FUNCTION crl_stamp_clock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW := jsonb_populate_record(NEW, jsonb_build_object(TG_ARGV[0], crl_write_stamp()));
  RETURN NEW;
END
$$;

REVOKE ALL ON FUNCTION crl_write_stamp() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION crl_write_stamp() TO crl_app;
GRANT EXECUTE ON FUNCTION crl_settled_through() TO crl_app;
