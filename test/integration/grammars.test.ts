// Closed grammars are enforced twice (docs/specification.md §2, §3.1): by the API and
// by CHECK constraints. This file proves the database refuses bad values inserted with
// raw SQL, and that the SQL domains and src/domain/grammars.ts say exactly the same,
// credential screen included (one SQL function the screened domains call): when an
// upgrade of the rule set changes the screen, the pattern-text tests fail until a new
// migration (scripts/print-credential-migration.ts) carries it.
import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_RULES, credentialScreenSql } from '../../src/domain/credential-rules.js';
import {
  CREDENTIAL_CHECK_FUNCTION,
  CREDENTIAL_SCREEN_FUNCTION,
  domainCheckSql,
  GRAMMAR_SOURCES,
  matchesGrammar,
  SCREENED_GRAMMARS,
  type GrammarName,
} from '../../src/domain/grammars.js';
import { CREDENTIAL_FORMS, EMBEDDINGS, ORDINARY_VALUES, samplesOf } from '../helpers/credential-samples.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { fakeDigest } from '../helpers/outcomes.js';

let ledger: TestLedger;
let client: pg.PoolClient;

const DOMAINS: Partial<Record<GrammarName, string>> = {
  reference: 'crl_reference',
  capabilityKey: 'crl_capability_key',
  label: 'crl_label',
  digest: 'crl_digest',
};

beforeAll(async () => {
  ledger = await createTestLedger();
  client = await ledger.owner.connect();
  for (const domain of Object.values(DOMAINS))
    await client.query(`CREATE FUNCTION pg_temp.accepts_${domain}(value text) RETURNS boolean LANGUAGE plpgsql AS $$
      BEGIN PERFORM value::${domain}; RETURN true; EXCEPTION WHEN check_violation THEN RETURN false; END $$`);
});
afterAll(async () => {
  client?.release();
  await ledger?.close();
});

async function sqlAccepts(domain: string, values: string[]): Promise<boolean[]> {
  const { rows } = await client.query<{ ok: boolean }>(
    `SELECT pg_temp.accepts_${domain}(v) AS ok FROM unnest($1::text[]) WITH ORDINALITY AS t(v, n) ORDER BY n`,
    [values],
  );
  return rows.map((row) => row.ok);
}

