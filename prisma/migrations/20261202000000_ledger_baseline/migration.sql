-- The ledger's schema as of version 0.1.0, in one migration: every table, type, function,
-- trigger and grant the API, the transparency log, alerts and webhook delivery rely on.
-- What each part is for is in docs/specification.md (the contract), docs/security.md
-- (roles, grants, the credential screen), docs/tamper-evidence.md (the transparency log)
-- and docs/architecture.md; function bodies carry their own comments. A later change to
-- the schema is a new migration after this one: src/db/migrate.ts refuses an applied
-- migration whose file has changed.
--
-- Written in PostgreSQL's own dump form (every name schema-qualified, as the objects are
-- printed with an empty search_path), in this order: roles, schemas, enumerations, the
-- identifier domains, functions, tables, views, constraints, indexes, foreign keys,
-- triggers, grants.

-- Function bodies are not checked against tables that are created further down (each is
-- checked when it first runs); SET LOCAL ends with this migration's transaction.
SET LOCAL check_function_bodies = false;

-- --------------------------------------------------------------------------------------
-- Roles
-- --------------------------------------------------------------------------------------
-- Roles are cluster-wide, so creation tolerates a concurrent or earlier creator, and the
-- owner running this migration is made a member (superusers and existing members need no
-- grant).
--   crl_app: what the API's login role works as: SELECT and INSERT on the ledger, nothing
--     else (docs/security.md).
--   crl_webhook_delivery: what webhook delivery works as (src/modules/webhooks/runner.ts):
--     reads alerts, endpoints and their secrets, appends delivery attempts, works the job
--     queue. Not a member of crl_app, nor crl_app of it: the API role never reads a secret.
DO $$
BEGIN
  CREATE ROLE crl_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
DO $$
BEGIN
  EXECUTE format('GRANT crl_app TO %I', current_user);
EXCEPTION WHEN OTHERS THEN NULL;
END
$$;
DO $$
BEGIN
  CREATE ROLE crl_webhook_delivery NOLOGIN NOINHERIT;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
DO $$
BEGIN
  EXECUTE format('GRANT crl_webhook_delivery TO %I', current_user);
EXCEPTION WHEN OTHERS THEN NULL;
END
$$;

-- The server needs no temporary objects: nobody but the owner may create them in this
-- database (docs/security.md; the server refuses to start on a login that still can,
-- src/db/login.ts). The database's name differs per database, hence the DO block.
DO $$
BEGIN
  EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC, crl_app', current_database());
END
$$;

-- --------------------------------------------------------------------------------------
-- Schemas
-- --------------------------------------------------------------------------------------

CREATE SCHEMA crl_private;

-- --------------------------------------------------------------------------------------
-- Enumerations
-- --------------------------------------------------------------------------------------

CREATE TYPE public."AdjudicationKind" AS ENUM (
    'VERIFICATION_RECORDED',
    'HUMAN_ACCEPTED',
    'HUMAN_REJECTED',
    'REWORK_REQUESTED',
    'OVERRIDE_RECORDED',
    'ROLLBACK_RECORDED',
    'CRITICAL_FAILURE_RECORDED',
    'DRIFT_DETECTED',
    'DRIFT_RESOLVED'
);

CREATE TYPE public."Agreement" AS ENUM (
    'TRUE_PASS',
    'FALSE_PASS',
    'TRUE_FAIL',
    'FALSE_FAIL'
);

CREATE TYPE public."AgreementEventType" AS ENUM (
    'PROPOSED',
    'REVIEWED',
    'POST_MERGE_OUTCOME'
);

CREATE TYPE public."AlertKind" AS ENUM (
    'STATE_CHANGED',
    'CRITICAL_FAILURE',
    'LOWER_BOUND_BELOW',
    'BURN_RATE',
    'FALSE_PASS_ABOVE',
    'REWORK_REQUESTED',
    'VERIFIER_WITHDRAWN'
);

CREATE TYPE public."DesignationAction" AS ENUM (
    'DESIGNATE',
    'WITHDRAW'
);

CREATE TYPE public."EvidenceKind" AS ENUM (
    'LOG',
    'DIFF',
    'ARTIFACT',
    'REPORT',
    'TRACE'
);

CREATE TYPE public."GuardrailCheckResult" AS ENUM (
    'PASS',
    'FAIL',
    'SKIPPED'
);

CREATE TYPE public."GuardrailVerdict" AS ENUM (
    'PASS',
    'FAIL'
);

CREATE TYPE public."HumanVerdict" AS ENUM (
    'MERGE',
    'REJECT',
    'REVISE',
    'WAIVE'
);

CREATE TYPE public."OutcomeCode" AS ENUM (
    'SUCCEEDED',
    'FAILED',
    'BLOCKED_BY_POLICY',
    'CANCELLED',
    'TIMED_OUT',
    'ERRORED'
);

CREATE TYPE public."PostMergeOutcome" AS ENUM (
    'CLEAN',
    'REGRESSION',
    'REVERTED'
);

CREATE TYPE public."RiskTier" AS ENUM (
    'TIER_0',
    'TIER_1',
    'TIER_2',
    'TIER_3'
);

CREATE TYPE public."Severity" AS ENUM (
    'NORMAL',
    'CRITICAL'
);

CREATE TYPE public."StopReasonCode" AS ENUM (
    'COMPLETED',
    'VALIDATION_FAILED',
    'POLICY_BLOCKED',
    'BUDGET_EXHAUSTED',
    'TIMEOUT',
    'CANCELLED',
    'CRASHED',
    'NEEDS_HUMAN_INPUT',
    'UNKNOWN'
);

CREATE TYPE public."TokenRole" AS ENUM (
    'reader',
    'recorder',
    'adjudicator',
    'admin'
);

CREATE TYPE public."VerificationMode" AS ENUM (
    'NONE',
    'SELF_REPORTED',
    'HUMAN_REVIEW',
    'DETERMINISTIC_CHECK',
    'INDEPENDENT_AGENT'
);

CREATE TYPE public."VerificationResult" AS ENUM (
    'PASSED',
    'FAILED',
    'NOT_RUN'
);

CREATE TYPE public."WebhookAttemptOutcome" AS ENUM (
    'DELIVERED',
    'FAILED',
    'DEAD_LETTERED',
    'REDELIVERY_REQUESTED'
);

CREATE TYPE public."WebhookFailure" AS ENUM (
    'HTTP_STATUS',
    'TIMEOUT',
    'CONNECTION',
    'ADDRESS_REFUSED',
    'ENDPOINT_RETIRED'
);

-- --------------------------------------------------------------------------------------
-- The identifier domains and the credential screen their CHECKs call
-- --------------------------------------------------------------------------------------

