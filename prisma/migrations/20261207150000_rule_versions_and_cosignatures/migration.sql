-- Versioned metric rules and witnessed checkpoints (docs/specification.md §6 "Finality", §14;
-- docs/tamper-evidence.md "Witnesses").
--
-- rule_version_activation: from which instant a version of the metric rules applies. A
-- report as of asOf is computed under the version of the latest activation with
-- activates_at <= asOf, the baseline version (1, which has no row) before the first. An
-- activation is a ledger row: append-only, stamped by the ledger's clock (recorded_at),
-- and it may only take effect at or after its own stamp, so no report that was already
-- final when it was recorded (asOf <= settledThrough < recorded_at) can change. Versions
-- and instants only move forward. Which versions exist is the code's table of rule sets
-- (src/domain/rules.ts); the command that records an activation refuses any other, and a
-- test checks that the rows here name only versions the code knows.

CREATE TABLE public.rule_version_activation (
    version integer NOT NULL,
    activates_at timestamp(3) with time zone NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    recorded_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rule_version_activation_version_check CHECK ((version >= 2)),
    -- recorded_at is the write stamp (set by the BEFORE trigger below, before CHECKs run).
    CONSTRAINT rule_version_activation_future_check CHECK ((activates_at >= recorded_at))
);

ALTER TABLE ONLY public.rule_version_activation
    ADD CONSTRAINT rule_version_activation_pkey PRIMARY KEY (version);

CREATE INDEX rule_version_activation_recorded_at_idx ON public.rule_version_activation USING btree (recorded_at);

-- Each activation follows the previous one: a higher version, a later instant.
CREATE FUNCTION public.crl_rule_activation_forward() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
DECLARE
  last_version integer;
  last_at timestamptz;
BEGIN
  -- One activation at a time (an advisory lock: a table lock needs more than INSERT).
  PERFORM pg_advisory_xact_lock(1129466931, 1);
  SELECT version, activates_at INTO last_version, last_at FROM rule_version_activation ORDER BY version DESC LIMIT 1;
  IF FOUND AND (NEW.version <= last_version OR NEW.activates_at <= last_at) THEN
    RAISE EXCEPTION 'rule version % at % does not follow version % at %', NEW.version, NEW.activates_at, last_version, last_at USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER rule_version_activation_clock BEFORE INSERT ON public.rule_version_activation FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('recorded_at');
ALTER TABLE public.rule_version_activation ENABLE ALWAYS TRIGGER rule_version_activation_clock;

CREATE TRIGGER rule_version_activation_forward BEFORE INSERT ON public.rule_version_activation FOR EACH ROW EXECUTE FUNCTION public.crl_rule_activation_forward();
ALTER TABLE public.rule_version_activation ENABLE ALWAYS TRIGGER rule_version_activation_forward;

CREATE TRIGGER rule_version_activation_append_only BEFORE DELETE OR UPDATE ON public.rule_version_activation FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();
ALTER TABLE public.rule_version_activation ENABLE ALWAYS TRIGGER rule_version_activation_append_only;

CREATE TRIGGER rule_version_activation_no_truncate BEFORE TRUNCATE ON public.rule_version_activation FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();
ALTER TABLE public.rule_version_activation ENABLE ALWAYS TRIGGER rule_version_activation_no_truncate;

GRANT SELECT,INSERT ON TABLE public.rule_version_activation TO crl_app;

-- transparency_witness: the witnesses whose cosignatures the ledger collects, each by its
-- C2SP verifier key (name+keyid+base64(0x04 || Ed25519 public key)). Registered by an
-- operator (npm run witness-key); append-only.
CREATE TABLE public.transparency_witness (
    name text NOT NULL,
    vkey text NOT NULL,
    registered_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT transparency_witness_name_check CHECK ((name ~ '^[!-*,-~]+$'::text) AND (length(name) <= 256)),
    CONSTRAINT transparency_witness_vkey_check CHECK ((vkey ~ '^[!-*,-~]+\+[0-9a-f]{8}\+[A-Za-z0-9+/]+={0,2}$'::text) AND (split_part(vkey, '+', 1) = name))
);

ALTER TABLE ONLY public.transparency_witness
    ADD CONSTRAINT transparency_witness_pkey PRIMARY KEY (name);

-- transparency_cosignature: a registered witness's cosignature/v1 of one checkpoint (the
-- note signature line as the witness sent it). The ledger stores one only after checking
-- it against the witness's key and the checkpoint it signs; a witness cosigns a checkpoint
-- once (a second is a replay when identical, refused otherwise).
CREATE TABLE public.transparency_cosignature (
    tree_size bigint NOT NULL,
    witness_name text NOT NULL,
    cosigned_at bigint NOT NULL,
    signature_line text NOT NULL,
    received_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT transparency_cosignature_time_check CHECK ((cosigned_at >= 0)),
    CONSTRAINT transparency_cosignature_line_check CHECK ((signature_line ~ '^— [!-*,-~]+ [A-Za-z0-9+/]+={0,2}$'::text))
);

ALTER TABLE ONLY public.transparency_cosignature
    ADD CONSTRAINT transparency_cosignature_pkey PRIMARY KEY (tree_size, witness_name);

ALTER TABLE ONLY public.transparency_cosignature
    ADD CONSTRAINT transparency_cosignature_checkpoint_fkey FOREIGN KEY (tree_size) REFERENCES public.transparency_checkpoint(tree_size) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.transparency_cosignature
    ADD CONSTRAINT transparency_cosignature_witness_fkey FOREIGN KEY (witness_name) REFERENCES public.transparency_witness(name) ON UPDATE RESTRICT ON DELETE RESTRICT;

CREATE TRIGGER transparency_witness_append_only BEFORE DELETE OR UPDATE ON public.transparency_witness FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();
ALTER TABLE public.transparency_witness ENABLE ALWAYS TRIGGER transparency_witness_append_only;
CREATE TRIGGER transparency_witness_no_truncate BEFORE TRUNCATE ON public.transparency_witness FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();
ALTER TABLE public.transparency_witness ENABLE ALWAYS TRIGGER transparency_witness_no_truncate;

CREATE TRIGGER transparency_cosignature_append_only BEFORE DELETE OR UPDATE ON public.transparency_cosignature FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();
ALTER TABLE public.transparency_cosignature ENABLE ALWAYS TRIGGER transparency_cosignature_append_only;
CREATE TRIGGER transparency_cosignature_no_truncate BEFORE TRUNCATE ON public.transparency_cosignature FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();
ALTER TABLE public.transparency_cosignature ENABLE ALWAYS TRIGGER transparency_cosignature_no_truncate;

GRANT SELECT,INSERT ON TABLE public.transparency_witness TO crl_app;
GRANT SELECT,INSERT ON TABLE public.transparency_cosignature TO crl_app;