describe('SQL domains and TypeScript grammars agree', () => {
  // Every string constant of the CHECK (grammar, keywords, one pattern per rule), in order.
  const literalsOf = (sql: string) => [...sql.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]);

  it.each(Object.entries(DOMAINS))('the %s domain carries the same pattern text', async (grammar, domain) => {
    const { rows } = await client.query<{ def: string }>(
      `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c WHERE c.contypid = $1::regtype`,
      [domain],
    );
    expect(rows).toHaveLength(1);
    const definition = rows[0]!.def;
    expect(definition).toContain(`'${GRAMMAR_SOURCES[grammar as GrammarName]}'`);
    expect(literalsOf(definition)).toEqual(literalsOf(domainCheckSql(grammar as GrammarName)));
    const screened = (SCREENED_GRAMMARS as readonly string[]).includes(grammar);
    expect(definition.includes(`NOT ${CREDENTIAL_CHECK_FUNCTION}(VALUE)`), definition).toBe(screened);
  });

  it('the credential screen the screened domains call carries the same pattern text', async () => {
    const { rows } = await client.query<{ def: string; volatility: string; parallel: string; config: string[] | null }>(
      `SELECT pg_get_functiondef(p.oid) AS def, p.provolatile AS volatility, p.proparallel AS parallel, p.proconfig AS config
         FROM pg_proc p WHERE p.oid = $1::regprocedure`,
      [`public.${CREDENTIAL_SCREEN_FUNCTION}(text)`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ volatility: 'i', parallel: 's', config: null });
    expect(literalsOf(rows[0]!.def)).toEqual(literalsOf(credentialScreenSql('value')));
  });

  it("the domains' CHECKs call the screen once per value, through a PL/pgSQL function into which it is inlined", async () => {
    // The CHECK calls CREDENTIAL_CHECK_FUNCTION (counted); its one expression is the screen,
    // inlined (PostgreSQL does not count calls of an inlined function), so the screen is
    // prepared once per transaction, not once per cast in every statement.
    const { rows: definition } = await client.query(
      `SELECT p.prosrc AS body, (SELECT l.lanname FROM pg_language l WHERE l.oid = p.prolang) AS language, p.provolatile AS volatility, p.proisstrict AS strict, p.proconfig AS config
         FROM pg_proc p WHERE p.oid = $1::regprocedure`,
      [`public.${CREDENTIAL_CHECK_FUNCTION}(text)`],
    );
    expect(definition).toEqual([
      {
        body: `\nBEGIN\n  RETURN public.${CREDENTIAL_SCREEN_FUNCTION}(value);\nEND\n`,
        language: 'plpgsql',
        volatility: 'i',
        strict: true,
        config: ['search_path=pg_catalog, public, pg_temp'],
      },
    ]);
    await client.query('BEGIN');
    try {
      await client.query(`SET LOCAL track_functions = 'all'`);
      await client.query(
        `SELECT 'run-1'::crl_reference, 'code.edit'::crl_capability_key, 'acme'::crl_label, NULL::crl_label, crl_label_list(ARRAY['m1'])`,
      );
      const { rows } = await client.query(
        `SELECT funcname AS function, calls::int FROM pg_stat_xact_user_functions WHERE funcname = ANY ($1) ORDER BY 1`,
        [[CREDENTIAL_SCREEN_FUNCTION, CREDENTIAL_CHECK_FUNCTION, 'crl_label_list']],
      );
      // Three values and the list's one element; a NULL is not screened (the function is STRICT).
      expect(rows).toEqual([
        { function: 'crl_label_list', calls: 1 },
        { function: CREDENTIAL_CHECK_FUNCTION, calls: 4 },
      ]);
    } finally {
      await client.query('ROLLBACK');
    }
  });

  it.each(Object.entries(DOMAINS))('%s: random values are accepted by both or by neither', async (grammar, domain) => {
    const alphabet = 'aZ09._:@/-+ \\#éA'.split('');
    // Tokens of every rule (the short ones fit the grammars), behind each separator.
    const tokens = CREDENTIAL_RULES.flatMap((rule, i) => samplesOf(rule.source, 3, i + 1));
    const samples = fc.sample(
      fc.oneof(
        fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 140 }),
        fc.stringMatching(new RegExp(GRAMMAR_SOURCES[grammar as GrammarName])),
        fc
          .tuple(fc.constantFrom('run', 'ci', 'job', 'code.edit'), fc.constantFrom(...'-_+./:@'), fc.constantFrom(...tokens))
          .map(([prefix, separator, token]) => `${prefix}${separator}${token}`.slice(0, 128)),
        fc.constantFrom(
          'sk-abc',
          'x:ghp_abc',
          'AKIAABCDEFGHIJKLMNOP',
          'eyJabcd.eyJabcd.sig',
          'k.eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc',
          'monkeyJump.a.b',
          'a'.repeat(129),
          fakeDigest('s'),
          'task-42',
          'risk-tier',
        ),
      ),
      { numRuns: 600, seed: 20261129 },
    );
    const sql = await sqlAccepts(domain, samples);
    const disagreements = samples.filter((value, i) => sql[i] !== matchesGrammar(grammar as GrammarName, value));
    expect(disagreements).toEqual([]);
    // Both verdicts occur, credentials among the refusals.
    expect(sql.filter(Boolean).length).toBeGreaterThan(50);
    if (grammar !== 'digest')
      expect(
        samples.filter((value) => /ghp_|xox|AKIA|glpat-/.test(value) && !matchesGrammar(grammar as GrammarName, value)).length,
      ).toBeGreaterThan(5);
  });
});