CREATE FUNCTION public.crl_holds_credential(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (((value ~~* ANY (ARRAY['%q~%'::text])) AND (value ~ '(?:^|[^0-9A-Za-z])(?:[.0-9A-Z_a-z~]{3}[0-9]Q~[\-.0-9A-Z_a-z~]{31,34})(?:$|[\t\n\f\r "''),<\\`])'::text)) OR ((value ~~* ANY (ARRAY['%ey%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:ey[0-9A-Za-z]{17,}\.ey[\-/-9A-Z\\_a-z]{17,}\.(?:[\-/-9A-Z\\_a-z]{10,}={0,2})?)(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%sk%'::text])) AND (value ~ 'SK[0-9A-Fa-f]{32}'::text)) OR ((value ~~* ANY (ARRAY['%hvs.%'::text, '%s.%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:(?:hvs\.[\-0-9A-Z_a-z]{90,120}|s\.(?:[0-9A-Za-z]{24})))(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~* 'a3\-|ops_|p8e\-|age\-secret\-key\-1|ltai|sc_|ext_|scauth_|authress_|a3t|akia|asia|abia|acca|4b1d|clojars_|cloudflare|v1\.0\-|dapi|doo_v1_|dop_v1_|dor_v1_|dp\.pt\.|duffel_|dt0c01\.|ezak|eztk|facebook|eaam|eaac|flwseck_test|flwpubk_test|fo1_|fm1|fm2_|fio\-u\-|aiza|ghu_|ghs_|github_pat_|gho_|ghp_|ghr_|glcbt\-|gldt\-|glffct\-|glft\-|glimt\-|glagent\-|gloas\-|glpat\-|glptt\-|gr1348941|glrt\-|glsoat\-|_gitlab_session=|eyjrijoi|glc_|glsa_|pat\.|sat\.|atlasv1|hrku\-aa|hf_|api_org_|ico\-|intra|s\-s4t2ud\-|s\-s4t2af\-|zxlk|lin_api_|_mmk|webhook\.office\.com|webhookb2|incomingwebhook|ntn_|npm_|api\-|t3blbkfj|sha256~|pplx\-|pscale_tkn_|pscale_oauth_|pscale_pw_|pmak\-|pnu_|\-\-\-\-\-begin|pul\-|pypi\-ageichlwas5vcmc|rdme_|rubygems_|tk\-us\-|sg\.|xkeysib\-|sntrys_eyjpyxqio|sntryu_|sm_aat|sm_pat|sm_sat|shippo_|shpat_|shpca_|shppa_|shpss_|gems\.contribsys\.com|enterprise\.contribsys\.com|xapp|xoxb|xoxe\.xoxb\-|xoxe\.xoxp\-|xoxe\-|xoxo|xoxs|xoxa|xoxr|xoxp\-|hooks\.slack\.com|sgp_|sourcegraph|sq0atp\-|eaaa|sk_test|sk_live|sk_prod|rk_test|rk_live|rk_prod|hvb\.'::text) AND (((value ~~* ANY (ARRAY['%a3-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))A3\-[0-9A-Z]{6}\-(?:(?:[0-9A-Z]{11})|(?:[0-9A-Z]{6}\-[0-9A-Z]{5}))\-[0-9A-Z]{5}\-[0-9A-Z]{5}\-[0-9A-Z]{5}(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))'::text)) OR ((value ~~* ANY (ARRAY['%ops\_%'::text])) AND (value ~ 'ops_eyJ[+/-9A-Za-z]{250,}={0,3}'::text)) OR ((value ~~* ANY (ARRAY['%p8e-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:p8e\-[0-9A-Za-z]{32})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%age-secret-key-1%'::text])) AND (value ~ 'AGE\-SECRET\-KEY\-1[02-9AC-HJ-NP-Z]{58}'::text)) OR ((value ~~* ANY (ARRAY['%ltai%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:LTAI[0-9A-Za-z]{20})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%sc\_%'::text, '%ext\_%'::text, '%scauth\_%'::text, '%authress\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:(?:sc|ext|scauth|authress)_[0-9A-Za-z]{5,30}\.[0-9A-Za-z]{4,6}\.(?:acc)[\-_][\-0-9A-Za-z]{10,32}\.[+\-/-9=A-Z_a-z]{30,120})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%a3t%'::text, '%akia%'::text, '%asia%'::text, '%abia%'::text, '%acca%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:(?:A3T[0-9A-Z]|AKIA|ASIA|ABIA|ACCA)[2-7A-Z]{16})(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))'::text)) OR ((value ~~* ANY (ARRAY['%4b1d%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:4b1d[0-9A-Za-z]{38})(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))'::text)) OR ((value ~~* ANY (ARRAY['%clojars\_%'::text])) AND (value ~ '[Cc][Ll][Oo][Jj][Aa][Rr][Ss]_[0-9A-Za-z]{60}'::text)) OR ((value ~~* ANY (ARRAY['%cloudflare%'::text, '%v1.0-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:v1\.0\-[0-9a-f]{24}\-[0-9a-f]{146})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%dapi%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:dapi[0-9a-f]{32}(?:\-[0-9])?)(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%doo\_v1\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:doo_v1_[0-9a-f]{64})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%dop\_v1\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:dop_v1_[0-9a-f]{64})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%dor\_v1\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:[Dd][Oo][Rr]_[Vv]1_[0-9A-Fa-f]{64})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%dp.pt.%'::text])) AND (value ~ 'dp\.pt\.[0-9A-Za-z]{43}'::text)) OR ((value ~~* ANY (ARRAY['%duffel\_%'::text])) AND (value ~ 'duffel_(?:test|live)_[\-0-9=A-Z_a-z]{43}'::text)) OR ((value ~~* ANY (ARRAY['%dt0c01.%'::text])) AND (value ~ 'dt0c01\.[0-9A-Za-z]{24}\.[0-9A-Za-z]{64}'::text)) OR ((value ~~* ANY (ARRAY['%ezak%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))EZAK[0-9A-Za-z]{54}(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))'::text)) OR ((value ~~* ANY (ARRAY['%eztk%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))EZTK[0-9A-Za-z]{54}(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))'::text)) OR ((value ~~* ANY (ARRAY['%facebook%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:[0-9]{15,16}(?:\||%)[\-0-9A-Z_a-z]{27,40})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%eaam%'::text, '%eaac%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:EAA[CM][0-9A-Za-z]{100,})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%flwseck\_test%'::text])) AND (value ~ 'FLWSECK_TEST\-[0-9A-Ha-h]{12}'::text)) OR ((value ~~* ANY (ARRAY['%flwpubk\_test%'::text])) AND (value ~ 'FLWPUBK_TEST\-[0-9A-Ha-h]{32}\-[Xx]'::text)) OR ((value ~~* ANY (ARRAY['%flwseck\_test%'::text])) AND (value ~ 'FLWSECK_TEST\-[0-9A-Ha-h]{32}\-[Xx]'::text)) OR ((value ~~* ANY (ARRAY['%fo1\_%'::text, '%fm1%'::text, '%fm2\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:(?:fo1_[\-0-9A-Z_a-z]{43}|fm1[ar]_[+/-9A-Za-z]{100,}={0,3}|fm2_[+/-9A-Za-z]{100,}={0,3}))(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%fio-u-%'::text])) AND (value ~ 'fio\-u\-[\-0-9=A-Z_a-z]{64}'::text)) OR ((value ~~* ANY (ARRAY['%aiza%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:AIza[\-0-9A-Z_a-z]{35})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%ghu\_%'::text, '%ghs\_%'::text])) AND (value ~ '(?:ghu|ghs)_[0-9A-Za-z]{36}'::text)) OR ((value ~~* ANY (ARRAY['%github\_pat\_%'::text])) AND (value ~ 'github_pat_[0-9A-Z_a-z]{82}'::text)) OR ((value ~~* ANY (ARRAY['%gho\_%'::text])) AND (value ~ 'gho_[0-9A-Za-z]{36}'::text)) OR ((value ~~* ANY (ARRAY['%ghp\_%'::text])) AND (value ~ 'ghp_[0-9A-Za-z]{36}'::text)) OR ((value ~~* ANY (ARRAY['%ghr\_%'::text])) AND (value ~ 'ghr_[0-9A-Za-z]{36}'::text)) OR ((value ~~* ANY (ARRAY['%glcbt-%'::text])) AND (value ~ 'glcbt\-[0-9A-Za-z]{1,5}_[\-0-9A-Z_a-z]{20}'::text)) OR ((value ~~* ANY (ARRAY['%gldt-%'::text])) AND (value ~ 'gldt\-[\-0-9A-Z_a-z]{20}'::text)) OR ((value ~~* ANY (ARRAY['%glffct-%'::text])) AND (value ~ 'glffct\-[\-0-9A-Z_a-z]{20}'::text)) OR ((value ~~* ANY (ARRAY['%glft-%'::text])) AND (value ~ 'glft\-[\-0-9A-Z_a-z]{20}'::text)) OR ((value ~~* ANY (ARRAY['%glimt-%'::text])) AND (value ~ 'glimt\-[\-0-9A-Z_a-z]{25}'::text)) OR ((value ~~* ANY (ARRAY['%glagent-%'::text])) AND (value ~ 'glagent\-[\-0-9A-Z_a-z]{50}'::text)) OR ((value ~~* ANY (ARRAY['%gloas-%'::text])) AND (value ~ 'gloas\-[\-0-9A-Z_a-z]{64}'::text)) OR ((value ~~* ANY (ARRAY['%glpat-%'::text])) AND (value ~ 'glpat\-[\-0-9A-Z_a-z]{20}'::text)) OR ((value ~~* ANY (ARRAY['%glpat-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))glpat\-[\-0-9A-Z_a-z]{27,}\.[0-9a-z]{2}[0-9a-z]{7}(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))'::text)) OR ((value ~~* ANY (ARRAY['%glptt-%'::text])) AND (value ~ 'glptt\-[0-9a-f]{40}'::text)) OR ((value ~~* ANY (ARRAY['%gr1348941%'::text])) AND (value ~ 'GR1348941[\-0-9A-Z_a-z]{20}'::text)) OR ((value ~~* ANY (ARRAY['%glrt-%'::text])) AND (value ~ 'glrt\-[\-0-9A-Z_a-z]{20}'::text)) OR ((value ~~* ANY (ARRAY['%glrt-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))glrt\-t[0-9]_[\-0-9A-Z_a-z]{27,}\.[0-9a-z]{2}[0-9a-z]{7}(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))'::text)) OR ((value ~~* ANY (ARRAY['%glsoat-%'::text])) AND (value ~ 'glsoat\-[\-0-9A-Z_a-z]{20}'::text)) OR ((value ~~* ANY (ARRAY['%\_gitlab\_session=%'::text])) AND (value ~ '_gitlab_session=[0-9a-z]{32}'::text)) OR ((value ~~* ANY (ARRAY['%eyjrijoi%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:[Ee][Yy][Jj][Rr][Ii][Jj][Oo][Ii][0-9A-Za-z]{70,}={0,3})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%glc\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:[Gg][Ll][Cc]_[+/-9A-Za-z]{32,}={0,3})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%glsa\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:[Gg][Ll][Ss][Aa]_[0-9A-Za-z]{32}_[0-9A-Fa-f]{8})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%pat.%'::text, '%sat.%'::text])) AND (value ~ '(?:pat|sat)\.[\-0-9A-Z_a-z]{22}\.[0-9A-Za-z]{24}\.[0-9A-Za-z]{20}'::text)) OR ((value ~~* ANY (ARRAY['%atlasv1%'::text])) AND (value ~ '[0-9A-Za-z]{14}\.(?:atlasv1)\.[\-0-9=A-Z_a-z]{60,70}'::text)) OR ((value ~~* ANY (ARRAY['%hrku-aa%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:(?:HRKU\-AA[\-0-9A-Z_a-z]{58}))(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%hf\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:hf_(?:[A-Za-z]{34}))(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%api\_org\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:api_org_(?:[A-Za-z]{34}))(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%ico-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:ico\-[0-9A-Za-z]{32})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%intra%'::text, '%s-s4t2ud-%'::text, '%s-s4t2af-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:s\-s4t2(?:ud|af)\-[0-9A-Fa-f]{64})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%zxlk%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))ZXlK(?:(?:aGJHY2lPaU)|(?:aGNIVWlPaU)|(?:aGNIWWlPaU)|(?:aGRXUWlPaU)|(?:aU5qUWlP)|(?:amNtbDBJanBi)|(?:amRIa2lPaU)|(?:bGNHc2lPbn)|(?:bGJtTWlPaU)|(?:cWEzVWlPaU)|(?:cWQyc2lPb)|(?:cGMzTWlPaU)|(?:cGRpSTZJ)|(?:cmFXUWlP)|(?:clpYbGZiM0J6SWpwY)|(?:cmRIa2lPaUp)|(?:dWIyNWpaU0k2)|(?:d01tTWlP)|(?:d01uTWlPaU)|(?:d2NIUWlPaU)|(?:emRXSWlPaU)|(?:emRuUWlP)|(?:MFlXY2lPaU)|(?:MGVYQWlPaUp)|(?:MWNtd2l)|(?:MWMyVWlPaUp)|(?:MlpYSWlPaU)|(?:MlpYSnphVzl1SWpv)|(?:NElqb2)|(?:NE5XTWlP)|(?:NE5YUWlPaU)|(?:NE5YUWpVekkxTmlJNkl)|(?:NE5YVWlPaU)|(?:NmFYQWlPaU))[\n\r+\-/-9A-Z\\_a-z]{40,}={0,2}'::text)) OR ((value ~~* ANY (ARRAY['%lin\_api\_%'::text])) AND (value ~ 'lin_api_[0-9A-Za-z]{40}'::text)) OR ((value ~~* ANY (ARRAY['%\_mmk%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:[0-9A-Za-z]{6}_[0-9A-Za-z]{29}_mmk)(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%webhook.office.com%'::text, '%webhookb2%'::text, '%incomingwebhook%'::text])) AND (value ~ 'https:\/\/[0-9a-z]+\.webhook\.office\.com\/webhookb2\/[0-9a-z]{8}\-(?:[0-9a-z]{4}\-){3}[0-9a-z]{12}@[0-9a-z]{8}\-(?:[0-9a-z]{4}\-){3}[0-9a-z]{12}\/IncomingWebhook\/[0-9a-z]{32}\/[0-9a-z]{8}\-(?:[0-9a-z]{4}\-){3}[0-9a-z]{12}'::text)) OR ((value ~~* ANY (ARRAY['%ntn\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:ntn_[0-9]{11}[0-9A-Za-z]{32}[0-9A-Za-z]{3})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%npm\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:[Nn][Pp][Mm]_[0-9A-Za-z]{36})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%api-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:API\-[0-9A-Z]{26})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%t3blbkfj%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:sk\-(?:proj|svcacct|admin)\-(?:[\-0-9A-Z_a-z]{74}|[\-0-9A-Z_a-z]{58})T3BlbkFJ(?:[\-0-9A-Z_a-z]{74}|[\-0-9A-Z_a-z]{58})(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))|sk\-[0-9A-Za-z]{20}T3BlbkFJ[0-9A-Za-z]{20})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%sha256~%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:sha256~[\-0-9A-Z_a-z]{43})(?:[^\-0-9A-Z_a-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%pplx-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:pplx\-[0-9A-Za-z]{48})(?:[\t\n\f\r "'';`]|\\[nr]|$|(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z])))'::text)) OR ((value ~~* ANY (ARRAY['%pscale\_tkn\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:pscale_tkn_[\-.0-9=A-Z_a-z]{32,64})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%pscale\_oauth\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:pscale_oauth_[\-.0-9=A-Z_a-z]{32,64})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%pscale\_pw\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:[Pp][Ss][Cc][Aa][Ll][Ee]_[Pp][Ww]_[\-.0-9=A-Z_a-z]{32,64})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%pmak-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:PMAK\-[0-9A-Fa-f]{24}\-[0-9A-Fa-f]{34})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%pnu\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:pnu_[0-9A-Za-z]{36})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%-----begin%'::text])) AND (value ~ '\-\-\-\-\-[Bb][Ee][Gg][Ii][Nn][ \-0-9A-Z_a-z]{0,100}[Pp][Rr][Ii][Vv][Aa][Tt][Ee] [Kk][Ee][Yy](?: [Bb][Ll][Oo][Cc][Kk])?\-\-\-\-\-.{64,}[Kk][Ee][Yy](?: [Bb][Ll][Oo][Cc][Kk])?\-\-\-\-\-'::text)) OR ((value ~~* ANY (ARRAY['%pul-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:pul\-[0-9a-f]{40})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%pypi-ageichlwas5vcmc%'::text])) AND (value ~ 'pypi\-AgEIcHlwaS5vcmc[\-0-9A-Z_a-z]{50,}'::text)) OR ((value ~~* ANY (ARRAY['%rdme\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:rdme_[0-9a-z]{70})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%rubygems\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:rubygems_[0-9a-f]{48})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%tk-us-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:tk\-us\-[\-0-9A-Z_a-z]{48})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%sg.%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:SG\.[\-.0-9=A-Z_a-z]{66})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%xkeysib-%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:xkeysib\-[0-9a-f]{64}\-[0-9A-Za-z]{16})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%sntrys\_eyjpyxqio%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))sntrys_eyJpYXQiO[+/-9A-Za-z]{10,200}(?:LCJyZWdpb25fdXJs|InJlZ2lvbl91cmwi|cmVnaW9uX3VybCI6)[+/-9A-Za-z]{10,200}={0,2}_[+/-9A-Za-z]{43}(?:[^+/-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%sntryu\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:sntryu_[0-9a-f]{64})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%sm\_aat%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:sm_aat_[0-9A-Za-z]{16})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%sm\_pat%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:sm_pat_[0-9A-Za-z]{16})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%sm\_sat%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:sm_sat_[0-9A-Za-z]{16})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%shippo\_%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:shippo_(?:live|test)_[0-9A-Fa-f]{40})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%shpat\_%'::text])) AND (value ~ 'shpat_[0-9A-Fa-f]{32}'::text)) OR ((value ~~* ANY (ARRAY['%shpca\_%'::text])) AND (value ~ 'shpca_[0-9A-Fa-f]{32}'::text)) OR ((value ~~* ANY (ARRAY['%shppa\_%'::text])) AND (value ~ 'shppa_[0-9A-Fa-f]{32}'::text)) OR ((value ~~* ANY (ARRAY['%shpss\_%'::text])) AND (value ~ 'shpss_[0-9A-Fa-f]{32}'::text)) OR ((value ~~* ANY (ARRAY['%gems.contribsys.com%'::text, '%enterprise.contribsys.com%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))[Hh][Tt][Tt][Pp][Ss]?:\/\/(?:[0-9A-Fa-f]{8}:[0-9A-Fa-f]{8})@(?:[Gg][Ee][Mm][Ss][^\n][Cc][Oo][Nn][Tt][Rr][Ii][Bb][Ss][Yy][Ss][^\n][Cc][Oo][Mm]|[Ee][Nn][Tt][Ee][Rr][Pp][Rr][Ii][Ss][Ee][^\n][Cc][Oo][Nn][Tt][Rr][Ii][Bb][Ss][Yy][Ss][^\n][Cc][Oo][Mm])(?:[#/:?|]|$)'::text)) OR ((value ~~* ANY (ARRAY['%xapp%'::text])) AND (value ~ '[Xx][Aa][Pp][Pp]\-[0-9]\-[0-9A-Za-z]+\-[0-9]+\-[0-9A-Za-z]+'::text)) OR ((value ~~* ANY (ARRAY['%xoxb%'::text])) AND (value ~ 'xoxb\-[0-9]{10,13}\-[0-9]{10,13}[\-0-9A-Za-z]*'::text)) OR ((value ~~* ANY (ARRAY['%xoxe.xoxb-%'::text, '%xoxe.xoxp-%'::text])) AND (value ~ '[Xx][Oo][Xx][Ee][^\n][Xx][Oo][Xx][BPbp]\-[0-9]\-[0-9A-Za-z]{163,166}'::text)) OR ((value ~~* ANY (ARRAY['%xoxe-%'::text])) AND (value ~ '[Xx][Oo][Xx][Ee]\-[0-9]\-[0-9A-Za-z]{146}'::text)) OR ((value ~~* ANY (ARRAY['%xoxb%'::text])) AND (value ~ 'xoxb\-[0-9]{8,14}\-[0-9A-Za-z]{18,26}'::text)) OR ((value ~~* ANY (ARRAY['%xoxo%'::text, '%xoxs%'::text])) AND (value ~ 'xox[os]\-[0-9]+\-[0-9]+\-[0-9]+\-[0-9A-Fa-f]+'::text)) OR ((value ~~* ANY (ARRAY['%xoxa%'::text, '%xoxr%'::text])) AND (value ~ 'xox[ar]\-(?:[0-9]\-)?[0-9A-Za-z]{8,48}'::text)) OR ((value ~~* ANY (ARRAY['%xoxp-%'::text, '%xoxe-%'::text])) AND (value ~ 'xox[ep](?:\-[0-9]{10,13}){3}\-[\-0-9A-Za-z]{28,34}'::text)) OR ((value ~~* ANY (ARRAY['%hooks.slack.com%'::text])) AND (value ~ '(?:https?:\/\/)?hooks[^\n]slack[^\n]com\/(?:services|workflows|triggers)\/[+/-9A-Za-z]{43,56}'::text)) OR ((value ~~* ANY (ARRAY['%sgp\_%'::text, '%sourcegraph%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:[Ss][Gg][Pp]_(?:[0-9A-Fa-f]{16}|[Ll][Oo][Cc][Aa][Ll])_[0-9A-Fa-f]{40}|[Ss][Gg][Pp]_[0-9A-Fa-f]{40}|[0-9A-Fa-f]{40})(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z])))(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%sq0atp-%'::text, '%eaaa%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:(?:EAAA|sq0atp\-)[\-0-9A-Z_a-z]{22,60})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%sk\_test%'::text, '%sk\_live%'::text, '%sk\_prod%'::text, '%rk\_test%'::text, '%rk\_live%'::text, '%rk\_prod%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:(?:sk|rk)_(?:test|live|prod)_[0-9A-Za-z]{10,99})(?:[^0-9A-Za-z]|$)'::text)) OR ((value ~~* ANY (ARRAY['%hvb.%'::text])) AND (value ~ '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))(?:hvb\.[\-0-9A-Z_a-z]{138,})(?:[^0-9A-Za-z]|$)'::text)))) OR ((value ~* 'crl_|:\/\/|sk\-ant\-|sk\-|sk_live_|sk_test_|rk_live_|rk_test_|a3t|akia|asia|abia|acca|xox|xapp\-|ghp_|gho_|ghs_|ghu_|ghr_|github_pat_|glpat\-|accountkey=|sharedaccesskey='::text) AND (((value ~~* ANY (ARRAY['%crl\_%'::text])) AND (value ~ '(?:^|[^0-9A-Za-z])crl_(?:(?=[0-9A-Za-z_\-]{20})[0-9A-Za-z_\-]*[0-9]|[0-9A-Za-z_\-]*[0-9A-Za-z]{24})'::text)) OR ((value ~~* ANY (ARRAY['%://%'::text])) AND (value ~ '[A-Za-z][0-9A-Za-z+.\-]*://[^/?#@\t\n\r ]*:[^/?#@\t\n\r ]+@'::text)) OR ((value ~~* ANY (ARRAY['%sk-ant-%'::text])) AND (value ~ '(?:^|[^0-9A-Za-z])sk-ant-(?:(?=[0-9A-Za-z_\-]{16})[0-9A-Za-z_\-]*[0-9]|[0-9A-Za-z_\-]*[0-9A-Za-z]{20})'::text)) OR ((value ~~* ANY (ARRAY['%sk-%'::text])) AND (value ~ '(?:^|[^0-9A-Za-z])sk-(?:(?=[0-9A-Za-z_\-]{20})[0-9A-Za-z_\-]*[0-9]|[0-9A-Za-z_\-]*[0-9A-Za-z]{24})'::text)) OR ((value ~~* ANY (ARRAY['%sk\_live\_%'::text, '%sk\_test\_%'::text, '%rk\_live\_%'::text, '%rk\_test\_%'::text])) AND (value ~ '(?:^|[^0-9A-Za-z])[rs]k_(?:live|test)_(?:(?=[0-9A-Za-z]{10})[0-9A-Za-z]*[0-9]|[0-9A-Za-z]*[0-9A-Za-z]{16})'::text)) OR ((value ~~* ANY (ARRAY['%a3t%'::text, '%akia%'::text, '%asia%'::text, '%abia%'::text, '%acca%'::text])) AND (value ~ '(?:A3T[0-9A-Z]|AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}'::text)) OR ((value ~~* ANY (ARRAY['%xox%'::text, '%xapp-%'::text])) AND (value ~ '(?:^|[^0-9A-Za-z])(?:xox[abeoprs]|xapp)-(?:(?=[0-9A-Za-z\-]{10})[0-9A-Za-z\-]*[0-9]|[0-9A-Za-z\-]*[0-9A-Za-z]{12})'::text)) OR ((value ~~* ANY (ARRAY['%ghp\_%'::text, '%gho\_%'::text, '%ghs\_%'::text, '%ghu\_%'::text, '%ghr\_%'::text, '%github\_pat\_%'::text])) AND (value ~ '(?:^|[^0-9A-Za-z])(?:gh[oprsu]_(?:(?=[0-9A-Za-z]{16})[0-9A-Za-z]*[0-9]|[0-9A-Za-z]*[0-9A-Za-z]{20})|github_pat_(?:(?=[0-9A-Za-z_]{20})[0-9A-Za-z_]*[0-9]|[0-9A-Za-z_]*[0-9A-Za-z]{24}))'::text)) OR ((value ~~* ANY (ARRAY['%glpat-%'::text])) AND (value ~ '(?:^|[^0-9A-Za-z])glpat-(?:(?=[0-9A-Za-z_\-]{16})[0-9A-Za-z_\-]*[0-9]|[0-9A-Za-z_\-]*[0-9A-Za-z]{20})'::text)) OR ((value ~~* ANY (ARRAY['%accountkey=%'::text, '%sharedaccesskey=%'::text])) AND (value ~ '(?:[Aa]ccount[Kk]ey|[Ss]hared[Aa]ccess[Kk]ey)=[+/0-9A-Za-z]{20,}'::text)))));

CREATE DOMAIN public.crl_capability_key AS text
	CONSTRAINT crl_capability_key_check CHECK (((VALUE ~ '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*){0,7}$'::text) AND (length(VALUE) <= 128) AND (NOT public.crl_holds_credential(VALUE))));

CREATE DOMAIN public.crl_digest AS text
	CONSTRAINT crl_digest_check CHECK ((VALUE ~ '^[0-9a-f]{64}$'::text));

CREATE DOMAIN public.crl_label AS text
	CONSTRAINT crl_label_check CHECK (((VALUE ~ '^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$'::text) AND (NOT public.crl_holds_credential(VALUE))));

CREATE DOMAIN public.crl_reference AS text
	CONSTRAINT crl_reference_check CHECK (((VALUE ~ '^[A-Za-z0-9][A-Za-z0-9._:@/-]{0,127}$'::text) AND (NOT public.crl_holds_credential(VALUE))));

-- --------------------------------------------------------------------------------------
-- Functions
-- --------------------------------------------------------------------------------------

CREATE FUNCTION public.crl_append_drift_detection(target uuid, submitted public.crl_digest, actor public.crl_reference, content public.crl_digest) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
DECLARE
  stored_digest text;
  stored_project uuid;
  stored_cohort uuid;
BEGIN
  SELECT outcome_digest, project_id, cohort_id INTO stored_digest, stored_project, stored_cohort FROM attempt WHERE id = target;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'attempt % does not exist', target USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF stored_digest = submitted THEN
    RAISE EXCEPTION 'no drift: the submitted outcome digest is the stored one' USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO adjudication (attempt_id, project_id, cohort_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
    VALUES (target, stored_project, stored_cohort, 0, 'DRIFT_DETECTED', 'drift:' || submitted, actor, ARRAY[submitted::text], content)
    ON CONFLICT (attempt_id, project_id, idempotency_key) DO NOTHING;
  RETURN FOUND;
END
$$;

CREATE FUNCTION public.crl_canonical_jsonb(value jsonb) RETURNS json
    LANGUAGE plpgsql IMMUTABLE STRICT
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  CASE jsonb_typeof(value)
    WHEN 'object' THEN
      RETURN ('{' || coalesce((SELECT string_agg(to_json(e.key)::text || ':' || crl_canonical_jsonb(e.value)::text, ',' ORDER BY e.key COLLATE "C")
                                 FROM jsonb_each(value) AS e), '') || '}')::json;
    WHEN 'array' THEN
      RETURN ('[' || coalesce((SELECT string_agg(crl_canonical_jsonb(e.value)::text, ',' ORDER BY e.n)
                                 FROM jsonb_array_elements(value) WITH ORDINALITY AS e(value, n)), '') || ']')::json;
    WHEN 'number' THEN
      RETURN crl_json_number(value::text::double precision);
    ELSE
      RETURN value::json;
  END CASE;
END
$$;

CREATE FUNCTION public.crl_check_graded_verification() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
DECLARE
  target attempt%ROWTYPE;
  scheme rubric%ROWTYPE;
  runtime_model text;
  below text[] := '{}';
  scored integer;
BEGIN
  SELECT * INTO target FROM attempt WHERE id = NEW.attempt_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'attempt % does not exist', NEW.attempt_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF NEW.grader_ref IN (target.worker_ref, target.recorded_by) OR NEW.actor_ref IN (target.worker_ref, target.recorded_by) THEN
    RAISE EXCEPTION 'self-grading is refused: the grader or actor is the worker or recorder of attempt %', NEW.attempt_id
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT * INTO scheme FROM rubric WHERE digest = NEW.rubric_digest;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'rubric % does not exist', NEW.rubric_digest USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF NOT crl_distinct_list(NEW.criterion_ids) THEN
    RAISE EXCEPTION 'a criterion is scored more than once' USING ERRCODE = 'check_violation';
  END IF;
  IF NOT NEW.criterion_ids <@ scheme.criterion_ids THEN
    RAISE EXCEPTION 'a scored criterion is not one of rubric %', NEW.rubric_digest USING ERRCODE = 'check_violation';
  END IF;
  FOR i IN 1 .. cardinality(scheme.criterion_ids) LOOP
    CONTINUE WHEN NOT scheme.criterion_required[i];
    scored := array_position(NEW.criterion_ids, scheme.criterion_ids[i]);
    IF scored IS NULL THEN
      RAISE EXCEPTION 'required criterion % is not scored', scheme.criterion_ids[i] USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.scores[scored] < scheme.threshold THEN
      below := below || scheme.criterion_ids[i];
    END IF;
  END LOOP;
  IF NEW.round = 1 AND NOT EXISTS (
    SELECT 1 FROM graded_verification g
     WHERE g.attempt_id = NEW.attempt_id AND g.project_id = target.project_id
       AND g.rubric_digest = NEW.rubric_digest AND g.round = 0 AND g.rework_recommended
  ) THEN
    RAISE EXCEPTION 'round 1 needs a round 0 of this rubric that recommended rework' USING ERRCODE = 'check_violation';
  END IF;
  SELECT c.model INTO runtime_model FROM cohort c WHERE c.id = target.cohort_id AND c.project_id = target.project_id;
  NEW.project_id := target.project_id;
  NEW.below_threshold := below;
  NEW.rework_recommended := NEW.round = 0 AND cardinality(below) > 0;
  NEW.independent := NEW.grader_model IS DISTINCT FROM runtime_model;
  RETURN NEW;
END
$$;

CREATE FUNCTION public.crl_create_webhook_endpoint(p_project_id uuid, p_url text, p_kinds public."AlertKind"[], p_actor_ref public.crl_reference, p_secret text) RETURNS TABLE(id uuid, replayed boolean)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
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

CREATE FUNCTION public.crl_cursor_forward() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  IF NEW.project_id IS DISTINCT FROM OLD.project_id OR NEW.rule_digest IS DISTINCT FROM OLD.rule_digest THEN
    RAISE EXCEPTION 'an alert rule cursor keeps its rule' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.evaluated_through < OLD.evaluated_through THEN
    NEW.evaluated_through := OLD.evaluated_through;
  END IF;
  RETURN NEW;
END
$$;

CREATE FUNCTION public.crl_digest_list(items text[]) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
  SELECT cardinality(items::crl_digest[]) >= 0 AND array_position(items, NULL) IS NULL
$$;

CREATE FUNCTION public.crl_distinct_list(items text[]) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
  SELECT (SELECT count(DISTINCT item) FROM unnest(items) AS item) = cardinality(items)
$$;

CREATE FUNCTION public.crl_guard_drift_detection() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  IF NEW.kind = 'DRIFT_DETECTED'
     AND current_user::text <> (SELECT pg_get_userbyid(relowner)::text FROM pg_class WHERE oid = 'adjudication'::regclass) THEN
    RAISE EXCEPTION 'DRIFT_DETECTED is appended only by the ledger (crl_append_drift_detection)'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;

CREATE FUNCTION public.crl_guard_project_annotation_text() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'annotation text is never edited; store the new text under its own digest'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM annotation_redaction WHERE project_id = OLD.project_id AND digest = OLD.digest) THEN
    RAISE EXCEPTION 'annotation text is removed only by redaction (crl_redact_annotation)'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END
$$;

CREATE FUNCTION public.crl_json_number(value double precision) RETURNS json
    LANGUAGE plpgsql IMMUTABLE STRICT
    SET extra_float_digits TO '1'
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
DECLARE
  shortest text;
  sign text := '';
  mantissa text;
  exponent int := 0;
  digits text;
  point int;
  k int;
  n int;
BEGIN
  IF value = 0 THEN
    RETURN '0'::json; -- and -0, as ECMAScript writes it
  END IF;
  IF value IN ('Infinity'::float8, '-Infinity'::float8, 'NaN'::float8) THEN -- NaN equals NaN in PostgreSQL
    RAISE EXCEPTION 'JSON has no number %', value USING ERRCODE = 'invalid_parameter_value';
  END IF;
  shortest := value::text;
  IF left(shortest, 1) = '-' THEN
    sign := '-';
    shortest := substr(shortest, 2);
  END IF;
  IF position('e' IN shortest) > 0 THEN
    mantissa := split_part(shortest, 'e', 1);
    exponent := split_part(shortest, 'e', 2)::int;
  ELSE
    mantissa := shortest;
  END IF;
  -- value = 0.digits x 10^n, digits without leading or trailing zeros
  point := position('.' IN mantissa);
  IF point = 0 THEN
    digits := mantissa;
    n := length(mantissa) + exponent;
  ELSE
    digits := replace(mantissa, '.', '');
    n := point - 1 + exponent;
  END IF;
  WHILE left(digits, 1) = '0' LOOP
    digits := substr(digits, 2);
    n := n - 1;
  END LOOP;
  digits := rtrim(digits, '0');
  k := length(digits);
  IF k <= n AND n <= 21 THEN
    RETURN (sign || digits || repeat('0', n - k))::json;
  ELSIF 0 < n AND n <= 21 THEN
    RETURN (sign || left(digits, n) || '.' || substr(digits, n + 1))::json;
  ELSIF -6 < n AND n <= 0 THEN
    RETURN (sign || '0.' || repeat('0', -n) || digits)::json;
  END IF;
  RETURN (sign || left(digits, 1) || CASE WHEN k > 1 THEN '.' || substr(digits, 2) ELSE '' END
          || 'e' || CASE WHEN n - 1 >= 0 THEN '+' ELSE '-' END || abs(n - 1))::json;
END
$$;

CREATE FUNCTION public.crl_label_list(items text[]) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
  SELECT cardinality(items::crl_label[]) >= 0 AND array_position(items, NULL) IS NULL
$$;

CREATE FUNCTION public.crl_lock_attempt(target uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  PERFORM 1 FROM attempt WHERE id = target FOR NO KEY UPDATE;
  RETURN FOUND;
END
$$;

CREATE FUNCTION public.crl_notify_adjudications_appended() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'adjudication', 'projectId', j.project_id, 'count', count(*), 'recordedAt', max(j.recorded_at))::text)
    FROM appended j GROUP BY j.project_id;
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'cohort', 'projectId', j.project_id, 'cohortId', j.cohort_id, 'recordedAt', max(j.recorded_at))::text)
    FROM appended j GROUP BY j.project_id, j.cohort_id;
  RETURN NULL;
END
$$;

CREATE FUNCTION public.crl_notify_alerts_raised() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'alert', 'projectId', r.project_id, 'alertId', r.id, 'recordedAt', r.raised_at)::text)
    FROM raised r;
  RETURN NULL;
END
$$;

CREATE FUNCTION public.crl_notify_attempts_recorded() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'attempt', 'projectId', r.project_id, 'count', count(*), 'recordedAt', max(r.recorded_at))::text)
    FROM recorded r GROUP BY r.project_id;
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'cohort', 'projectId', r.project_id, 'cohortId', r.cohort_id, 'recordedAt', max(r.recorded_at))::text)
    FROM recorded r GROUP BY r.project_id, r.cohort_id;
  RETURN NULL;
END
$$;

CREATE FUNCTION public.crl_notify_token_revocation() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  PERFORM pg_notify('crl_token_revoked', NEW.token_id::text);
  RETURN NULL;
END
$$;

CREATE FUNCTION public.crl_notify_verifier_cohorts() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'cohort', 'projectId', c.project_id, 'cohortId', c.cohort_id, 'recordedAt', c.stamp)::text)
    FROM (
      SELECT a.project_id, a.cohort_id, max(n.stamp) AS stamp
        FROM (SELECT project_id, verifier_ref, registered_at AS stamp FROM changed) AS n
        JOIN LATERAL (
          SELECT x.project_id, x.cohort_id FROM attempt x WHERE x.project_id = n.project_id AND x.verifier_ref = n.verifier_ref
          UNION
          SELECT j.project_id, j.cohort_id FROM adjudication j WHERE j.project_id = n.project_id AND j.verifier_ref = n.verifier_ref
        ) AS a ON true
       GROUP BY a.project_id, a.cohort_id
    ) AS c;
  RETURN NULL;
END
$$;

CREATE FUNCTION public.crl_notify_withdrawal_cohorts() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  PERFORM pg_notify('crl_ledger_events', json_build_object(
      'kind', 'cohort', 'projectId', c.project_id, 'cohortId', c.cohort_id, 'recordedAt', c.stamp)::text)
    FROM (
      SELECT a.project_id, a.cohort_id, max(n.withdrawn_at) AS stamp
        FROM changed AS n
        JOIN LATERAL (
          SELECT x.project_id, x.cohort_id FROM attempt x WHERE x.project_id = n.project_id AND x.verifier_ref = n.verifier_ref
          UNION
          SELECT j.project_id, j.cohort_id FROM adjudication j WHERE j.project_id = n.project_id AND j.verifier_ref = n.verifier_ref
        ) AS a ON true
       GROUP BY a.project_id, a.cohort_id
    ) AS c;
  RETURN NULL;
END
$$;

CREATE FUNCTION public.crl_record_attempts(project_ids uuid[], outcome_ids text[], capability_keys text[], group_ids uuid[], multiplicities integer[], task_refs text[], work_package_refs text[], agent_run_refs text[], worker_refs text[], outcome_codes text[], stop_reason_codes text[], attempt_numbers integer[], started_ats timestamp with time zone[], finished_ats timestamp with time zone[], verification_modes text[], verification_results text[], verifier_refs text[], verifier_models text[], criteria_totals integer[], criteria_mets integer[], commands_totals integer[], commands_passeds integer[], commands_faileds integer[], human_overrides boolean[], human_rejecteds boolean[], rolled_backs boolean[], severities text[], evidence jsonb[], outcome_digests text[], content_digests text[], cohort_fingerprints text[], scope_fingerprints text[], runtime_fingerprints text[], policy_fingerprints text[], providers text[], models text[], runtime_versions text[], harness_versions text[], policy_versions text[], recorder text) RETURNS TABLE(stored boolean, id uuid, project_id uuid, outcome_id text, capability_key text, cohort_id uuid, attempt_group_id uuid, recorded_by text, recorded_at timestamp with time zone, outcome_digest text)
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
#variable_conflict use_column
DECLARE
  stored_keys text[];