describe('CHECK constraints refuse bad values written with raw SQL', () => {
  const cohortValues = (overrides: Record<string, string>) => {
    const row: Record<string, string> = {
      fingerprint: fakeDigest('fp-' + Math.random()),
      project_id: '6f1c2a9e-8d3b-4c5a-9e7f-0a1b2c3d4e5f',
      capability_key: 'code.edit',
      scope_fingerprint: fakeDigest('s'),
      runtime_fingerprint: fakeDigest('r'),
      policy_fingerprint: fakeDigest('p'),
      provider: 'acme',
      model: 'm1',
      runtime_version: '1',
      harness_version: 'h',
      policy_version: 'p',
      ...overrides,
    };
    const columns = Object.keys(row);
    return ledger.db.pool.query(
      `INSERT INTO cohort (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  };

  it('accepts a valid row', async () => {
    await expect(cohortValues({})).resolves.toBeDefined();
  });

  it.each([
    ['capability key', { capability_key: 'Bad.Key' }],
    ['fingerprint digest', { fingerprint: 'XYZ' }],
    ['label', { model: 'has space' }],
    ['credential-looking label', { provider: 'acme-sk_live_a1B2c3D4e5a1B2c3D4e5' }],
    ['token after an underscore', { model: 'ci_ghp_A1b2C3d4E5A1b2C3d4E5A1b2C3d4E5a1b2c3' }],
    ['token after a plus', { runtime_version: 'job+xoxb-1234567890-1234567890-AbCdEfGh' }],
  ])('refuses a bad %s', async (_name, overrides) => {
    await expect(cohortValues(overrides)).rejects.toThrow(/violates check constraint/);
  });

  // The screen errs toward refusal (src/domain/credential-rules.ts, LEDGER_RULES) in SQL
  // too: what the TypeScript screen refuses, a direct write from the server's login is
  // refused as well, in every screened domain and in list columns.
  const domainRefuses = async (value: string) => {
    for (const domain of ['crl_reference', 'crl_label', 'crl_capability_key'])
      await expect(ledger.db.pool.query(`SELECT $1::${domain}`, [value]), `${domain} ${value}`).rejects.toThrow(
        /violates check constraint/,
      );
    await expect(ledger.db.pool.query(`SELECT crl_label_list(ARRAY[$1])`, [value])).rejects.toThrow(/violates check constraint/);
  };
  const designation = (property: string, actor = 'admin-ana') =>
    ledger.db.pool.query(`INSERT INTO property_designation (property, action, actor_ref) VALUES ($1, 'DESIGNATE', $2)`, [property, actor]);

  it.each(CREDENTIAL_FORMS.flatMap(({ form, value }) => EMBEDDINGS.map((prefix) => [form, prefix, `${prefix}${value}`] as const)))(
    'refuses %s behind %j in every screened domain and in direct INSERTs',
    async (_form, _prefix, value) => {
      expect(matchesGrammar('label', value)).toBe(false);
      await domainRefuses(value);
      await expect(cohortValues({ provider: value })).rejects.toThrow(/violates check constraint "crl_label_check"/);
      await expect(designation(value)).rejects.toThrow(/violates check constraint "crl_label_check"/);
      if (new RegExp(GRAMMAR_SOURCES.reference).test(value))
        await expect(designation('prop', value)).rejects.toThrow(/violates check constraint "crl_reference_check"/);
      expect(await sqlAccepts('crl_label', [value])).toEqual([false]);
    },
  );

  it("refuses a live token of the ledger's own", async () => {
    const { token } = await ledger.token({ roles: ['reader'], allProjects: true });
    for (const value of [token, `run-${token}`, `job+${token}`]) await domainRefuses(value);
    await expect(designation(`job+${token}`)).rejects.toThrow(/violates check constraint "crl_label_check"/);
  });

  it('keeps ordinary values, in the domains and in a direct INSERT, as the TypeScript screen does', async () => {
    for (const grammar of ['reference', 'label'] as const)
      expect(await sqlAccepts(DOMAINS[grammar]!, ORDINARY_VALUES)).toEqual(ORDINARY_VALUES.map((value) => matchesGrammar(grammar, value)));
    expect(ORDINARY_VALUES.filter((value) => !matchesGrammar('label', value))).toEqual([]);
    for (const value of ORDINARY_VALUES) await expect(designation(value), value).resolves.toBeDefined();
  });

  it('refuses a bad digest inside an evidence list and a bad enum value', async () => {
    const { rows } = await ledger.owner.query<{ id: string }>(`SELECT id FROM cohort LIMIT 1`);
    const attempt = (evidence: string, outcome: string) =>
      ledger.db.pool.query(
        `INSERT INTO attempt (cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref,
           agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
           verification_mode, verification_result, acceptance_criteria_total, acceptance_criteria_met,
           validation_commands_total, validation_commands_passed, validation_commands_failed, human_override,
           human_rejected, rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by)
         VALUES ($1, '6f1c2a9e-8d3b-4c5a-9e7f-0a1b2c3d4e5f', 'code.edit', gen_random_uuid(), 1, 'o-raw', 't', 'r', 'w',
           $3::"OutcomeCode", 'COMPLETED', 1, now(), now(), 'NONE', 'NOT_RUN', 0, 0, 0, 0, 0, false, false, false,
           'NORMAL', ARRAY['LOG']::"EvidenceKind"[], ARRAY[$2], $4, $4, 'rec')`,
        [rows[0]!.id, evidence, outcome, fakeDigest('o')],
      );
    await expect(attempt('not-a-digest', 'SUCCEEDED')).rejects.toThrow(/violates check constraint/);
    await expect(attempt(fakeDigest('e'), 'MAYBE')).rejects.toThrow(/invalid input value for enum/);
  });
});