BEGIN
  -- 1. lock
  PERFORM pg_advisory_xact_lock(k.h)
     FROM (SELECT DISTINCT hashtextextended(u.p::text || '/' || u.o, 0) AS h
             FROM unnest(project_ids, outcome_ids) AS u(p, o) ORDER BY 1) AS k;

  -- 2. lookup: two ANY() lists keep this on the unique index even without planner
  -- statistics; the cross product they can over-select is harmless (only the keys of
  -- this call are compared against it, and the caller narrows the returned rows).
  stored_keys := ARRAY(
    SELECT DISTINCT a.project_id::text || '/' || a.outcome_id::text FROM attempt a
     WHERE a.project_id = ANY (project_ids) AND a.outcome_id = ANY (outcome_ids));
  IF cardinality(stored_keys) > 0 THEN
    RETURN QUERY
      SELECT true, a.id, a.project_id, a.outcome_id::text, a.capability_key::text, a.cohort_id, a.attempt_group_id,
             a.recorded_by::text, a.recorded_at, a.outcome_digest::text
        FROM attempt a
       WHERE a.project_id = ANY (project_ids) AND a.outcome_id = ANY (outcome_ids)
       ORDER BY a.project_id, a.outcome_id, a.capability_key;
  END IF;

  -- 3. cohorts
  INSERT INTO cohort (fingerprint, project_id, capability_key, scope_fingerprint, runtime_fingerprint, policy_fingerprint,
                      provider, model, runtime_version, harness_version, policy_version)
  SELECT DISTINCT ON (u.f) u.f, u.p, u.c, u.sf, u.rf, u.pf, u.pr, u.m, u.rv, u.hv, u.pv
    FROM unnest(cohort_fingerprints, project_ids, capability_keys, scope_fingerprints, runtime_fingerprints,
                policy_fingerprints, providers, models, runtime_versions, harness_versions, policy_versions, outcome_ids)
           AS u(f, p, c, sf, rf, pf, pr, m, rv, hv, pv, o)
   WHERE NOT (u.p::text || '/' || u.o = ANY (stored_keys))
     AND NOT EXISTS (SELECT 1 FROM cohort x WHERE x.fingerprint = u.f AND x.project_id = u.p)
   ORDER BY u.f
  -- No conflict target: a cohort is unique by (project, fingerprint) in whichever
  -- unique index the schema keys it by (docs/scaling.md).
  ON CONFLICT DO NOTHING;

  -- 4. insert
  RETURN QUERY
    WITH inserted AS (
      INSERT INTO attempt (cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref,
          work_package_ref, agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
          verification_mode, verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
          validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
          rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by)
      SELECT c.id, t.project_id, t.capability_key, t.group_id, t.multiplicity, t.outcome_id, t.task_ref,
          t.work_package_ref, t.agent_run_ref, t.worker_ref, t.outcome_code::"OutcomeCode", t.stop_reason_code::"StopReasonCode",
          t.attempt_number, t.started_at, t.finished_at, t.verification_mode::"VerificationMode",
          t.verification_result::"VerificationResult", t.verifier_ref, t.verifier_model, t.criteria_total, t.criteria_met,
          t.commands_total, t.commands_passed, t.commands_failed, t.human_override, t.human_rejected, t.rolled_back,
          t.severity::"Severity",
          ARRAY(SELECT (e->>'kind')::"EvidenceKind" FROM jsonb_array_elements(t.evidence) AS e),
          ARRAY(SELECT e->>'digest' FROM jsonb_array_elements(t.evidence) AS e),
          t.outcome_digest, t.content_digest, recorder
        FROM unnest(project_ids, outcome_ids, capability_keys, group_ids, multiplicities, task_refs, work_package_refs,
                    agent_run_refs, worker_refs, outcome_codes, stop_reason_codes, attempt_numbers, started_ats, finished_ats,
                    verification_modes, verification_results, verifier_refs, verifier_models, criteria_totals, criteria_mets,
                    commands_totals, commands_passeds, commands_faileds, human_overrides, human_rejecteds, rolled_backs,
                    severities, evidence, outcome_digests, content_digests, cohort_fingerprints)
               WITH ORDINALITY
               AS t(project_id, outcome_id, capability_key, group_id, multiplicity, task_ref, work_package_ref,
                    agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
                    verification_mode, verification_result, verifier_ref, verifier_model, criteria_total, criteria_met,
                    commands_total, commands_passed, commands_failed, human_override, human_rejected, rolled_back,
                    severity, evidence, outcome_digest, content_digest, fingerprint, n)
        -- A LEFT JOIN: a row whose cohort is missing is refused (cohort_id NOT NULL), never dropped.
        LEFT JOIN cohort c ON c.fingerprint = t.fingerprint AND c.project_id = t.project_id
       WHERE NOT (t.project_id::text || '/' || t.outcome_id = ANY (stored_keys))
       ORDER BY t.n
      RETURNING attempt.id, attempt.project_id, attempt.outcome_id, attempt.capability_key, attempt.cohort_id,
                attempt.attempt_group_id, attempt.recorded_by, attempt.recorded_at, attempt.outcome_digest
    )
    SELECT false, i.id, i.project_id, i.outcome_id::text, i.capability_key::text, i.cohort_id, i.attempt_group_id,
           i.recorded_by::text, i.recorded_at, i.outcome_digest::text
      FROM inserted i;
END
$$;

CREATE FUNCTION public.crl_redact_annotation(project uuid, target public.crl_digest, actor public.crl_reference) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  INSERT INTO annotation_redaction (project_id, digest, redacted_by)
    SELECT project_id, digest, actor FROM annotation WHERE project_id = project AND digest = target
    ON CONFLICT (project_id, digest) DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  DELETE FROM annotation_text WHERE project_id = project AND digest = target;
  RETURN true;
END
$$;

CREATE FUNCTION public.crl_refuse_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on "%" is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege', HINT = 'append a new record instead';
END
$$;

CREATE FUNCTION public.crl_request_rework() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  -- UNIQUE (project, attempt, rubric) and round 0 being unique per (attempt, rubric)
  -- make this at most one row; ON CONFLICT keeps it so even if that ever changed.
  INSERT INTO rework_request (project_id, attempt_id, rubric_digest, grading_id, grading_digest, criterion_ids, feedback_digests)
  SELECT NEW.project_id, NEW.attempt_id, NEW.rubric_digest, NEW.id, NEW.content_digest, NEW.criterion_ids, NEW.feedback_digests
  ON CONFLICT (project_id, attempt_id, rubric_digest) DO NOTHING;
  RETURN NULL;
END
$$;

CREATE FUNCTION public.crl_request_webhook_redelivery(p_project_id uuid, p_delivery_id uuid, p_actor_ref public.crl_reference) RETURNS TABLE(found boolean, requested boolean)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
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

CREATE FUNCTION public.crl_sequence_adjudication() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
DECLARE
  target attempt%ROWTYPE;
BEGIN
  SELECT * INTO target FROM attempt WHERE id = NEW.attempt_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'attempt % does not exist', NEW.attempt_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF NEW.kind <> 'DRIFT_DETECTED' AND NEW.actor_ref IN (target.worker_ref, target.recorded_by) THEN
    RAISE EXCEPTION 'self-grading is refused: actor % is the worker or recorder of attempt %', NEW.actor_ref, NEW.attempt_id
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.kind = 'VERIFICATION_RECORDED' AND NEW.verification_mode = 'INDEPENDENT_AGENT' AND NEW.verifier_ref = target.worker_ref THEN
    RAISE EXCEPTION 'an independent-agent verifier cannot be the worker of attempt %', NEW.attempt_id
      USING ERRCODE = 'check_violation';
  END IF;
  NEW.project_id := target.project_id;
  NEW.cohort_id := target.cohort_id;
  SELECT coalesce(max(seq), 0) + 1 INTO NEW.seq FROM adjudication
   WHERE attempt_id = NEW.attempt_id AND project_id = target.project_id;
  RETURN NEW;
END
$$;

CREATE FUNCTION public.crl_sequence_agreement_event() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  IF NEW.event_type <> 'POST_MERGE_OUTCOME' THEN
    NEW.revision := 1;
    RETURN NEW;
  END IF;
  IF NEW.outcome_key IS NULL THEN
    RAISE EXCEPTION 'a post-merge outcome needs its outcome key' USING ERRCODE = 'check_violation';
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('agreement:' || NEW.project_id::text || '/' || NEW.decision_id, 0));
  SELECT coalesce(max(revision), 0) + 1 INTO NEW.revision FROM agreement_event
    WHERE project_id = NEW.project_id AND decision_id = NEW.decision_id AND event_type = 'POST_MERGE_OUTCOME';
  RETURN NEW;
END
$$;

CREATE FUNCTION public.crl_sequence_project_label() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1347571276, hashtext(NEW.project_id::text));
  NEW.seq := coalesce((SELECT max(l.seq) FROM public.project_label l WHERE l.project_id = NEW.project_id), 0) + 1;
  RETURN NEW;
END
$$;

CREATE FUNCTION public.crl_settled_through() RETURNS timestamp with time zone
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
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

CREATE FUNCTION public.crl_stamp_clock() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  NEW := jsonb_populate_record(NEW, jsonb_build_object(TG_ARGV[0], crl_write_stamp()));
  RETURN NEW;
END
$$;

CREATE FUNCTION public.crl_transparency_leaf_gapless() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
DECLARE
  first_index bigint;
  last_index bigint;
  added bigint;
  out_of_order bigint;
BEGIN
  SELECT min(log_index), max(log_index), count(*) INTO first_index, last_index, added FROM added_leaves;
  IF added = 0 THEN
    RETURN NULL;
  END IF;
  IF last_index - first_index + 1 <> added THEN
    RAISE EXCEPTION 'transparency log indexes % to % leave a gap (% leaves)', first_index, last_index, added USING ERRCODE = 'check_violation';
  END IF;
  IF first_index > 0 AND NOT EXISTS (SELECT 1 FROM transparency_leaf WHERE log_index = first_index - 1) THEN
    RAISE EXCEPTION 'transparency log index % is not the next one (no leaf %)', first_index, first_index - 1 USING ERRCODE = 'check_violation';
  END IF;
  IF (SELECT max(log_index) FROM transparency_leaf) <> last_index THEN
    RAISE EXCEPTION 'transparency log index % is not the next one (the log is longer)', first_index USING ERRCODE = 'check_violation';
  END IF;
  SELECT min(log_index) INTO out_of_order FROM (
    SELECT l.log_index,
           (l.stamp, l.table_name COLLATE "C", l.row_key COLLATE "C")
             <= (lag(l.stamp) OVER w, lag(l.table_name) OVER w COLLATE "C", lag(l.row_key) OVER w COLLATE "C") AS behind
      FROM (SELECT log_index, table_name, row_key, stamp FROM added_leaves
            UNION ALL
            SELECT log_index, table_name, row_key, stamp FROM transparency_leaf WHERE log_index = first_index - 1) l
    WINDOW w AS (ORDER BY l.log_index)
  ) ordered
  WHERE behind;
  IF out_of_order IS NOT NULL THEN
    RAISE EXCEPTION 'transparency log leaf % does not follow leaf % in log order (stamp, table, key)', out_of_order, out_of_order - 1 USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION public.crl_verdict_from_own_credential() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  IF NEW.kind = 'VERIFICATION_RECORDED' AND NEW.verification_mode IN ('DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT')
     AND NEW.verifier_ref IS DISTINCT FROM NEW.actor_ref THEN
    RAISE EXCEPTION 'a % verdict names its own actor as verifier: actor %, verifier %', NEW.verification_mode, NEW.actor_ref, NEW.verifier_ref
      USING ERRCODE = 'check_violation', CONSTRAINT = 'adjudication_verdict_from_own_credential';
  END IF;
  RETURN NEW;
END
$$;

CREATE FUNCTION public.crl_webhook_deliveries_for_alert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
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

CREATE FUNCTION public.crl_webhook_enqueue(delivery_id uuid, endpoint_id uuid, run_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
BEGIN
  PERFORM graphile_worker.add_job('crl_webhook_delivery', json_build_object('deliveryId', delivery_id),
    queue_name => 'crl_webhook:' || endpoint_id::text, run_at => run_at,
    max_attempts => 25, job_key => 'crl_webhook_delivery:' || delivery_id::text);
END
$$;

CREATE FUNCTION public.crl_write_stamp() RETURNS timestamp with time zone
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'public', 'pg_temp'
    AS $$
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

SET default_tablespace = '';

SET default_table_access_method = heap;

-- --------------------------------------------------------------------------------------
-- Tables
-- --------------------------------------------------------------------------------------

CREATE UNLOGGED TABLE crl_private.crl_write_stamp (
    pid integer NOT NULL,
    xact xid8 NOT NULL,
    stamp timestamp(3) with time zone NOT NULL
);

CREATE TABLE crl_private.server_login (
    role_name name NOT NULL,
    password text NOT NULL,
    created_at timestamp(6) with time zone DEFAULT now() NOT NULL
);

CREATE TABLE crl_private.webhook_secret (
    endpoint_id uuid NOT NULL,
    project_id uuid NOT NULL,
    secret text NOT NULL,
    created_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT webhook_secret_secret_check CHECK ((secret ~ '^whsec_[A-Za-z0-9+/]{43,}=*$'::text))
);

CREATE TABLE public.adjudication (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    attempt_id uuid NOT NULL,
    seq integer NOT NULL,
    kind public."AdjudicationKind" NOT NULL,
    idempotency_key public.crl_reference NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    verification_mode public."VerificationMode",
    verification_result public."VerificationResult",
    verifier_ref public.crl_reference,
    verifier_model public.crl_label,
    evidence_digests text[] NOT NULL,
    reason_digest public.crl_digest,
    content_digest public.crl_digest NOT NULL,
    recorded_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    project_id uuid NOT NULL,
    cohort_id uuid NOT NULL,
    CONSTRAINT adjudication_evidence_check CHECK (((cardinality(evidence_digests) <= 32) AND (array_position(evidence_digests, NULL::text) IS NULL))),
    CONSTRAINT adjudication_evidence_digests_check CHECK (public.crl_digest_list(evidence_digests)),
    CONSTRAINT adjudication_seq_check CHECK ((seq >= 1)),
    CONSTRAINT adjudication_verification_check CHECK (
CASE
    WHEN (kind = 'VERIFICATION_RECORDED'::public."AdjudicationKind") THEN ((verification_mode IS NOT NULL) AND (verification_result IS NOT NULL) AND ((verification_mode <> 'NONE'::public."VerificationMode") OR (verification_result = 'NOT_RUN'::public."VerificationResult")) AND ((verification_mode <> ALL (ARRAY['DETERMINISTIC_CHECK'::public."VerificationMode", 'INDEPENDENT_AGENT'::public."VerificationMode"])) OR (verifier_ref IS NOT NULL)) AND ((verification_mode <> 'INDEPENDENT_AGENT'::public."VerificationMode") OR (verifier_model IS NOT NULL)))
    ELSE ((verification_mode IS NULL) AND (verification_result IS NULL) AND (verifier_ref IS NULL) AND (verifier_model IS NULL))
END)
);

CREATE TABLE public.agreement_event (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_id uuid NOT NULL,
    decision_id public.crl_reference NOT NULL,
    event_type public."AgreementEventType" NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    pr_ref public.crl_reference,
    lane public.crl_label,
    risk_tier public."RiskTier",
    agent_ref public.crl_reference,
    guardrail_verdict public."GuardrailVerdict",
    guardrail_confidence double precision,
    guardrail_check_keys text[] NOT NULL,
    guardrail_check_results public."GuardrailCheckResult"[] NOT NULL,
    property public.crl_label,
    workflow_slug public.crl_label,
    phase public.crl_label,
    artifact_ref public.crl_reference,
    proposal_digest public.crl_digest,
    human_verdict public."HumanVerdict",
    agreement public."Agreement",
    reviewer_ref public.crl_reference,
    reason_digest public.crl_digest,
    proposal_to_merge_diff_digest public.crl_digest,
    human_review_latency_seconds integer,
    post_merge_outcome public."PostMergeOutcome",
    evidence_digest public.crl_digest,
    content_digest public.crl_digest NOT NULL,
    recorded_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    revision integer NOT NULL,
    outcome_key public.crl_reference,
    CONSTRAINT agreement_event_checks_check CHECK (((cardinality(guardrail_check_keys) = cardinality(guardrail_check_results)) AND (cardinality(guardrail_check_keys) <= 64) AND (array_position(guardrail_check_keys, NULL::text) IS NULL) AND (array_position(guardrail_check_results, NULL::public."GuardrailCheckResult") IS NULL))),
    CONSTRAINT agreement_event_confidence_check CHECK (((guardrail_confidence IS NULL) OR ((guardrail_confidence >= (0)::double precision) AND (guardrail_confidence <= (1)::double precision)))),
    CONSTRAINT agreement_event_guardrail_check_keys_check CHECK (public.crl_label_list(guardrail_check_keys)),
    CONSTRAINT agreement_event_latency_check CHECK (((human_review_latency_seconds IS NULL) OR (human_review_latency_seconds >= 0))),
    CONSTRAINT agreement_event_outcome_key_check CHECK (((outcome_key IS NULL) OR (event_type = 'POST_MERGE_OUTCOME'::public."AgreementEventType"))),
    CONSTRAINT agreement_event_revision_check CHECK (((revision >= 1) AND ((event_type = 'POST_MERGE_OUTCOME'::public."AgreementEventType") OR (revision = 1)))),
    CONSTRAINT agreement_event_shape_check CHECK (
CASE event_type
    WHEN 'PROPOSED'::public."AgreementEventType" THEN ((lane IS NOT NULL) AND (risk_tier IS NOT NULL) AND (agent_ref IS NOT NULL) AND (guardrail_verdict IS NOT NULL) AND (property IS NOT NULL) AND (workflow_slug IS NOT NULL) AND (phase IS NOT NULL) AND (artifact_ref IS NOT NULL) AND (proposal_digest IS NOT NULL) AND (human_verdict IS NULL) AND (agreement IS NULL) AND (reviewer_ref IS NULL) AND (reason_digest IS NULL) AND (proposal_to_merge_diff_digest IS NULL) AND (human_review_latency_seconds IS NULL) AND (post_merge_outcome IS NULL) AND (evidence_digest IS NULL))
    WHEN 'REVIEWED'::public."AgreementEventType" THEN ((human_verdict IS NOT NULL) AND (agreement IS NOT NULL) AND (reviewer_ref IS NOT NULL) AND ((human_verdict <> ALL (ARRAY['REVISE'::public."HumanVerdict", 'WAIVE'::public."HumanVerdict"])) OR (reason_digest IS NOT NULL)) AND (lane IS NULL) AND (risk_tier IS NULL) AND (agent_ref IS NULL) AND (guardrail_verdict IS NULL) AND (guardrail_confidence IS NULL) AND (cardinality(guardrail_check_keys) = 0) AND (property IS NULL) AND (workflow_slug IS NULL) AND (phase IS NULL) AND (artifact_ref IS NULL) AND (proposal_digest IS NULL) AND (pr_ref IS NULL) AND (post_merge_outcome IS NULL) AND (evidence_digest IS NULL))
    ELSE ((post_merge_outcome IS NOT NULL) AND (evidence_digest IS NOT NULL) AND (lane IS NULL) AND (risk_tier IS NULL) AND (agent_ref IS NULL) AND (guardrail_verdict IS NULL) AND (guardrail_confidence IS NULL) AND (cardinality(guardrail_check_keys) = 0) AND (property IS NULL) AND (workflow_slug IS NULL) AND (phase IS NULL) AND (artifact_ref IS NULL) AND (proposal_digest IS NULL) AND (pr_ref IS NULL) AND (human_verdict IS NULL) AND (agreement IS NULL) AND (reviewer_ref IS NULL) AND (reason_digest IS NULL) AND (proposal_to_merge_diff_digest IS NULL) AND (human_review_latency_seconds IS NULL))
END)
);

CREATE TABLE public.alert (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_id uuid NOT NULL,
    rule_digest public.crl_digest NOT NULL,
    kind public."AlertKind" NOT NULL,
    subject public.crl_reference NOT NULL,
    transition_at timestamp(6) with time zone NOT NULL,
    report_digest public.crl_digest NOT NULL,
    details jsonb NOT NULL,
    raised_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT alert_details_check CHECK ((jsonb_typeof(details) = 'object'::text))
);

CREATE TABLE public.alert_rule (
    digest public.crl_digest NOT NULL,
    project_id uuid NOT NULL,
    kind public."AlertKind" NOT NULL,
    capability_key public.crl_capability_key,
    model public.crl_label,
    parameters jsonb NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    created_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT alert_rule_parameters_check CHECK ((jsonb_typeof(parameters) = 'object'::text))
);

CREATE TABLE public.alert_rule_cursor (
    project_id uuid NOT NULL,
    rule_digest public.crl_digest NOT NULL,
    evaluated_through timestamp(6) with time zone NOT NULL
);

CREATE TABLE public.alert_rule_retirement (
    project_id uuid NOT NULL,
    rule_digest public.crl_digest NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    retired_at timestamp(6) with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.annotation (
    project_id uuid NOT NULL,
    digest public.crl_digest NOT NULL,
    byte_length integer NOT NULL,
    stored_by public.crl_reference NOT NULL,
    stored_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT annotation_byte_length_check CHECK (((byte_length >= 1) AND (byte_length <= 16384)))
);

CREATE TABLE public.annotation_redaction (
    project_id uuid NOT NULL,
    digest public.crl_digest NOT NULL,
    redacted_by public.crl_reference NOT NULL,
    redacted_at timestamp(6) with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.annotation_text (
    project_id uuid NOT NULL,
    digest public.crl_digest NOT NULL,
    text text NOT NULL,
    CONSTRAINT annotation_text_digest_check CHECK ((encode(sha256(convert_to(text, 'UTF8'::name)), 'hex'::text) = (digest)::text)),
    CONSTRAINT annotation_text_size_check CHECK (((octet_length(text) >= 1) AND (octet_length(text) <= 16384)))
);

CREATE TABLE public.api_token (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    token_hash public.crl_digest NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    roles public."TokenRole"[] NOT NULL,
    all_projects boolean NOT NULL,
    project_ids uuid[] NOT NULL,
    created_by public.crl_reference NOT NULL,
    created_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    expires_at timestamp(6) with time zone,
    trusted_documents_only boolean DEFAULT false NOT NULL,
    CONSTRAINT api_token_expiry_check CHECK (((expires_at IS NULL) OR (expires_at > created_at))),
    CONSTRAINT api_token_projects_check CHECK (((all_projects OR (cardinality(project_ids) >= 1)) AND (cardinality(project_ids) <= 1000) AND (array_position(project_ids, NULL::uuid) IS NULL))),
    CONSTRAINT api_token_roles_check CHECK (((cardinality(roles) >= 1) AND (cardinality(roles) <= 4) AND (array_position(roles, NULL::public."TokenRole") IS NULL) AND (NOT (('recorder'::public."TokenRole" = ANY (roles)) AND ('adjudicator'::public."TokenRole" = ANY (roles))))))
);

CREATE TABLE public.attempt (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    cohort_id uuid NOT NULL,
    project_id uuid NOT NULL,
    capability_key public.crl_capability_key NOT NULL,
    attempt_group_id uuid NOT NULL,
    multiplicity integer NOT NULL,
    outcome_id public.crl_reference NOT NULL,
    task_ref public.crl_reference NOT NULL,
    work_package_ref public.crl_reference,
    agent_run_ref public.crl_reference NOT NULL,
    worker_ref public.crl_reference NOT NULL,
    outcome_code public."OutcomeCode" NOT NULL,
    stop_reason_code public."StopReasonCode" NOT NULL,
    attempt_number integer NOT NULL,
    started_at timestamp(6) with time zone NOT NULL,
    finished_at timestamp(6) with time zone NOT NULL,
    verification_mode public."VerificationMode" NOT NULL,
    verification_result public."VerificationResult" NOT NULL,
    verifier_ref public.crl_reference,
    verifier_model public.crl_label,
    acceptance_criteria_total integer NOT NULL,
    acceptance_criteria_met integer NOT NULL,
    validation_commands_total integer NOT NULL,
    validation_commands_passed integer NOT NULL,
    validation_commands_failed integer NOT NULL,
    human_override boolean NOT NULL,
    human_rejected boolean NOT NULL,
    rolled_back boolean NOT NULL,
    severity public."Severity" NOT NULL,
    evidence_kinds public."EvidenceKind"[] NOT NULL,
    evidence_digests text[] NOT NULL,
    outcome_digest public.crl_digest NOT NULL,
    content_digest public.crl_digest NOT NULL,
    recorded_by public.crl_reference NOT NULL,
    recorded_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT attempt_acceptance_criteria_check CHECK (((acceptance_criteria_total >= 0) AND (acceptance_criteria_total <= 100000) AND ((acceptance_criteria_met >= 0) AND (acceptance_criteria_met <= acceptance_criteria_total)))),
    CONSTRAINT attempt_attempt_number_check CHECK (((attempt_number >= 1) AND (attempt_number <= 1000000))),
    CONSTRAINT attempt_evidence_check CHECK (((cardinality(evidence_kinds) = cardinality(evidence_digests)) AND (cardinality(evidence_digests) <= 32) AND (array_position(evidence_digests, NULL::text) IS NULL) AND (array_position(evidence_kinds, NULL::public."EvidenceKind") IS NULL))),
    CONSTRAINT attempt_evidence_digests_check CHECK (public.crl_digest_list(evidence_digests)),
    CONSTRAINT attempt_multiplicity_check CHECK (((multiplicity >= 1) AND (multiplicity <= 16))),
    CONSTRAINT attempt_no_independent_agent_at_ingest CHECK ((verification_mode <> 'INDEPENDENT_AGENT'::public."VerificationMode")),
    CONSTRAINT attempt_time_order_check CHECK ((finished_at >= started_at)),
    CONSTRAINT attempt_validation_commands_check CHECK (((validation_commands_total >= 0) AND (validation_commands_total <= 100000) AND (validation_commands_passed >= 0) AND (validation_commands_failed >= 0) AND ((validation_commands_passed + validation_commands_failed) <= validation_commands_total))),
    CONSTRAINT attempt_verification_check CHECK ((((verification_mode <> 'NONE'::public."VerificationMode") OR (verification_result = 'NOT_RUN'::public."VerificationResult")) AND ((verification_mode <> ALL (ARRAY['DETERMINISTIC_CHECK'::public."VerificationMode", 'INDEPENDENT_AGENT'::public."VerificationMode"])) OR (verifier_ref IS NOT NULL)) AND ((verification_mode <> 'INDEPENDENT_AGENT'::public."VerificationMode") OR ((verifier_model IS NOT NULL) AND ((verifier_ref)::text <> (worker_ref)::text)))))
);

CREATE TABLE public.cohort (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    fingerprint public.crl_digest NOT NULL,
    project_id uuid NOT NULL,
    capability_key public.crl_capability_key NOT NULL,
    scope_fingerprint public.crl_digest NOT NULL,
    runtime_fingerprint public.crl_digest NOT NULL,
    policy_fingerprint public.crl_digest NOT NULL,
    provider public.crl_label NOT NULL,
    model public.crl_label NOT NULL,
    runtime_version public.crl_label NOT NULL,
    harness_version public.crl_label NOT NULL,
    policy_version public.crl_label NOT NULL,
    created_at timestamp(6) with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.graded_verification (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    attempt_id uuid NOT NULL,
    rubric_digest public.crl_digest NOT NULL,
    round integer NOT NULL,
    grader_ref public.crl_reference NOT NULL,
    grader_model public.crl_label NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    criterion_ids text[] NOT NULL,
    scores integer[] NOT NULL,
    evidence_digests text[] NOT NULL,
    feedback_digests text[] NOT NULL,
    below_threshold text[] NOT NULL,
    rework_recommended boolean NOT NULL,
    independent boolean NOT NULL,
    content_digest public.crl_digest NOT NULL,
    recorded_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    project_id uuid NOT NULL,
    CONSTRAINT graded_verification_below_threshold_check CHECK (public.crl_label_list(below_threshold)),
    CONSTRAINT graded_verification_criterion_ids_check CHECK (public.crl_label_list(criterion_ids)),
    CONSTRAINT graded_verification_evidence_digests_check CHECK (public.crl_digest_list(evidence_digests)),
    CONSTRAINT graded_verification_feedback_digests_check CHECK (public.crl_digest_list(feedback_digests)),
    CONSTRAINT graded_verification_rework_check CHECK (((round = 0) OR (NOT rework_recommended))),
    CONSTRAINT graded_verification_round_check CHECK ((round = ANY (ARRAY[0, 1]))),
    CONSTRAINT graded_verification_scores_check CHECK (((cardinality(criterion_ids) >= 1) AND (cardinality(criterion_ids) <= 16) AND (array_ndims(criterion_ids) = 1) AND (cardinality(scores) = cardinality(criterion_ids)) AND (array_ndims(scores) = 1) AND (cardinality(evidence_digests) = cardinality(criterion_ids)) AND (array_ndims(evidence_digests) = 1) AND (cardinality(feedback_digests) = cardinality(criterion_ids)) AND (array_ndims(feedback_digests) = 1) AND (array_position(scores, NULL::integer) IS NULL) AND (1 <= ALL (scores)) AND (4 >= ALL (scores))))
);

CREATE TABLE public.project_label (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_id uuid NOT NULL,
    seq integer NOT NULL,
    label public.crl_label NOT NULL,
    idempotency_key public.crl_reference NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    created_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    content_digest public.crl_digest NOT NULL,
    CONSTRAINT project_label_seq_check CHECK ((seq >= 1))
);

CREATE TABLE public.property_designation (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    property public.crl_label NOT NULL,
    action public."DesignationAction" NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    recorded_at timestamp(6) with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.rework_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_id uuid NOT NULL,
    attempt_id uuid NOT NULL,
    rubric_digest public.crl_digest NOT NULL,
    grading_id uuid NOT NULL,
    grading_digest public.crl_digest NOT NULL,
    criterion_ids text[] NOT NULL,
    feedback_digests text[] NOT NULL,
    requested_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rework_request_criterion_ids_check CHECK (public.crl_label_list(criterion_ids)),
    CONSTRAINT rework_request_feedback_check CHECK ((cardinality(feedback_digests) = cardinality(criterion_ids))),
    CONSTRAINT rework_request_feedback_digests_check CHECK (public.crl_digest_list(feedback_digests))
);

CREATE TABLE public.rubric (
    digest public.crl_digest NOT NULL,
    domain public.crl_label NOT NULL,
    version public.crl_label NOT NULL,
    threshold integer NOT NULL,
    criterion_ids text[] NOT NULL,
    criterion_required boolean[] NOT NULL,
    descriptor_digests text[] NOT NULL,
    raise_digests text[] NOT NULL,
    registered_by public.crl_reference NOT NULL,
    registered_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rubric_criteria_check CHECK (((cardinality(criterion_ids) >= 1) AND (cardinality(criterion_ids) <= 16) AND (array_ndims(criterion_ids) = 1) AND public.crl_distinct_list(criterion_ids) AND (cardinality(criterion_required) = cardinality(criterion_ids)) AND (array_ndims(criterion_required) = 1) AND (array_position(criterion_required, NULL::boolean) IS NULL) AND (true = ANY (criterion_required)) AND (cardinality(descriptor_digests) = (4 * cardinality(criterion_ids))) AND (array_ndims(descriptor_digests) = 1) AND (cardinality(raise_digests) = (3 * cardinality(criterion_ids))) AND (array_ndims(raise_digests) = 1))),
    CONSTRAINT rubric_criterion_ids_check CHECK (public.crl_label_list(criterion_ids)),
    CONSTRAINT rubric_descriptor_digests_check CHECK (public.crl_digest_list(descriptor_digests)),
    CONSTRAINT rubric_raise_digests_check CHECK (public.crl_digest_list(raise_digests)),
    CONSTRAINT rubric_threshold_check CHECK (((threshold >= 1) AND (threshold <= 4)))
);

CREATE TABLE public.token_revocation (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    token_id uuid NOT NULL,
    revoked_by public.crl_reference NOT NULL,
    revoked_at timestamp(6) with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.transparency_checkpoint (
    tree_size bigint NOT NULL,
    root_hash text NOT NULL,
    issued_at timestamp(3) with time zone NOT NULL,
    key_id text NOT NULL,
    envelope jsonb NOT NULL,
    CONSTRAINT transparency_checkpoint_root_check CHECK ((root_hash ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT transparency_checkpoint_size_check CHECK ((tree_size >= 0))
);

CREATE TABLE public.transparency_leaf (
    log_index bigint NOT NULL,
    table_name text NOT NULL,
    row_key text NOT NULL,
    stamp timestamp(6) with time zone NOT NULL,
    leaf_hash text NOT NULL,
    CONSTRAINT transparency_leaf_hash_check CHECK (((length(leaf_hash) = 64) AND (leaf_hash ~ '^[0-9a-f]+$'::text))),
    CONSTRAINT transparency_leaf_index_check CHECK ((log_index >= 0))
);

CREATE TABLE public.transparency_leaf_format (
    table_name text NOT NULL,
    first_index bigint NOT NULL,
    columns text[] NOT NULL,
    CONSTRAINT transparency_leaf_format_columns_check CHECK (((cardinality(columns) > 0) AND (array_position(columns, NULL::text) IS NULL))),
    CONSTRAINT transparency_leaf_format_index_check CHECK ((first_index >= 0))
);

CREATE TABLE public.transparency_subtree (
    level integer NOT NULL,
    node_index bigint NOT NULL,
    hash text NOT NULL,
    CONSTRAINT transparency_subtree_hash_check CHECK (((length(hash) = 64) AND (hash ~ '^[0-9a-f]+$'::text))),
    CONSTRAINT transparency_subtree_index_check CHECK ((node_index >= 0)),
    CONSTRAINT transparency_subtree_level_check CHECK (((level >= 1) AND (level <= 62)))
);

CREATE TABLE public.verifier (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_id uuid NOT NULL,
    verifier_ref public.crl_reference NOT NULL,
    kind public."VerificationMode" NOT NULL,
    model public.crl_label,
    actor_ref public.crl_reference NOT NULL,
    registered_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    content_digest public.crl_digest NOT NULL,
    CONSTRAINT verifier_kind_check CHECK ((kind = ANY (ARRAY['DETERMINISTIC_CHECK'::public."VerificationMode", 'INDEPENDENT_AGENT'::public."VerificationMode"]))),
    CONSTRAINT verifier_model_check CHECK (((kind = 'INDEPENDENT_AGENT'::public."VerificationMode") = (model IS NOT NULL)))
);

CREATE TABLE public.verifier_withdrawal (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_id uuid NOT NULL,
    verifier_ref public.crl_reference NOT NULL,
    verdicts_from timestamp(6) with time zone,
    verdicts_until timestamp(6) with time zone,
    reason_digest public.crl_digest NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    withdrawn_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    content_digest public.crl_digest NOT NULL,
    CONSTRAINT verifier_withdrawal_range_check CHECK (((verdicts_from IS NULL) OR (verdicts_until IS NULL) OR (verdicts_from < verdicts_until)))
);

CREATE TABLE public.webhook_delivery (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_id uuid NOT NULL,
    endpoint_id uuid NOT NULL,
    alert_id uuid NOT NULL,
    seq bigint NOT NULL,
    created_at timestamp(6) with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.webhook_delivery_attempt (
    delivery_id uuid NOT NULL,
    attempt_no integer NOT NULL,
    project_id uuid NOT NULL,
    outcome public."WebhookAttemptOutcome" NOT NULL,
    failure public."WebhookFailure",
    http_status integer,
    actor_ref public.crl_reference,
    attempted_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT webhook_delivery_attempt_actor_check CHECK (((actor_ref IS NOT NULL) = (outcome = 'REDELIVERY_REQUESTED'::public."WebhookAttemptOutcome"))),
    CONSTRAINT webhook_delivery_attempt_failure_check CHECK (((failure IS NULL) = (outcome = ANY (ARRAY['DELIVERED'::public."WebhookAttemptOutcome", 'REDELIVERY_REQUESTED'::public."WebhookAttemptOutcome"])))),
    CONSTRAINT webhook_delivery_attempt_no_check CHECK ((attempt_no >= 1)),
    CONSTRAINT webhook_delivery_attempt_status_check CHECK (((http_status IS NULL) OR ((http_status >= 100) AND (http_status <= 599))))
);

CREATE TABLE public.webhook_endpoint (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_id uuid NOT NULL,
    url text NOT NULL,
    kinds public."AlertKind"[] NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    created_at timestamp(6) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT webhook_endpoint_kinds_check CHECK (((cardinality(kinds) >= 1) AND (cardinality(kinds) <= 16) AND (array_position(kinds, NULL::public."AlertKind") IS NULL))),
    CONSTRAINT webhook_endpoint_url_check CHECK (((length(url) <= 2048) AND (url ~ '^https?://[^/@?#[:space:]]+(/[^#[:space:]]*)?$'::text)))
);

CREATE TABLE public.webhook_endpoint_retirement (
    endpoint_id uuid NOT NULL,
    project_id uuid NOT NULL,
    actor_ref public.crl_reference NOT NULL,
    retired_at timestamp(6) with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE public.webhook_delivery_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE public.webhook_delivery_seq_seq OWNED BY public.webhook_delivery.seq;

ALTER TABLE ONLY public.webhook_delivery ALTER COLUMN seq SET DEFAULT nextval('public.webhook_delivery_seq_seq'::regclass);

-- --------------------------------------------------------------------------------------
-- Views
-- --------------------------------------------------------------------------------------

CREATE VIEW public.webhook_delivery_state AS
 SELECT d.id AS delivery_id,
    d.project_id,
    d.endpoint_id,
    d.alert_id,
    d.seq,
    d.created_at,
        CASE last.outcome
            WHEN 'DELIVERED'::public."WebhookAttemptOutcome" THEN 'DELIVERED'::text
            WHEN 'DEAD_LETTERED'::public."WebhookAttemptOutcome" THEN 'DEAD_LETTERED'::text
            WHEN 'FAILED'::public."WebhookAttemptOutcome" THEN 'RETRYING'::text
            ELSE 'PENDING'::text
        END AS status,
    COALESCE(last.attempt_no, 0) AS attempts,
    (EXISTS ( SELECT 1
           FROM public.webhook_delivery_attempt s
          WHERE ((s.delivery_id = d.id) AND (s.project_id = d.project_id) AND (s.outcome = ANY (ARRAY['DELIVERED'::public."WebhookAttemptOutcome", 'DEAD_LETTERED'::public."WebhookAttemptOutcome"]))))) AS settled,
    COALESCE(round.attempted_at, d.created_at) AS round_started_at,
    (( SELECT count(*) AS count
           FROM public.webhook_delivery_attempt r
          WHERE ((r.delivery_id = d.id) AND (r.project_id = d.project_id) AND (r.outcome <> 'REDELIVERY_REQUESTED'::public."WebhookAttemptOutcome") AND (r.attempt_no > COALESCE(round.attempt_no, 0)))))::integer AS round_attempts
   FROM ((public.webhook_delivery d
     LEFT JOIN LATERAL ( SELECT a.outcome,
            a.attempt_no
           FROM public.webhook_delivery_attempt a
          WHERE ((a.delivery_id = d.id) AND (a.project_id = d.project_id))
          ORDER BY a.attempt_no DESC
         LIMIT 1) last ON (true))
     LEFT JOIN LATERAL ( SELECT a.attempted_at,
            a.attempt_no
           FROM public.webhook_delivery_attempt a
          WHERE ((a.delivery_id = d.id) AND (a.project_id = d.project_id) AND (a.outcome = 'REDELIVERY_REQUESTED'::public."WebhookAttemptOutcome"))
          ORDER BY a.attempt_no DESC
         LIMIT 1) round ON (true));

-- --------------------------------------------------------------------------------------
-- Keys and constraints
-- --------------------------------------------------------------------------------------

ALTER TABLE ONLY crl_private.crl_write_stamp
    ADD CONSTRAINT crl_write_stamp_pkey PRIMARY KEY (pid);

ALTER TABLE ONLY crl_private.server_login
    ADD CONSTRAINT server_login_pkey PRIMARY KEY (role_name);

ALTER TABLE ONLY crl_private.webhook_secret
    ADD CONSTRAINT webhook_secret_pkey PRIMARY KEY (endpoint_id, project_id);

ALTER TABLE ONLY public.adjudication
    ADD CONSTRAINT adjudication_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.agreement_event
    ADD CONSTRAINT agreement_event_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.alert
    ADD CONSTRAINT alert_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.alert_rule_cursor
    ADD CONSTRAINT alert_rule_cursor_pkey PRIMARY KEY (project_id, rule_digest);

ALTER TABLE ONLY public.alert_rule
    ADD CONSTRAINT alert_rule_pkey PRIMARY KEY (project_id, digest);

ALTER TABLE ONLY public.alert_rule_retirement
    ADD CONSTRAINT alert_rule_retirement_pkey PRIMARY KEY (project_id, rule_digest);

ALTER TABLE ONLY public.annotation
    ADD CONSTRAINT annotation_pkey PRIMARY KEY (project_id, digest);

ALTER TABLE ONLY public.annotation_redaction
    ADD CONSTRAINT annotation_redaction_pkey PRIMARY KEY (project_id, digest);

ALTER TABLE ONLY public.annotation_text
    ADD CONSTRAINT annotation_text_pkey PRIMARY KEY (project_id, digest);

ALTER TABLE ONLY public.api_token
    ADD CONSTRAINT api_token_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.attempt
    ADD CONSTRAINT attempt_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.cohort
    ADD CONSTRAINT cohort_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.graded_verification
    ADD CONSTRAINT graded_verification_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.project_label
    ADD CONSTRAINT project_label_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.property_designation
    ADD CONSTRAINT property_designation_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.rework_request
    ADD CONSTRAINT rework_request_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.rubric
    ADD CONSTRAINT rubric_pkey PRIMARY KEY (digest);

ALTER TABLE ONLY public.token_revocation
    ADD CONSTRAINT token_revocation_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.transparency_checkpoint
    ADD CONSTRAINT transparency_checkpoint_pkey PRIMARY KEY (tree_size);

ALTER TABLE ONLY public.transparency_leaf_format
    ADD CONSTRAINT transparency_leaf_format_pkey PRIMARY KEY (table_name, first_index);

ALTER TABLE ONLY public.transparency_leaf
    ADD CONSTRAINT transparency_leaf_pkey PRIMARY KEY (log_index);

ALTER TABLE ONLY public.transparency_subtree
    ADD CONSTRAINT transparency_subtree_pkey PRIMARY KEY (level, node_index);

ALTER TABLE ONLY public.verifier
    ADD CONSTRAINT verifier_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.verifier_withdrawal
    ADD CONSTRAINT verifier_withdrawal_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.webhook_delivery_attempt
    ADD CONSTRAINT webhook_delivery_attempt_pkey PRIMARY KEY (delivery_id, project_id, attempt_no);

ALTER TABLE ONLY public.webhook_delivery
    ADD CONSTRAINT webhook_delivery_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.webhook_endpoint
    ADD CONSTRAINT webhook_endpoint_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY public.webhook_endpoint_retirement
    ADD CONSTRAINT webhook_endpoint_retirement_pkey PRIMARY KEY (endpoint_id, project_id);

-- --------------------------------------------------------------------------------------
-- Indexes
-- --------------------------------------------------------------------------------------

CREATE UNIQUE INDEX adjudication_attempt_id_project_id_idempotency_key_key ON public.adjudication USING btree (attempt_id, project_id, idempotency_key);

CREATE UNIQUE INDEX adjudication_attempt_id_project_id_seq_key ON public.adjudication USING btree (attempt_id, project_id, seq);

CREATE INDEX adjudication_cohort_id_project_id_recorded_at_idx ON public.adjudication USING btree (cohort_id, project_id, recorded_at);

CREATE INDEX adjudication_cohort_id_recorded_at_id_idx ON public.adjudication USING btree (cohort_id, recorded_at, id);

CREATE INDEX adjudication_cohort_wide_idx ON public.adjudication USING btree (cohort_id, project_id, attempt_id) WHERE (kind = ANY (ARRAY['CRITICAL_FAILURE_RECORDED'::public."AdjudicationKind", 'DRIFT_DETECTED'::public."AdjudicationKind", 'DRIFT_RESOLVED'::public."AdjudicationKind"]));

CREATE INDEX adjudication_project_id_recorded_at_id_idx ON public.adjudication USING btree (project_id, recorded_at, id);

CREATE INDEX adjudication_project_verifier_idx ON public.adjudication USING btree (project_id, verifier_ref) WHERE (verifier_ref IS NOT NULL);

CREATE INDEX adjudication_recorded_at_idx ON public.adjudication USING btree (recorded_at);

CREATE UNIQUE INDEX agreement_event_project_id_decision_id_event_type_revision_key ON public.agreement_event USING btree (project_id, decision_id, event_type, revision);

CREATE UNIQUE INDEX agreement_event_project_id_decision_id_outcome_key_key ON public.agreement_event USING btree (project_id, decision_id, outcome_key);

CREATE INDEX agreement_event_project_id_lane_recorded_at_idx ON public.agreement_event USING btree (project_id, lane, recorded_at);

CREATE INDEX agreement_event_project_id_recorded_at_idx ON public.agreement_event USING btree (project_id, recorded_at);

CREATE INDEX agreement_event_recorded_at_idx ON public.agreement_event USING btree (recorded_at);

CREATE INDEX alert_project_id_kind_idx ON public.alert USING btree (project_id, kind);

CREATE INDEX alert_project_id_raised_at_id_idx ON public.alert USING btree (project_id, raised_at, id);

CREATE UNIQUE INDEX alert_project_id_rule_digest_subject_transition_at_key ON public.alert USING btree (project_id, rule_digest, subject, transition_at);

CREATE INDEX alert_project_id_subject_raised_at_id_idx ON public.alert USING btree (project_id, subject, raised_at, id);

CREATE INDEX alert_raised_at_idx ON public.alert USING btree (raised_at);

CREATE INDEX alert_rule_created_at_idx ON public.alert_rule USING btree (created_at);

CREATE INDEX alert_rule_retirement_retired_at_idx ON public.alert_rule_retirement USING btree (retired_at);

CREATE INDEX annotation_redaction_redacted_at_idx ON public.annotation_redaction USING btree (redacted_at);

CREATE INDEX annotation_stored_at_idx ON public.annotation USING btree (stored_at);

CREATE INDEX api_token_created_at_idx ON public.api_token USING btree (created_at);

CREATE UNIQUE INDEX api_token_token_hash_key ON public.api_token USING btree (token_hash);

CREATE INDEX attempt_attempt_group_id_idx ON public.attempt USING btree (attempt_group_id);

CREATE INDEX attempt_cohort_id_finished_at_id_idx ON public.attempt USING btree (cohort_id, finished_at, id);

CREATE INDEX attempt_cohort_id_recorded_at_id_idx ON public.attempt USING btree (cohort_id, recorded_at, id);

CREATE INDEX attempt_critical_by_cohort_idx ON public.attempt USING btree (cohort_id, project_id) WHERE (severity = 'CRITICAL'::public."Severity");

CREATE INDEX attempt_project_id_capability_key_recorded_at_id_idx ON public.attempt USING btree (project_id, capability_key, recorded_at, id);

CREATE UNIQUE INDEX attempt_project_id_outcome_id_capability_key_key ON public.attempt USING btree (project_id, outcome_id, capability_key);

CREATE INDEX attempt_project_id_recorded_at_id_idx ON public.attempt USING btree (project_id, recorded_at, id);

CREATE INDEX attempt_project_id_worker_ref_cohort_id_finished_at_id_idx ON public.attempt USING btree (project_id, worker_ref, cohort_id, finished_at, id);

CREATE INDEX attempt_project_id_worker_ref_recorded_at_id_idx ON public.attempt USING btree (project_id, worker_ref, recorded_at, id);

CREATE INDEX attempt_project_verifier_idx ON public.attempt USING btree (project_id, verifier_ref) WHERE (verifier_ref IS NOT NULL);

CREATE INDEX attempt_recorded_at_idx ON public.attempt USING btree (recorded_at);

CREATE INDEX cohort_created_at_idx ON public.cohort USING btree (created_at);

CREATE INDEX cohort_project_id_capability_key_idx ON public.cohort USING btree (project_id, capability_key);

CREATE UNIQUE INDEX cohort_project_id_fingerprint_key ON public.cohort USING btree (project_id, fingerprint);

CREATE UNIQUE INDEX graded_verification_attempt_id_project_id_rubric_digest_round_k ON public.graded_verification USING btree (attempt_id, project_id, rubric_digest, round);

CREATE INDEX graded_verification_recorded_at_idx ON public.graded_verification USING btree (recorded_at);

CREATE INDEX project_label_created_at_idx ON public.project_label USING btree (created_at);

CREATE UNIQUE INDEX project_label_project_id_idempotency_key_key ON public.project_label USING btree (project_id, idempotency_key);

CREATE UNIQUE INDEX project_label_project_id_seq_key ON public.project_label USING btree (project_id, seq);

CREATE INDEX property_designation_property_recorded_at_idx ON public.property_designation USING btree (property, recorded_at);

CREATE INDEX property_designation_recorded_at_idx ON public.property_designation USING btree (recorded_at);

CREATE UNIQUE INDEX rework_request_project_id_attempt_id_rubric_digest_key ON public.rework_request USING btree (project_id, attempt_id, rubric_digest);

CREATE INDEX rework_request_requested_at_idx ON public.rework_request USING btree (requested_at);

CREATE UNIQUE INDEX rubric_domain_version_key ON public.rubric USING btree (domain, version);

CREATE INDEX rubric_registered_at_idx ON public.rubric USING btree (registered_at);

CREATE INDEX token_revocation_revoked_at_idx ON public.token_revocation USING btree (revoked_at);

CREATE UNIQUE INDEX token_revocation_token_id_key ON public.token_revocation USING btree (token_id);

CREATE INDEX transparency_leaf_stamp_idx ON public.transparency_leaf USING btree (stamp);

CREATE UNIQUE INDEX verifier_project_id_verifier_ref_key ON public.verifier USING btree (project_id, verifier_ref);

CREATE INDEX verifier_registered_at_idx ON public.verifier USING btree (registered_at);

CREATE UNIQUE INDEX verifier_withdrawal_project_id_verifier_ref_key ON public.verifier_withdrawal USING btree (project_id, verifier_ref);

CREATE INDEX verifier_withdrawal_project_id_withdrawn_at_idx ON public.verifier_withdrawal USING btree (project_id, withdrawn_at);

CREATE INDEX verifier_withdrawal_withdrawn_at_idx ON public.verifier_withdrawal USING btree (withdrawn_at);

CREATE INDEX webhook_delivery_attempt_settled_idx ON public.webhook_delivery_attempt USING btree (delivery_id, project_id) WHERE (outcome = ANY (ARRAY['DELIVERED'::public."WebhookAttemptOutcome", 'DEAD_LETTERED'::public."WebhookAttemptOutcome"]));

CREATE UNIQUE INDEX webhook_delivery_project_id_endpoint_id_alert_id_key ON public.webhook_delivery USING btree (project_id, endpoint_id, alert_id);

CREATE UNIQUE INDEX webhook_delivery_project_id_endpoint_id_seq_key ON public.webhook_delivery USING btree (project_id, endpoint_id, seq);

CREATE INDEX webhook_delivery_project_id_seq_idx ON public.webhook_delivery USING btree (project_id, seq);

CREATE INDEX webhook_endpoint_created_at_idx ON public.webhook_endpoint USING btree (created_at);

CREATE INDEX webhook_endpoint_project_id_created_at_idx ON public.webhook_endpoint USING btree (project_id, created_at);

CREATE INDEX webhook_endpoint_retirement_retired_at_idx ON public.webhook_endpoint_retirement USING btree (retired_at);

-- --------------------------------------------------------------------------------------
-- Foreign keys
-- --------------------------------------------------------------------------------------

ALTER TABLE ONLY crl_private.webhook_secret
    ADD CONSTRAINT webhook_secret_endpoint_id_project_id_fkey FOREIGN KEY (endpoint_id, project_id) REFERENCES public.webhook_endpoint(id, project_id) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.adjudication
    ADD CONSTRAINT adjudication_attempt_id_project_id_fkey FOREIGN KEY (attempt_id, project_id) REFERENCES public.attempt(id, project_id) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.alert_rule_cursor
    ADD CONSTRAINT alert_rule_cursor_rule_fkey FOREIGN KEY (project_id, rule_digest) REFERENCES public.alert_rule(project_id, digest) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.alert
    ADD CONSTRAINT alert_rule_fkey FOREIGN KEY (project_id, rule_digest) REFERENCES public.alert_rule(project_id, digest) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.alert_rule_retirement
    ADD CONSTRAINT alert_rule_retirement_rule_fkey FOREIGN KEY (project_id, rule_digest) REFERENCES public.alert_rule(project_id, digest) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.annotation_redaction
    ADD CONSTRAINT annotation_redaction_project_id_digest_fkey FOREIGN KEY (project_id, digest) REFERENCES public.annotation(project_id, digest) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.annotation_text
    ADD CONSTRAINT annotation_text_project_id_digest_fkey FOREIGN KEY (project_id, digest) REFERENCES public.annotation(project_id, digest) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.attempt
    ADD CONSTRAINT attempt_cohort_id_project_id_fkey FOREIGN KEY (cohort_id, project_id) REFERENCES public.cohort(id, project_id) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.graded_verification
    ADD CONSTRAINT graded_verification_attempt_id_project_id_fkey FOREIGN KEY (attempt_id, project_id) REFERENCES public.attempt(id, project_id) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.graded_verification
    ADD CONSTRAINT graded_verification_rubric_digest_fkey FOREIGN KEY (rubric_digest) REFERENCES public.rubric(digest) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.token_revocation
    ADD CONSTRAINT token_revocation_token_id_fkey FOREIGN KEY (token_id) REFERENCES public.api_token(id) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.verifier_withdrawal
    ADD CONSTRAINT verifier_withdrawal_verifier_fkey FOREIGN KEY (project_id, verifier_ref) REFERENCES public.verifier(project_id, verifier_ref) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.webhook_delivery
    ADD CONSTRAINT webhook_delivery_alert_fkey FOREIGN KEY (alert_id, project_id) REFERENCES public.alert(id, project_id) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.webhook_delivery_attempt
    ADD CONSTRAINT webhook_delivery_attempt_delivery_fkey FOREIGN KEY (delivery_id, project_id) REFERENCES public.webhook_delivery(id, project_id) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.webhook_delivery
    ADD CONSTRAINT webhook_delivery_endpoint_fkey FOREIGN KEY (endpoint_id, project_id) REFERENCES public.webhook_endpoint(id, project_id) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY public.webhook_endpoint_retirement
    ADD CONSTRAINT webhook_endpoint_retirement_endpoint_fkey FOREIGN KEY (endpoint_id, project_id) REFERENCES public.webhook_endpoint(id, project_id) ON UPDATE RESTRICT ON DELETE RESTRICT;

-- --------------------------------------------------------------------------------------
-- Triggers
-- --------------------------------------------------------------------------------------

CREATE TRIGGER webhook_secret_append_only BEFORE DELETE OR UPDATE ON crl_private.webhook_secret FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE crl_private.webhook_secret ENABLE ALWAYS TRIGGER webhook_secret_append_only;

CREATE TRIGGER webhook_secret_clock BEFORE INSERT ON crl_private.webhook_secret FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('created_at');

ALTER TABLE crl_private.webhook_secret ENABLE ALWAYS TRIGGER webhook_secret_clock;

CREATE TRIGGER webhook_secret_no_truncate BEFORE TRUNCATE ON crl_private.webhook_secret FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE crl_private.webhook_secret ENABLE ALWAYS TRIGGER webhook_secret_no_truncate;

CREATE TRIGGER adjudication_append_only BEFORE DELETE OR UPDATE ON public.adjudication FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.adjudication ENABLE ALWAYS TRIGGER adjudication_append_only;

CREATE TRIGGER adjudication_appended_notice AFTER INSERT ON public.adjudication REFERENCING NEW TABLE AS appended FOR EACH STATEMENT EXECUTE FUNCTION public.crl_notify_adjudications_appended();

ALTER TABLE public.adjudication ENABLE ALWAYS TRIGGER adjudication_appended_notice;

CREATE TRIGGER adjudication_clock BEFORE INSERT ON public.adjudication FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('recorded_at');

ALTER TABLE public.adjudication ENABLE ALWAYS TRIGGER adjudication_clock;

CREATE TRIGGER adjudication_drift_guard BEFORE INSERT ON public.adjudication FOR EACH ROW EXECUTE FUNCTION public.crl_guard_drift_detection();

ALTER TABLE public.adjudication ENABLE ALWAYS TRIGGER adjudication_drift_guard;

CREATE TRIGGER adjudication_no_truncate BEFORE TRUNCATE ON public.adjudication FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.adjudication ENABLE ALWAYS TRIGGER adjudication_no_truncate;

CREATE TRIGGER adjudication_sequence BEFORE INSERT ON public.adjudication FOR EACH ROW EXECUTE FUNCTION public.crl_sequence_adjudication();

ALTER TABLE public.adjudication ENABLE ALWAYS TRIGGER adjudication_sequence;

CREATE TRIGGER adjudication_verdict_from_own_credential BEFORE INSERT ON public.adjudication FOR EACH ROW EXECUTE FUNCTION public.crl_verdict_from_own_credential();

ALTER TABLE public.adjudication ENABLE ALWAYS TRIGGER adjudication_verdict_from_own_credential;

CREATE TRIGGER agreement_event_append_only BEFORE DELETE OR UPDATE ON public.agreement_event FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.agreement_event ENABLE ALWAYS TRIGGER agreement_event_append_only;

CREATE TRIGGER agreement_event_clock BEFORE INSERT ON public.agreement_event FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('recorded_at');

ALTER TABLE public.agreement_event ENABLE ALWAYS TRIGGER agreement_event_clock;

CREATE TRIGGER agreement_event_no_truncate BEFORE TRUNCATE ON public.agreement_event FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.agreement_event ENABLE ALWAYS TRIGGER agreement_event_no_truncate;

CREATE TRIGGER agreement_event_sequence BEFORE INSERT ON public.agreement_event FOR EACH ROW EXECUTE FUNCTION public.crl_sequence_agreement_event();

ALTER TABLE public.agreement_event ENABLE ALWAYS TRIGGER agreement_event_sequence;

CREATE TRIGGER alert_append_only BEFORE DELETE OR UPDATE ON public.alert FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.alert ENABLE ALWAYS TRIGGER alert_append_only;

CREATE TRIGGER alert_clock BEFORE INSERT ON public.alert FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('raised_at');

ALTER TABLE public.alert ENABLE ALWAYS TRIGGER alert_clock;

CREATE TRIGGER alert_no_truncate BEFORE TRUNCATE ON public.alert FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.alert ENABLE ALWAYS TRIGGER alert_no_truncate;

CREATE TRIGGER alert_raised_notice AFTER INSERT ON public.alert REFERENCING NEW TABLE AS raised FOR EACH STATEMENT EXECUTE FUNCTION public.crl_notify_alerts_raised();

ALTER TABLE public.alert ENABLE ALWAYS TRIGGER alert_raised_notice;

CREATE TRIGGER alert_rule_append_only BEFORE DELETE OR UPDATE ON public.alert_rule FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.alert_rule ENABLE ALWAYS TRIGGER alert_rule_append_only;

CREATE TRIGGER alert_rule_clock BEFORE INSERT ON public.alert_rule FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('created_at');

ALTER TABLE public.alert_rule ENABLE ALWAYS TRIGGER alert_rule_clock;

CREATE TRIGGER alert_rule_cursor_forward BEFORE UPDATE ON public.alert_rule_cursor FOR EACH ROW EXECUTE FUNCTION public.crl_cursor_forward();

ALTER TABLE public.alert_rule_cursor ENABLE ALWAYS TRIGGER alert_rule_cursor_forward;

CREATE TRIGGER alert_rule_cursor_no_delete BEFORE DELETE ON public.alert_rule_cursor FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.alert_rule_cursor ENABLE ALWAYS TRIGGER alert_rule_cursor_no_delete;

CREATE TRIGGER alert_rule_cursor_no_truncate BEFORE TRUNCATE ON public.alert_rule_cursor FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.alert_rule_cursor ENABLE ALWAYS TRIGGER alert_rule_cursor_no_truncate;

CREATE TRIGGER alert_rule_no_truncate BEFORE TRUNCATE ON public.alert_rule FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.alert_rule ENABLE ALWAYS TRIGGER alert_rule_no_truncate;

CREATE TRIGGER alert_rule_retirement_append_only BEFORE DELETE OR UPDATE ON public.alert_rule_retirement FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.alert_rule_retirement ENABLE ALWAYS TRIGGER alert_rule_retirement_append_only;

CREATE TRIGGER alert_rule_retirement_clock BEFORE INSERT ON public.alert_rule_retirement FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('retired_at');

ALTER TABLE public.alert_rule_retirement ENABLE ALWAYS TRIGGER alert_rule_retirement_clock;

CREATE TRIGGER alert_rule_retirement_no_truncate BEFORE TRUNCATE ON public.alert_rule_retirement FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.alert_rule_retirement ENABLE ALWAYS TRIGGER alert_rule_retirement_no_truncate;

CREATE TRIGGER alert_webhook_deliveries AFTER INSERT ON public.alert FOR EACH ROW EXECUTE FUNCTION public.crl_webhook_deliveries_for_alert();

ALTER TABLE public.alert ENABLE ALWAYS TRIGGER alert_webhook_deliveries;

CREATE TRIGGER annotation_append_only BEFORE DELETE OR UPDATE ON public.annotation FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.annotation ENABLE ALWAYS TRIGGER annotation_append_only;

CREATE TRIGGER annotation_clock BEFORE INSERT ON public.annotation FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('stored_at');

ALTER TABLE public.annotation ENABLE ALWAYS TRIGGER annotation_clock;

CREATE TRIGGER annotation_no_truncate BEFORE TRUNCATE ON public.annotation FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.annotation ENABLE ALWAYS TRIGGER annotation_no_truncate;

CREATE TRIGGER annotation_redaction_append_only BEFORE DELETE OR UPDATE ON public.annotation_redaction FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.annotation_redaction ENABLE ALWAYS TRIGGER annotation_redaction_append_only;

CREATE TRIGGER annotation_redaction_clock BEFORE INSERT ON public.annotation_redaction FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('redacted_at');

ALTER TABLE public.annotation_redaction ENABLE ALWAYS TRIGGER annotation_redaction_clock;

CREATE TRIGGER annotation_redaction_no_truncate BEFORE TRUNCATE ON public.annotation_redaction FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.annotation_redaction ENABLE ALWAYS TRIGGER annotation_redaction_no_truncate;

CREATE TRIGGER annotation_text_guard BEFORE DELETE OR UPDATE ON public.annotation_text FOR EACH ROW EXECUTE FUNCTION public.crl_guard_project_annotation_text();

ALTER TABLE public.annotation_text ENABLE ALWAYS TRIGGER annotation_text_guard;

CREATE TRIGGER annotation_text_no_truncate BEFORE TRUNCATE ON public.annotation_text FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.annotation_text ENABLE ALWAYS TRIGGER annotation_text_no_truncate;

CREATE TRIGGER api_token_append_only BEFORE DELETE OR UPDATE ON public.api_token FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.api_token ENABLE ALWAYS TRIGGER api_token_append_only;

CREATE TRIGGER api_token_clock BEFORE INSERT ON public.api_token FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('created_at');

ALTER TABLE public.api_token ENABLE ALWAYS TRIGGER api_token_clock;

CREATE TRIGGER api_token_no_truncate BEFORE TRUNCATE ON public.api_token FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.api_token ENABLE ALWAYS TRIGGER api_token_no_truncate;

CREATE TRIGGER attempt_append_only BEFORE DELETE OR UPDATE ON public.attempt FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.attempt ENABLE ALWAYS TRIGGER attempt_append_only;

CREATE TRIGGER attempt_clock BEFORE INSERT ON public.attempt FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('recorded_at');

ALTER TABLE public.attempt ENABLE ALWAYS TRIGGER attempt_clock;

CREATE TRIGGER attempt_no_truncate BEFORE TRUNCATE ON public.attempt FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.attempt ENABLE ALWAYS TRIGGER attempt_no_truncate;

CREATE TRIGGER attempt_recorded_notice AFTER INSERT ON public.attempt REFERENCING NEW TABLE AS recorded FOR EACH STATEMENT EXECUTE FUNCTION public.crl_notify_attempts_recorded();

ALTER TABLE public.attempt ENABLE ALWAYS TRIGGER attempt_recorded_notice;

CREATE TRIGGER cohort_append_only BEFORE DELETE OR UPDATE ON public.cohort FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.cohort ENABLE ALWAYS TRIGGER cohort_append_only;

CREATE TRIGGER cohort_clock BEFORE INSERT ON public.cohort FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('created_at');

ALTER TABLE public.cohort ENABLE ALWAYS TRIGGER cohort_clock;

CREATE TRIGGER cohort_no_truncate BEFORE TRUNCATE ON public.cohort FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.cohort ENABLE ALWAYS TRIGGER cohort_no_truncate;

CREATE TRIGGER graded_verification_append_only BEFORE DELETE OR UPDATE ON public.graded_verification FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.graded_verification ENABLE ALWAYS TRIGGER graded_verification_append_only;

CREATE TRIGGER graded_verification_clock BEFORE INSERT ON public.graded_verification FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('recorded_at');

ALTER TABLE public.graded_verification ENABLE ALWAYS TRIGGER graded_verification_clock;

CREATE TRIGGER graded_verification_no_truncate BEFORE TRUNCATE ON public.graded_verification FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.graded_verification ENABLE ALWAYS TRIGGER graded_verification_no_truncate;

CREATE TRIGGER graded_verification_rework_request AFTER INSERT ON public.graded_verification FOR EACH ROW WHEN (((new.round = 0) AND new.rework_recommended)) EXECUTE FUNCTION public.crl_request_rework();

ALTER TABLE public.graded_verification ENABLE ALWAYS TRIGGER graded_verification_rework_request;

CREATE TRIGGER graded_verification_rules BEFORE INSERT ON public.graded_verification FOR EACH ROW EXECUTE FUNCTION public.crl_check_graded_verification();

ALTER TABLE public.graded_verification ENABLE ALWAYS TRIGGER graded_verification_rules;

CREATE TRIGGER project_label_append_only BEFORE DELETE OR UPDATE ON public.project_label FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.project_label ENABLE ALWAYS TRIGGER project_label_append_only;

CREATE TRIGGER project_label_assign_seq BEFORE INSERT ON public.project_label FOR EACH ROW EXECUTE FUNCTION public.crl_sequence_project_label();

ALTER TABLE public.project_label ENABLE ALWAYS TRIGGER project_label_assign_seq;

CREATE TRIGGER project_label_clock BEFORE INSERT ON public.project_label FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('created_at');

ALTER TABLE public.project_label ENABLE ALWAYS TRIGGER project_label_clock;

CREATE TRIGGER project_label_no_truncate BEFORE TRUNCATE ON public.project_label FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.project_label ENABLE ALWAYS TRIGGER project_label_no_truncate;

CREATE TRIGGER property_designation_append_only BEFORE DELETE OR UPDATE ON public.property_designation FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.property_designation ENABLE ALWAYS TRIGGER property_designation_append_only;

CREATE TRIGGER property_designation_clock BEFORE INSERT ON public.property_designation FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('recorded_at');

ALTER TABLE public.property_designation ENABLE ALWAYS TRIGGER property_designation_clock;

CREATE TRIGGER property_designation_no_truncate BEFORE TRUNCATE ON public.property_designation FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.property_designation ENABLE ALWAYS TRIGGER property_designation_no_truncate;

CREATE TRIGGER rework_request_append_only BEFORE DELETE OR UPDATE ON public.rework_request FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.rework_request ENABLE ALWAYS TRIGGER rework_request_append_only;

CREATE TRIGGER rework_request_clock BEFORE INSERT ON public.rework_request FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('requested_at');

ALTER TABLE public.rework_request ENABLE ALWAYS TRIGGER rework_request_clock;

CREATE TRIGGER rework_request_no_truncate BEFORE TRUNCATE ON public.rework_request FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.rework_request ENABLE ALWAYS TRIGGER rework_request_no_truncate;

CREATE TRIGGER rubric_append_only BEFORE DELETE OR UPDATE ON public.rubric FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.rubric ENABLE ALWAYS TRIGGER rubric_append_only;

CREATE TRIGGER rubric_clock BEFORE INSERT ON public.rubric FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('registered_at');

ALTER TABLE public.rubric ENABLE ALWAYS TRIGGER rubric_clock;

CREATE TRIGGER rubric_no_truncate BEFORE TRUNCATE ON public.rubric FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.rubric ENABLE ALWAYS TRIGGER rubric_no_truncate;

CREATE TRIGGER token_revocation_append_only BEFORE DELETE OR UPDATE ON public.token_revocation FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.token_revocation ENABLE ALWAYS TRIGGER token_revocation_append_only;

CREATE TRIGGER token_revocation_clock BEFORE INSERT ON public.token_revocation FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('revoked_at');

ALTER TABLE public.token_revocation ENABLE ALWAYS TRIGGER token_revocation_clock;

CREATE TRIGGER token_revocation_no_truncate BEFORE TRUNCATE ON public.token_revocation FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.token_revocation ENABLE ALWAYS TRIGGER token_revocation_no_truncate;

CREATE TRIGGER token_revocation_notice AFTER INSERT ON public.token_revocation FOR EACH ROW EXECUTE FUNCTION public.crl_notify_token_revocation();

ALTER TABLE public.token_revocation ENABLE ALWAYS TRIGGER token_revocation_notice;

CREATE TRIGGER transparency_checkpoint_append_only BEFORE DELETE OR UPDATE ON public.transparency_checkpoint FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.transparency_checkpoint ENABLE ALWAYS TRIGGER transparency_checkpoint_append_only;

CREATE TRIGGER transparency_checkpoint_no_truncate BEFORE TRUNCATE ON public.transparency_checkpoint FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.transparency_checkpoint ENABLE ALWAYS TRIGGER transparency_checkpoint_no_truncate;

CREATE TRIGGER transparency_leaf_append_only BEFORE DELETE OR UPDATE ON public.transparency_leaf FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.transparency_leaf ENABLE ALWAYS TRIGGER transparency_leaf_append_only;

CREATE TRIGGER transparency_leaf_format_append_only BEFORE DELETE OR UPDATE ON public.transparency_leaf_format FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.transparency_leaf_format ENABLE ALWAYS TRIGGER transparency_leaf_format_append_only;

CREATE TRIGGER transparency_leaf_format_no_truncate BEFORE TRUNCATE ON public.transparency_leaf_format FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.transparency_leaf_format ENABLE ALWAYS TRIGGER transparency_leaf_format_no_truncate;

CREATE TRIGGER transparency_leaf_gapless AFTER INSERT ON public.transparency_leaf REFERENCING NEW TABLE AS added_leaves FOR EACH STATEMENT EXECUTE FUNCTION public.crl_transparency_leaf_gapless();

ALTER TABLE public.transparency_leaf ENABLE ALWAYS TRIGGER transparency_leaf_gapless;

CREATE TRIGGER transparency_leaf_no_truncate BEFORE TRUNCATE ON public.transparency_leaf FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.transparency_leaf ENABLE ALWAYS TRIGGER transparency_leaf_no_truncate;

CREATE TRIGGER transparency_subtree_append_only BEFORE DELETE OR UPDATE ON public.transparency_subtree FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.transparency_subtree ENABLE ALWAYS TRIGGER transparency_subtree_append_only;

CREATE TRIGGER transparency_subtree_no_truncate BEFORE TRUNCATE ON public.transparency_subtree FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.transparency_subtree ENABLE ALWAYS TRIGGER transparency_subtree_no_truncate;

CREATE TRIGGER verifier_append_only BEFORE DELETE OR UPDATE ON public.verifier FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.verifier ENABLE ALWAYS TRIGGER verifier_append_only;

CREATE TRIGGER verifier_clock BEFORE INSERT ON public.verifier FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('registered_at');

ALTER TABLE public.verifier ENABLE ALWAYS TRIGGER verifier_clock;

CREATE TRIGGER verifier_no_truncate BEFORE TRUNCATE ON public.verifier FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.verifier ENABLE ALWAYS TRIGGER verifier_no_truncate;

CREATE TRIGGER verifier_registered_notice AFTER INSERT ON public.verifier REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.crl_notify_verifier_cohorts();

ALTER TABLE public.verifier ENABLE ALWAYS TRIGGER verifier_registered_notice;

CREATE TRIGGER verifier_withdrawal_append_only BEFORE DELETE OR UPDATE ON public.verifier_withdrawal FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.verifier_withdrawal ENABLE ALWAYS TRIGGER verifier_withdrawal_append_only;

CREATE TRIGGER verifier_withdrawal_clock BEFORE INSERT ON public.verifier_withdrawal FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('withdrawn_at');

ALTER TABLE public.verifier_withdrawal ENABLE ALWAYS TRIGGER verifier_withdrawal_clock;

CREATE TRIGGER verifier_withdrawal_no_truncate BEFORE TRUNCATE ON public.verifier_withdrawal FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.verifier_withdrawal ENABLE ALWAYS TRIGGER verifier_withdrawal_no_truncate;

CREATE TRIGGER verifier_withdrawal_notice AFTER INSERT ON public.verifier_withdrawal REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.crl_notify_withdrawal_cohorts();

ALTER TABLE public.verifier_withdrawal ENABLE ALWAYS TRIGGER verifier_withdrawal_notice;

CREATE TRIGGER webhook_delivery_append_only BEFORE DELETE OR UPDATE ON public.webhook_delivery FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.webhook_delivery ENABLE ALWAYS TRIGGER webhook_delivery_append_only;

CREATE TRIGGER webhook_delivery_attempt_append_only BEFORE DELETE OR UPDATE ON public.webhook_delivery_attempt FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.webhook_delivery_attempt ENABLE ALWAYS TRIGGER webhook_delivery_attempt_append_only;

CREATE TRIGGER webhook_delivery_attempt_clock BEFORE INSERT ON public.webhook_delivery_attempt FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('attempted_at');

ALTER TABLE public.webhook_delivery_attempt ENABLE ALWAYS TRIGGER webhook_delivery_attempt_clock;

CREATE TRIGGER webhook_delivery_attempt_no_truncate BEFORE TRUNCATE ON public.webhook_delivery_attempt FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.webhook_delivery_attempt ENABLE ALWAYS TRIGGER webhook_delivery_attempt_no_truncate;

CREATE TRIGGER webhook_delivery_clock BEFORE INSERT ON public.webhook_delivery FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('created_at');

ALTER TABLE public.webhook_delivery ENABLE ALWAYS TRIGGER webhook_delivery_clock;

CREATE TRIGGER webhook_delivery_no_truncate BEFORE TRUNCATE ON public.webhook_delivery FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.webhook_delivery ENABLE ALWAYS TRIGGER webhook_delivery_no_truncate;

CREATE TRIGGER webhook_endpoint_append_only BEFORE DELETE OR UPDATE ON public.webhook_endpoint FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.webhook_endpoint ENABLE ALWAYS TRIGGER webhook_endpoint_append_only;

CREATE TRIGGER webhook_endpoint_clock BEFORE INSERT ON public.webhook_endpoint FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('created_at');

ALTER TABLE public.webhook_endpoint ENABLE ALWAYS TRIGGER webhook_endpoint_clock;

CREATE TRIGGER webhook_endpoint_no_truncate BEFORE TRUNCATE ON public.webhook_endpoint FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.webhook_endpoint ENABLE ALWAYS TRIGGER webhook_endpoint_no_truncate;

CREATE TRIGGER webhook_endpoint_retirement_append_only BEFORE DELETE OR UPDATE ON public.webhook_endpoint_retirement FOR EACH ROW EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.webhook_endpoint_retirement ENABLE ALWAYS TRIGGER webhook_endpoint_retirement_append_only;

CREATE TRIGGER webhook_endpoint_retirement_clock BEFORE INSERT ON public.webhook_endpoint_retirement FOR EACH ROW EXECUTE FUNCTION public.crl_stamp_clock('retired_at');

ALTER TABLE public.webhook_endpoint_retirement ENABLE ALWAYS TRIGGER webhook_endpoint_retirement_clock;

CREATE TRIGGER webhook_endpoint_retirement_no_truncate BEFORE TRUNCATE ON public.webhook_endpoint_retirement FOR EACH STATEMENT EXECUTE FUNCTION public.crl_refuse_change();

ALTER TABLE public.webhook_endpoint_retirement ENABLE ALWAYS TRIGGER webhook_endpoint_retirement_no_truncate;

-- --------------------------------------------------------------------------------------
-- Grants
-- --------------------------------------------------------------------------------------

GRANT USAGE ON SCHEMA crl_private TO crl_webhook_delivery;

GRANT USAGE ON SCHEMA public TO crl_app;
GRANT USAGE ON SCHEMA public TO crl_webhook_delivery;

REVOKE ALL ON FUNCTION public.crl_append_drift_detection(target uuid, submitted public.crl_digest, actor public.crl_reference, content public.crl_digest) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crl_append_drift_detection(target uuid, submitted public.crl_digest, actor public.crl_reference, content public.crl_digest) TO crl_app;

GRANT ALL ON FUNCTION public.crl_canonical_jsonb(value jsonb) TO crl_app;

REVOKE ALL ON FUNCTION public.crl_check_graded_verification() FROM PUBLIC;

REVOKE ALL ON FUNCTION public.crl_create_webhook_endpoint(p_project_id uuid, p_url text, p_kinds public."AlertKind"[], p_actor_ref public.crl_reference, p_secret text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crl_create_webhook_endpoint(p_project_id uuid, p_url text, p_kinds public."AlertKind"[], p_actor_ref public.crl_reference, p_secret text) TO crl_app;

GRANT ALL ON FUNCTION public.crl_json_number(value double precision) TO crl_app;

REVOKE ALL ON FUNCTION public.crl_lock_attempt(target uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crl_lock_attempt(target uuid) TO crl_app;

REVOKE ALL ON FUNCTION public.crl_record_attempts(project_ids uuid[], outcome_ids text[], capability_keys text[], group_ids uuid[], multiplicities integer[], task_refs text[], work_package_refs text[], agent_run_refs text[], worker_refs text[], outcome_codes text[], stop_reason_codes text[], attempt_numbers integer[], started_ats timestamp with time zone[], finished_ats timestamp with time zone[], verification_modes text[], verification_results text[], verifier_refs text[], verifier_models text[], criteria_totals integer[], criteria_mets integer[], commands_totals integer[], commands_passeds integer[], commands_faileds integer[], human_overrides boolean[], human_rejecteds boolean[], rolled_backs boolean[], severities text[], evidence jsonb[], outcome_digests text[], content_digests text[], cohort_fingerprints text[], scope_fingerprints text[], runtime_fingerprints text[], policy_fingerprints text[], providers text[], models text[], runtime_versions text[], harness_versions text[], policy_versions text[], recorder text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crl_record_attempts(project_ids uuid[], outcome_ids text[], capability_keys text[], group_ids uuid[], multiplicities integer[], task_refs text[], work_package_refs text[], agent_run_refs text[], worker_refs text[], outcome_codes text[], stop_reason_codes text[], attempt_numbers integer[], started_ats timestamp with time zone[], finished_ats timestamp with time zone[], verification_modes text[], verification_results text[], verifier_refs text[], verifier_models text[], criteria_totals integer[], criteria_mets integer[], commands_totals integer[], commands_passeds integer[], commands_faileds integer[], human_overrides boolean[], human_rejecteds boolean[], rolled_backs boolean[], severities text[], evidence jsonb[], outcome_digests text[], content_digests text[], cohort_fingerprints text[], scope_fingerprints text[], runtime_fingerprints text[], policy_fingerprints text[], providers text[], models text[], runtime_versions text[], harness_versions text[], policy_versions text[], recorder text) TO crl_app;

REVOKE ALL ON FUNCTION public.crl_redact_annotation(project uuid, target public.crl_digest, actor public.crl_reference) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crl_redact_annotation(project uuid, target public.crl_digest, actor public.crl_reference) TO crl_app;

REVOKE ALL ON FUNCTION public.crl_request_rework() FROM PUBLIC;

REVOKE ALL ON FUNCTION public.crl_request_webhook_redelivery(p_project_id uuid, p_delivery_id uuid, p_actor_ref public.crl_reference) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crl_request_webhook_redelivery(p_project_id uuid, p_delivery_id uuid, p_actor_ref public.crl_reference) TO crl_app;

REVOKE ALL ON FUNCTION public.crl_sequence_project_label() FROM PUBLIC;

GRANT ALL ON FUNCTION public.crl_settled_through() TO crl_app;

REVOKE ALL ON FUNCTION public.crl_webhook_enqueue(delivery_id uuid, endpoint_id uuid, run_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.crl_webhook_enqueue(delivery_id uuid, endpoint_id uuid, run_at timestamp with time zone) TO crl_webhook_delivery;

REVOKE ALL ON FUNCTION public.crl_write_stamp() FROM PUBLIC;
GRANT ALL ON FUNCTION public.crl_write_stamp() TO crl_app;
GRANT ALL ON FUNCTION public.crl_write_stamp() TO crl_webhook_delivery;

GRANT SELECT ON TABLE crl_private.webhook_secret TO crl_webhook_delivery;

GRANT SELECT,INSERT ON TABLE public.adjudication TO crl_app;

GRANT SELECT,INSERT ON TABLE public.agreement_event TO crl_app;

GRANT SELECT,INSERT ON TABLE public.alert TO crl_app;
GRANT SELECT ON TABLE public.alert TO crl_webhook_delivery;

GRANT SELECT,INSERT ON TABLE public.alert_rule TO crl_app;

GRANT SELECT,INSERT,UPDATE ON TABLE public.alert_rule_cursor TO crl_app;

GRANT SELECT,INSERT ON TABLE public.alert_rule_retirement TO crl_app;

GRANT SELECT,INSERT ON TABLE public.annotation TO crl_app;

GRANT SELECT,INSERT ON TABLE public.annotation_redaction TO crl_app;

GRANT SELECT,INSERT ON TABLE public.annotation_text TO crl_app;

GRANT SELECT,INSERT ON TABLE public.api_token TO crl_app;

GRANT SELECT,INSERT ON TABLE public.attempt TO crl_app;

GRANT SELECT,INSERT ON TABLE public.cohort TO crl_app;

GRANT SELECT,INSERT ON TABLE public.graded_verification TO crl_app;

GRANT SELECT,INSERT ON TABLE public.project_label TO crl_app;

GRANT SELECT,INSERT ON TABLE public.property_designation TO crl_app;

GRANT SELECT ON TABLE public.rework_request TO crl_app;

GRANT SELECT,INSERT ON TABLE public.rubric TO crl_app;

GRANT SELECT,INSERT ON TABLE public.token_revocation TO crl_app;

GRANT SELECT,INSERT ON TABLE public.transparency_checkpoint TO crl_app;

GRANT SELECT,INSERT ON TABLE public.transparency_leaf TO crl_app;

GRANT SELECT,INSERT ON TABLE public.transparency_leaf_format TO crl_app;

GRANT SELECT,INSERT ON TABLE public.transparency_subtree TO crl_app;

GRANT SELECT,INSERT ON TABLE public.verifier TO crl_app;

GRANT SELECT,INSERT ON TABLE public.verifier_withdrawal TO crl_app;

GRANT SELECT ON TABLE public.webhook_delivery TO crl_app;
GRANT SELECT ON TABLE public.webhook_delivery TO crl_webhook_delivery;

GRANT SELECT ON TABLE public.webhook_delivery_attempt TO crl_app;
GRANT SELECT,INSERT ON TABLE public.webhook_delivery_attempt TO crl_webhook_delivery;

GRANT SELECT ON TABLE public.webhook_delivery_state TO crl_app;
GRANT SELECT ON TABLE public.webhook_delivery_state TO crl_webhook_delivery;

GRANT SELECT ON TABLE public.webhook_endpoint TO crl_app;
GRANT SELECT ON TABLE public.webhook_endpoint TO crl_webhook_delivery;

GRANT SELECT,INSERT ON TABLE public.webhook_endpoint_retirement TO crl_app;
GRANT SELECT ON TABLE public.webhook_endpoint_retirement TO crl_webhook_delivery;
