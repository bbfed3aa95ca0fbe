// The second verifier (clients/python/ledger_client/bundle_verifier.py, written from
// docs/specification.md §14 in Python's standard library) against the TypeScript one: over
// 1,000 bundles of seeded random histories, fetched through the real API, the reports and
// attempt entries it recomputes from the rows are the TypeScript recomputation byte for byte
// (canonical JSON, no tolerance); both verifiers refuse the same forgeries with the same
// answer, and count the same cosignatures under a witness policy. Its primitives (Ed25519
// against RFC 8032's vectors, RFC 8785 numbers, RFC 9162 proofs, C2SP notes) have their own
// tests, run here too. Skipped, saying so, without Python 3.10.
import { execFile, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFoldOf, type BundleAttempt, type EvidenceBundleStatement, type LeafData } from '../../src/domain/bundle.js';
import { canonicalJson, digestOf } from '../../src/domain/canonical.js';
import type { AdjudicationKind, VerificationMode, VerificationResult } from '../../src/domain/enums.js';
import { checkpointNoteText, cosign, COSIGNATURE_ED25519, formatVkey, NOTE_ED25519, parseVkey } from '../../src/domain/note.js';
import { EVIDENCE_BUNDLE_TYPE, pae, signEnvelope, type DsseEnvelope } from '../../src/domain/signing.js';
import { DAY_MS, type Window } from '../../src/domain/window.js';
import { verifyBundle } from '../../src/modules/transparency/bundle-verify.js';
import { readCheckpointFile } from '../../src/modules/transparency/checkpoints.js';
import { checkpointNote } from '../../src/modules/transparency/cosignatures.js';
import { generateSigner } from '../../src/modules/transparency/keys.js';
import type { OpenStatement } from '../helpers/bundle-forgery.js';
import { CLI } from '../helpers/compiled.js';
import { expectTypename, graphql } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import { attemptRowOf, randomAttempt, randomEffort, type RandomVerification } from '../helpers/random-history.js';
import { insertAdjudication, insertAttempt, insertCohort, insertVerifier, insertWithdrawal, ledgerNow } from '../helpers/reliability.js';
import { ROOT } from '../helpers/server-process.js';
import { newLog, sequenceAll } from '../helpers/transparency.js';

const run = promisify(execFile);
const PYTHON_DIR = path.join(ROOT, 'clients/python');
/**
 * How many random bundles a run compares: 250 in the suite, which runs three times in CI
 * (docs/tests.md); `CRL_PYTHON_BUNDLES=1000` for the full comparison. One genuine bundle in
 * about 17,000 compared so far was refused by the Python fold and has not been reproduced
 * since (docs/tests.md); a disagreement leaves the bundle and its key in /tmp/crl-python-mismatch-* .
 */
const BUNDLES = Math.max(5, Number(process.env.CRL_PYTHON_BUNDLES) || 250);
/** The seed of the sampled histories (`CRL_PYTHON_SEED` draws others; the suite keeps this one, so a failure repeats). */
const SEED = Number(process.env.CRL_PYTHON_SEED) || 20261206;

/** Python 3.10 or later on PATH, or why not. */
function pythonProblem(): string | null {
  const probe = spawnSync('python3', ['-c', 'import sys; print(sys.version_info >= (3, 10))'], { encoding: 'utf8' });
  if (probe.error) return `no python3 on PATH (${probe.error.message})`;
  return probe.stdout.trim() === 'True'
    ? null
    : `python3 is older than 3.10: ${spawnSync('python3', ['--version'], { encoding: 'utf8' }).stdout.trim()}`;
}
const skipReason = pythonProblem();
if (skipReason) console.warn(`test/process/python-bundle-verifier.test.ts skipped: ${skipReason}`);

const python = (args: string[]) =>
  run('python3', args, { cwd: PYTHON_DIR, maxBuffer: 1 << 30 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

const decode = (envelope: DsseEnvelope) => JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as EvidenceBundleStatement;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const COHORT_BUNDLE = graphql(`
  query PythonBundleVerifierCohortBundle($id: ID!, $v: DateTime!, $w: WindowInput, $a: DateTime, $m: Int) {
    evidenceBundle(cohortId: $id, validUntil: $v, window: $w, asOf: $a, minSamples: $m) {
      __typename ... on EvidenceBundle { envelope } ... on ValidationError { message } ... on CheckpointPendingError { message }
    }
  }`);
const WORKER_BUNDLE = graphql(`
  query PythonBundleVerifierWorkerBundle($p: String!, $k: String!, $v: DateTime!, $w: WindowInput, $a: DateTime, $m: Int) {
    workerEvidenceBundle(projectId: $p, workerRef: "worker-alpha", capabilityKey: $k, validUntil: $v, window: $w, asOf: $a, minSamples: $m) {
      __typename ... on EvidenceBundle { envelope } ... on ValidationError { message } ... on CheckpointPendingError { message }
    }
  }`);

const MODEL = 'acme-coder-2';
const verification = fc.constantFrom<RandomVerification>(
  ['NONE', 'NOT_RUN', null, null],
  ['SELF_REPORTED', 'PASSED', 'worker-alpha', null],
  ['HUMAN_REVIEW', 'FAILED', 'reviewer-kim', null],
  ['DETERMINISTIC_CHECK', 'PASSED', 'ci-runner', null],
  ['DETERMINISTIC_CHECK', 'FAILED', 'ci-runner', null],
  ['DETERMINISTIC_CHECK', 'NOT_RUN', 'ci-runner', null],
  ['DETERMINISTIC_CHECK', 'PASSED', 'worker-alpha', null],
  ['DETERMINISTIC_CHECK', 'PASSED', 'unregistered-check', null],
);
const agentVerdict = fc.constantFrom<RandomVerification>(
  ['INDEPENDENT_AGENT', 'PASSED', 'reviewer-bot', 'other-model'],
  ['INDEPENDENT_AGENT', 'FAILED', 'reviewer-bot', 'other-model'],
  ['INDEPENDENT_AGENT', 'PASSED', 'reviewer-bot', MODEL],
);
const KINDS: AdjudicationKind[] = [
  'VERIFICATION_RECORDED',
  'VERIFICATION_RECORDED',
  'HUMAN_ACCEPTED',
  'HUMAN_REJECTED',
  'REWORK_REQUESTED',
  'ROLLBACK_RECORDED',
  'OVERRIDE_RECORDED',
  'CRITICAL_FAILURE_RECORDED',
  'DRIFT_DETECTED',
  'DRIFT_RESOLVED',
];
const randomAttemptOf = (kinds: readonly AdjudicationKind[]) =>
  randomAttempt({
    placement: {
      task: fc.integer({ min: 0, max: 4 }),
      days: fc.integer({ min: 0, max: 9 }),
      minutes: fc.integer({ min: 1, max: 600 }),
      worker: fc.constantFrom('worker-alpha', 'worker-alpha', 'worker-beta'),
      cohort: fc.integer({ min: 0, max: 1 }),
    },
    outcomes: ['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'FAILED', 'BLOCKED_BY_POLICY', 'TIMED_OUT'],
    verification,
    adjudication: fc.record({ kind: fc.constantFrom(...kinds), verdict: fc.oneof(verification, agentVerdict) }),
    effort: randomEffort(),
  });
const history = (minAttempts: number, maxAttempts: number, kinds: readonly AdjudicationKind[] = KINDS) =>
  fc.record({
    attempts: fc.array(randomAttemptOf(kinds), { minLength: minAttempts, maxLength: maxAttempts }),
    registered: fc.subarray(['ci-runner', 'reviewer-bot']),
    withdrawal: fc.constantFrom('none', 'all', 'fromMidway', 'untilMidway'),
    form: fc.constantFrom('cohort', 'cohort', 'worker'),
    earlierAsOf: fc.boolean(),
    window: fc.oneof(
      fc.integer({ min: 1, max: 10 }).map((lastDays): Window => ({ lastDays })),
      fc.integer({ min: 1, max: 12 }).map((lastAttempts): Window => ({ lastAttempts })),
    ),
    minSamples: fc.integer({ min: 1, max: 6 }),
  });
type History = ReturnType<typeof history> extends fc.Arbitrary<infer T> ? T : never;

/**
 * The worked example of docs/specification.md §6, "Effort per verified success", as a history
 * (P a verified pass, F a verified failure, costs in USD): task-0 F $1.00, F $1.50, P $2.00 (solved
 * on its third try), task-1 P $0.80, task-2 F $0.60, F $0.70, task-3 P $0.90, P $1.10.
 */
const WORKED_EXAMPLE: History = {
  attempts: (
    [
      [0, 1_000_000, false],
      [0, 1_500_000, false],
      [0, 2_000_000, true],
      [1, 800_000, true],
      [2, 600_000, false],
      [2, 700_000, false],
      [3, 900_000, true],
      [3, 1_100_000, true],
    ] as const
  ).map(([task, micros, pass], i) => ({
    task,
    days: 0,
    minutes: 100 - i,
    worker: 'worker-alpha',
    cohort: 0,
    outcomeCode: 'SUCCEEDED' as const,
    attemptNumber: 1 + [0, 1, 2, 0, 0, 1, 0, 1][i]!,
    verification: ['DETERMINISTIC_CHECK', pass ? 'PASSED' : 'FAILED', 'ci-runner', null] as RandomVerification,
    humanOverride: false,
    humanRejected: false,
    rolledBack: false,
    critical: false,
    adjudications: [],
    effort: { inputTokens: 1000 + i, outputTokens: 200, costMicros: micros, costCurrency: 'USD', harnessWallTimeMs: null },
  })),
  registered: ['ci-runner'],
  withdrawal: 'none',
  form: 'cohort',
  earlierAsOf: false,
  window: { lastDays: 1 },
  minSamples: 8,
};

/** Runs `task` over `items`, `width` at a time, keeping their order. */
async function inParallel<T, R>(items: readonly T[], width: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}

/**
 * Writes one history as the ledger stamps rows, in two transactions (the first half of its
 * attempts, then the rest with the withdrawal): `midway`, between the two stamps, is an
 * instant as of which only the first half exists. Returns what to ask a bundle of.
 */
async function writeHistory(ledger: TestLedger, spec: History, n: number) {
  const projectId = newProjectId();
  const capabilityKey = `bundle.python${n}`;
  const db = await ledger.owner.connect();
  try {
    await db.query('BEGIN');
    if (spec.registered.includes('ci-runner'))
      await insertVerifier(db, { projectId, verifierRef: 'ci-runner', kind: 'DETERMINISTIC_CHECK', model: null });
    if (spec.registered.includes('reviewer-bot'))
      await insertVerifier(db, { projectId, verifierRef: 'reviewer-bot', kind: 'INDEPENDENT_AGENT', model: 'other-model' });
    const cohorts = [await insertCohort(db, { projectId, capabilityKey, model: MODEL })];
    if (spec.form === 'worker') cohorts.push(await insertCohort(db, { projectId, capabilityKey, model: 'acme-coder-3' }));
    const now = (await ledgerNow(ledger)).getTime();
    let midway: number | null = null;
    for (const [index, item] of spec.attempts.entries()) {
      if (index === Math.ceil(spec.attempts.length / 2)) {
        await db.query('COMMIT');
        midway = (await ledgerNow(ledger)).getTime();
        await db.query('BEGIN');
      }
      const id = randomUUID();
      const cohortId = cohorts[item.cohort % cohorts.length]!;
      const row = attemptRowOf(item, {
        id,
        index,
        cohortId,
        projectId,
        capabilityKey,
        finishedAt: now - item.days * DAY_MS - item.minutes * 60_000,
      });
      await insertAttempt(db, { ...row, workerRef: item.worker });
      for (const [position, adjudication] of item.adjudications.entries()) {
        const verdict = adjudication.kind === 'VERIFICATION_RECORDED' ? adjudication.verdict : [null, null, null, null];
        const ownCredential = verdict[0] === 'DETERMINISTIC_CHECK' || verdict[0] === 'INDEPENDENT_AGENT';
        if (ownCredential && verdict[2] === item.worker) continue;
        await insertAdjudication(db, {
          attemptId: id,
          kind: adjudication.kind,
          actorRef: ownCredential ? verdict[2]! : 'reviewer-kim',
          verificationMode: verdict[0] as VerificationMode | null,
          verificationResult: verdict[1] as VerificationResult | null,
          verifierRef: verdict[2],
          verifierModel: verdict[3],
          contentDigest: digestOf({ adjudication: id, position }),
        });
      }
    }
    if (spec.withdrawal !== 'none' && spec.registered.includes('ci-runner'))
      await insertWithdrawal(db, {
        projectId,
        verifierRef: 'ci-runner',
        verdictsFrom: spec.withdrawal === 'fromMidway' ? midway : null,
        verdictsUntil: spec.withdrawal === 'untilMidway' ? midway : null,
      });
    await db.query('COMMIT');
    return {
      projectId,
      capabilityKey,
      cohortId: cohorts[0]!,
      asOf: spec.earlierAsOf && midway !== null ? new Date(midway).toISOString() : null,
    };
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  } finally {
    db.release();
  }
}

describe.skipIf(skipReason !== null)('the Python bundle verifier', () => {
  let ledger: TestLedger;
  let dir: string;
  let publicKeyFile: string;
  const bundles: { file: string; envelope: DsseEnvelope }[] = [];

  beforeAll(async () => {
    ledger = await createTestLedger();
    dir = mkdtempSync(path.join(tmpdir(), 'crl-python-bundles-'));
    publicKeyFile = path.join(dir, 'ledger.pub');
    writeFileSync(publicKeyFile, ledger.signer.publicKey.export({ type: 'spki', format: 'pem' }));
    // Most histories small, a few past 256 attempts in one rate (where ln n! leaves its table for Stirling's series).
    const specs = [
      WORKED_EXAMPLE,
      ...fc.sample(history(1, 14), { seed: SEED, numRuns: BUNDLES - 5 }),
      ...fc
        .sample(
          history(
            260,
            300,
            KINDS.filter((kind) => !kind.startsWith('DRIFT')),
          ),
          { seed: SEED === 20261206 ? 41 : SEED + 1, numRuns: 4 },
        )
        .map((spec) => ({ ...spec, form: 'cohort' as const, earlierAsOf: false })),
    ];
    const started = Date.now();
    const asked = await inParallel(specs, 3, async (spec, n) => ({ spec, ...(await writeHistory(ledger, spec, n)) }));
    console.log(`wrote ${specs.length} histories in ${Date.now() - started} ms`);
    const { log } = newLog(ledger);
    await sequenceAll(ledger, log);
    await log.checkpoint();
    const reader = await ledger.token({ roles: ['reader'], allProjects: true });
    const fetching = Date.now();
    bundles.push(
      ...(await inParallel(asked, 3, async ({ spec, projectId, capabilityKey, cohortId, asOf }, n) => {
        const big = spec.attempts.length > 100;
        const common = { v: inDays(7), w: big ? { lastAttempts: 400 } : spec.window, a: asOf, m: spec.minSamples };
        const { errors, answer } =
          spec.form === 'worker'
            ? await ledger
                .gql(reader.token, WORKER_BUNDLE, { ...common, p: projectId, k: capabilityKey })
                .then(({ data, errors }) => ({ errors, answer: data?.workerEvidenceBundle }))
            : await ledger
                .gql(reader.token, COHORT_BUNDLE, { ...common, id: cohortId })
                .then(({ data, errors }) => ({ errors, answer: data?.evidenceBundle }));
        expect(errors).toBeUndefined();
        const bundle = expectTypename(answer, 'EvidenceBundle');
        const file = path.join(dir, `bundle-${n}.json`);
        writeFileSync(file, bundle.envelope);
        return { file, envelope: JSON.parse(bundle.envelope) as DsseEnvelope };
      })),
    );
    console.log(`fetched ${bundles.length} bundles in ${Date.now() - fetching} ms`);
  }, 600_000);
  afterAll(async () => {
    await ledger?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the Python verifier once over many bundles: one answer per bundle, in order. */
  async function pythonVerdicts(
    jobs: { file: string; now?: string; keyFile?: string; witnessKeys?: string[]; witnessesRequired?: number; checkpoints?: string[] }[],
  ) {
    const batch = path.join(dir, `batch-${Date.now()}-${Math.random()}.jsonl`);
    writeFileSync(
      batch,
      jobs
        .map((job) =>
          JSON.stringify({
            bundle: job.file,
            publicKeys: [job.keyFile ?? publicKeyFile],
            now: job.now,
            witnessKeys: job.witnessKeys,
            witnessesRequired: job.witnessesRequired,
            checkpoints: job.checkpoints,
          }),
        )
        .join('\n'),
    );
    const { code, stdout, stderr } = await python(['-m', 'ledger_client.bundle_verifier', '--batch', batch]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const answers = stdout
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { bundle: string; ok: boolean; reason?: string; reports?: string; attempts?: string; witnessed?: string[] },
      );
    expect(answers.map((answer) => answer.bundle)).toEqual(jobs.map((job) => job.file));
    return answers;
  }

  it('passes its own tests: Ed25519 against RFC 8032 section 7.1, RFC 8785 numbers, RFC 9162 proofs, leaf instants', async () => {
    const { code, stderr } = await python(['-m', 'unittest', 'discover', '-s', 'tests', '-p', 'test_bundle_*.py']);
    expect(stderr).toMatch(/^Ran \d+ tests/m);
    expect(stderr).toMatch(/\nOK\n?$/);
    expect(code).toBe(0);
  });

  it(`recomputes the reports and attempts of ${BUNDLES} random bundles byte for byte as the TypeScript verifier does`, async () => {
    expect(bundles).toHaveLength(BUNDLES);
    const started = Date.now();
    const answers = await pythonVerdicts(bundles);
    console.log(`python verified ${bundles.length} bundles in ${Date.now() - started} ms`);
    let worker = 0;
    let stirling = 0;
    const statuses = new Set<string>();
    let zeroCost = 0;
    let thirdTry = 0;
    for (const [i, { envelope }] of bundles.entries()) {
      const checked = verifyBundle(envelope, [ledger.signer.publicKey]);
      expect(checked.ok ? 'ok' : checked.reason).toBe('ok');
      const statement = decode(envelope);
      const fold = bundleFoldOf(
        statement.rows.map((row) => JSON.parse(row.leafData) as LeafData),
        statement.subject,
        {
          window: statement.query.window,
          asOf: Date.parse(statement.query.asOf),
          minSamples: statement.query.minSamples,
        },
      );
      if (answers[i]!.reason !== undefined && answers[i]!.reports !== undefined) {
        const [py, ts] = [answers[i]!.reports!, canonicalJson(fold.reports)];
        let at = 0;
        while (at < py.length && py[at] === ts[at]) at += 1;
        // Kept for whoever reads the failure: the bundle and the public key it verifies with.
        const kept = mkdtempSync(path.join(tmpdir(), 'crl-python-mismatch-'));
        copyFileSync(bundles[i]!.file, path.join(kept, 'bundle.json'));
        copyFileSync(publicKeyFile, path.join(kept, 'ledger.pub'));
        console.log(
          `${kept}: the recomputations part at character ${at}: python …${py.slice(at - 120, at + 60)}… typescript …${ts.slice(at - 120, at + 60)}…`,
        );
      }
      expect(answers[i]!.reason ?? 'ok').toBe('ok');
      // Byte equality of the two recomputations, and of each with what the ledger signed.
      expect(answers[i]!.reports).toBe(canonicalJson(fold.reports));
      expect(answers[i]!.attempts).toBe(canonicalJson(fold.attempts));
      expect(answers[i]!.reports).toBe(canonicalJson(statement.reports));
      if (statement.subject.kind === 'worker') worker += 1;
      if (statement.reports.some(({ report }) => Object.values(report.rates).some((rate) => rate.denominator >= 255 && rate.anytime)))
        stirling += 1;
      for (const { report } of statement.reports)
        for (const figure of [report.costPerVerifiedSuccess!, report.tokensPerVerifiedSuccess!, report.timePerVerifiedSuccess!])
          statuses.add(`${figure.measure} ${figure.status}${figure.lower === null ? '' : ' bounded'}`);
      if (statement.attempts.some((attempt) => attempt.effort?.cost?.micros === 0)) zeroCost += 1;
      // A task whose third try (oldest first) is its first verified pass.
      const tries = new Map<string, boolean[]>();
      for (const attempt of [...statement.attempts].reverse())
        tries.set(`${attempt.cohortId}/${attempt.taskRef}`, [
          ...(tries.get(`${attempt.cohortId}/${attempt.taskRef}`) ?? []),
          attempt.verifiedPass,
        ]);
      if ([...tries.values()].some((passes) => passes.length >= 3 && !passes[0] && !passes[1] && passes[2])) thirdTry += 1;
    }
    // The sample reaches the forms and the numbers it claims to.
    expect(worker).toBeGreaterThan(BUNDLES / 5);
    expect(stirling).toBeGreaterThan(0);
    // Effort: every status of every measure, intervals, costs of 0, a task solved on its third try.
    for (const status of [
      'COST OK bounded',
      'COST MIXED_CURRENCIES',
      'COST UNKNOWN_EFFORT',
      'COST NO_VERIFIED_PASS',
      'COST SUPPRESSED',
      'TOKENS OK bounded',
      'TOKENS UNKNOWN_EFFORT',
      'TIME OK bounded',
      'TIME SUPPRESSED',
    ])
      expect([...statuses]).toContain(status);
    expect(zeroCost).toBeGreaterThan(0);
    expect(thirdTry).toBeGreaterThan(0);
    // The worked example of §6, recomputed by both verifiers from its bundle's rows.
    const example = decode(bundles[0]!.envelope).reports[0]!.report;
    expect(example.costPerVerifiedSuccess).toMatchObject({
      status: 'OK',
      currency: 'USD',
      total: 8_600_000,
      verifiedPasses: 4,
      tasks: 4,
      estimate: 2_150_000,
      variance: 1.19375e12,
    });
    expect([Math.round(example.costPerVerifiedSuccess!.lower!), Math.round(example.costPerVerifiedSuccess!.upper!)]).toEqual([
      8_566, 4_291_434,
    ]);
    expect(example.passK!.slice(0, 3).map((entry) => [entry.tasks, entry.estimate])).toEqual([
      [4, (1 / 3 + 1 + 0 + 1) / 4],
      [3, (0 + 0 + 1) / 3],
      [1, 0],
    ]);
  }, 600_000);

  it('prints what npm run verify -- --bundle prints, and exits as it does', async () => {
    const { file } = bundles.find(({ envelope }) => decode(envelope).subject.kind === 'worker')!;
    const [ts, py] = await Promise.all([
      run(process.execPath, [CLI, 'verify', '--bundle', file, '--public-key', publicKeyFile], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
          APP_DATABASE_URL: '',
          SIGNING_KEY_FILE: '/nonexistent/key.pem',
          CHECKPOINT_FILE: '/nonexistent/checkpoints.jsonl',
        },
      }),
      python(['-m', 'ledger_client.bundle_verifier', file, '--public-key', publicKeyFile]),
    ]);
    expect(py.code).toBe(0);
    expect(py.stdout).toBe(ts.stdout);
    expect(py.stdout).toMatch(/^bundle valid: \d+ rows proven in the checkpoint of size \d+/);
  });

  it('refuses every forgery the TypeScript verifier refuses, with the same answer', async () => {
    const other = generateSigner();
    const otherKeyFile = path.join(dir, 'other.pub');
    writeFileSync(otherKeyFile, other.publicKey.export({ type: 'spki', format: 'pem' }));
    // A bundle with adjudications, a non-null double and at least two rows of each kind it needs.
    const base = bundles.find(({ envelope }) => {
      const statement = decode(envelope);
      return (
        statement.subject.kind === 'cohort' &&
        statement.rows.some((row) => row.table === 'adjudication') &&
        statement.reports[0]!.report.rates.independentlyVerifiedPassRate.lower !== null &&
        statement.attempts.length >= 3
      );
    })!;
    const worker = bundles.find(({ envelope }) => decode(envelope).reports.length === 2)!;
    const statement = decode(base.envelope);
    const resigned = (from: EvidenceBundleStatement, change: (copy: OpenStatement) => void): DsseEnvelope => {
      const copy = structuredClone(from);
      change(copy as OpenStatement);
      return signEnvelope(ledger.signer.privateKey, EVIDENCE_BUNDLE_TYPE, copy);
    };
    /** Changes the first attempt's cost (or states one) in its leaf and in its entry, as a forger would. */
    const alterEffort = (copy: OpenStatement) => {
      const entry = copy.attempts[0]!;
      const row = copy.rows.find((item) => item.table === 'attempt' && item.key === entry.attemptId)!;
      // The leaf's effort columns (the rest of the leaf is written back as it was).
      const leaf = JSON.parse(row.leafData) as { row: { cost_micros: number | null; cost_currency: string | null } };
      leaf.row.cost_micros = (leaf.row.cost_micros ?? 0) + 1;
      leaf.row.cost_currency ??= 'USD';
      row.leafData = canonicalJson(leaf);
      const effort = entry.effort ?? { inputTokens: null, outputTokens: null, cost: null, harnessWallTimeMs: null };
      entry.effort = { ...effort, cost: { micros: leaf.row.cost_micros, currency: leaf.row.cost_currency } };
    };
    /** The payload as version 1 states it: no effort on the entries, no pass^k or effort figures in the reports. */
    const asVersion1 = (copy: OpenStatement) => {
      copy.version = 1;
      for (const attempt of copy.attempts) delete attempt.effort;
      for (const { report } of copy.reports)
        for (const name of ['passK', 'costPerVerifiedSuccess', 'tokensPerVerifiedSuccess', 'timePerVerifiedSuccess'] as const)
          delete report[name];
    };
    const nextUp = (x: number) => {
      const view = new DataView(new ArrayBuffer(8));
      view.setFloat64(0, x);
      view.setBigUint64(0, view.getBigUint64(0) + 1n);
      return view.getFloat64(0);
    };
    const flipped = Buffer.from(base.envelope.payload, 'base64');
    flipped.writeUInt8(flipped.readUInt8(20) ^ 0x01, 20);
    const canonicalPayload = Buffer.from(base.envelope.payload, 'base64').toString('utf8');
    const spaced = Buffer.from(canonicalPayload.replace('{"attempts":', '{ "attempts":'), 'utf8');
    const signRaw = (payload: Buffer): DsseEnvelope => ({
      payloadType: EVIDENCE_BUNDLE_TYPE,
      payload: payload.toString('base64'),
      signatures: [
        {
          keyid: base.envelope.signatures[0]!.keyid,
          sig: sign(null, pae(EVIDENCE_BUNDLE_TYPE, payload), ledger.signer.privateKey).toString('base64'),
        },
      ],
    });
    const forgeries: { name: string; envelope: DsseEnvelope; now?: string; otherKey?: boolean; expected: RegExp }[] = [
      { name: 'a flipped payload byte', envelope: { ...base.envelope, payload: flipped.toString('base64') }, expected: /^signature: / },
      {
        name: 'checked against another key',
        envelope: base.envelope,
        otherKey: true,
        expected: /^signature: no valid signature by a trusted key$/,
      },
      { name: 'whitespace in the payload', envelope: signRaw(spaced), expected: /^payload: not RFC 8785 canonical JSON \(byte 1 / },
      {
        name: 'a member §14 does not list, deep',
        envelope: resigned(statement, (copy) => (copy.reports[0]!.report.rates.overrideRate.extra = 1)),
        expected: /^payload: reports\[0\]\.report\.rates\.overrideRate has a member §14 does not list: extra$/,
      },
      {
        name: 'an attempt instant in another ISO form',
        envelope: resigned(statement, (copy) => (copy.attempts[0]!.finishedAt = copy.attempts[0]!.finishedAt.replace(/\.\d{3}Z$/, 'Z'))),
        expected: /^payload: attempts\[0\]\.finishedAt is not what §14 lists/,
      },
      {
        name: 'an unknown humanDecision',
        // a decision §14 does not list, on purpose
        envelope: resigned(statement, (copy) => (copy.attempts[0]!.humanDecision = 'WAIVED' as unknown as BundleAttempt['humanDecision'])),
        expected: /^payload: attempts\[0\]\.humanDecision is not what §14 lists/,
      },
      {
        name: 'rows out of log order',
        envelope: resigned(statement, (copy) => copy.rows.reverse()),
        expected: /^payload: rows\[1\] is not in order \(leafIndex \d+ after \d+\)$/,
      },
      { name: 'expired', envelope: base.envelope, now: inDays(8), expected: /^the bundle expired: validUntil / },
      {
        name: 'an altered audit path',
        envelope: resigned(statement, (copy) => (copy.rows[1]!.auditPath[0] = '0'.repeat(64))),
        expected: /^the inclusion proof of /,
      },
      {
        name: 'a dropped adjudication row',
        envelope: resigned(statement, (copy) =>
          copy.rows.splice(
            copy.rows.findIndex((row) => row.table === 'adjudication'),
            1,
          ),
        ),
        expected: /^the (report|attempts) recomputed from the bundle's rows (is|are) not /,
      },
      {
        name: 'a Wilson bound one unit in the last place higher',
        envelope: resigned(statement, (copy) => {
          const rate = copy.reports[0]!.report.rates.independentlyVerifiedPassRate;
          rate.lower = nextUp(rate.lower!);
        }),
        expected: /^the report recomputed from the bundle's rows is not the report it states$/,
      },
      {
        name: 'an attempt entry changed',
        envelope: resigned(statement, (copy) => (copy.attempts[0]!.verifiedPass = !copy.attempts[0]!.verifiedPass)),
        expected: /^the attempts recomputed from the bundle's rows are not the ones it states$/,
      },
      {
        name: 'the cohorts of a worker bundle swapped',
        envelope: resigned(decode(worker.envelope), (copy) => copy.reports.reverse()),
        expected: /^the report recomputed from the bundle's rows is not the report it states$/,
      },
      {
        name: "an attempt's cost altered in its leaf and its entry",
        envelope: resigned(statement, alterEffort),
        expected: /^the inclusion proof of attempt [0-9a-f-]+ \(leaf \d+\) does not lead to the root of the checkpoint of size \d+$/,
      },
      {
        name: "an attempt entry's effort changed",
        envelope: resigned(
          statement,
          (copy) =>
            (copy.attempts[0]!.effort =
              copy.attempts[0]!.effort === null ? { inputTokens: 1, outputTokens: null, cost: null, harnessWallTimeMs: null } : null),
        ),
        expected: /^the attempts recomputed from the bundle's rows are not the ones it states$/,
      },
      {
        name: 'an unknown effort stated as zero',
        envelope: resigned(
          statement,
          (copy) =>
            (copy.attempts[0]!.effort = { inputTokens: 0, outputTokens: 0, cost: { micros: 0, currency: 'USD' }, harnessWallTimeMs: 0 }),
        ),
        expected: /^the attempts recomputed from the bundle's rows are not the ones it states$/,
      },
      {
        name: 'a cost per verified success not the recomputed one',
        envelope: resigned(statement, (copy) => (copy.reports[0]!.report.costPerVerifiedSuccess!.unknownAttempts += 1)),
        expected: /^the report recomputed from the bundle's rows is not the report it states$/,
      },
      {
        name: 'a pass^k estimate altered',
        envelope: resigned(statement, (copy) => (copy.reports[0]!.report.passK![0]!.tasks += 1)),
        expected: /^the report recomputed from the bundle's rows is not the report it states$/,
      },
      {
        name: 'an effort amount past 2^53',
        envelope: resigned(
          statement,
          (copy) => (copy.attempts[0]!.effort = { inputTokens: 2 ** 53, outputTokens: null, cost: null, harnessWallTimeMs: null }),
        ),
        expected: /^payload: attempts\[0\]\.effort\.inputTokens is not what §14 lists/,
      },
      {
        name: 'a version 1 bundle with an effort entry',
        envelope: resigned(statement, (copy) => {
          asVersion1(copy);
          copy.attempts[0]!.effort = null;
        }),
        expected: /^payload: attempts\[0\] has a member §14 does not list: effort$/,
      },
      {
        name: 'a version 2 bundle without pass^k',
        envelope: resigned(statement, (copy) => delete copy.reports[0]!.report.passK),
        expected: /^payload: reports\[0\]\.report\.passK is not what §14 lists/,
      },
      {
        name: 'unresolvedDriftAttemptIds not the recomputed list',
        envelope: resigned(statement, (copy) =>
          copy.reports[0]!.report.unresolvedDriftAttemptIds.push('00000000-0000-4000-8000-000000000000'),
        ),
        expected: /^the report recomputed from the bundle's rows is not the report it states$/,
      },
    ];
    // A version 1 bundle of the same rows, as the ledger signed before effort: it still verifies.
    forgeries.push({ name: 'a version 1 bundle', envelope: resigned(statement, asVersion1), expected: /^ok$/ });
    const jobs = forgeries.map((forgery, i) => {
      const file = path.join(dir, `forgery-${i}.json`);
      writeFileSync(file, JSON.stringify(forgery.envelope));
      return { file, now: forgery.now, keyFile: forgery.otherKey ? otherKeyFile : undefined };
    });
    const answers = await pythonVerdicts(jobs);
    for (const [i, forgery] of forgeries.entries()) {
      const ts = verifyBundle(forgery.envelope, [forgery.otherKey ? other.publicKey : ledger.signer.publicKey], {
        now: forgery.now ? new Date(forgery.now) : undefined,
      });
      const tsReason = ts.ok ? 'ok' : ts.reason;
      expect(`${forgery.name}: ${tsReason}`).toMatch(
        new RegExp(`^${forgery.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ${forgery.expected.source.slice(1)}`),
      );
      // The same answer; a member of the wrong kind is named by its path (the detail is each schema's own words).
      const same = (reason: string) => reason.replace(/ is not what §14 lists \(.*\)$/, ' is not what §14 lists');
      expect(`${forgery.name}: ${same(answers[i]!.reason ?? 'ok')}`).toBe(`${forgery.name}: ${same(tsReason)}`);
    }
  });

  it('applies a witness policy as the TypeScript verifier does: the same cosignatures count, the same answers', async () => {
    const w1 = { name: 'witness.example.org/w1', key: generateKeyPairSync('ed25519').privateKey };
    const w2 = { name: 'witness.example.net/w2', key: generateKeyPairSync('ed25519').privateKey };
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const [v1, v2] = [w1, w2].map((w) => formatVkey(w.name, COSIGNATURE_ED25519, w.key)) as [string, string];
    const base = bundles[0]!;
    const statement = decode(base.envelope);
    const text = checkpointNoteText(statement.checkpoint);
    const now = Math.floor(Date.now() / 1000);
    const line1 = cosign(text, w1.name, w1.key, now);
    const line2 = cosign(text, w2.name, w2.key, now + 1);
    const otherRoot = checkpointNoteText({ ...statement.checkpoint, rootHash: 'ab'.repeat(32) });
    // The timestamp's bytes follow the key ID's four: change one and keep the signature.
    const retimed = (line: string) => {
      const [dash, name, encoded] = line.split(' ') as [string, string, string];
      const bytes = Buffer.from(encoded, 'base64');
      bytes[11] = bytes[11]! ^ 0x01;
      return `${dash} ${name} ${bytes.toString('base64')}`;
    };
    const cosigned = (lines: string[]) =>
      signEnvelope(ledger.signer.privateKey, EVIDENCE_BUNDLE_TYPE, { ...statement, cosignatures: lines });
    const cases: { name: string; envelope: DsseEnvelope; keys: string[]; required?: number; expected: string }[] = [
      {
        name: 'no cosignature',
        envelope: base.envelope,
        keys: [v1],
        required: 1,
        expected: 'cosigned by 0 of the trusted witnesses, the policy needs 1',
      },
      { name: 'one trusted witness', envelope: cosigned([line1]), keys: [v1], required: 1, expected: 'ok' },
      {
        name: 'one of two required',
        envelope: cosigned([line1]),
        keys: [v1, v2],
        required: 2,
        expected: `cosigned by 1 of the trusted witnesses (${v1.split('+').slice(0, 2).join('+')}), the policy needs 2`,
      },
      { name: 'both, every one required', envelope: cosigned([line2, line1]), keys: [v1, v2], expected: 'ok' },
      { name: 'a line that is not one, and one trusted', envelope: cosigned(['not a signature line', line1]), keys: [v1], expected: 'ok' },
      {
        name: 'a cosignature of another root',
        envelope: cosigned([cosign(otherRoot, w1.name, w1.key, now)]),
        keys: [v1],
        expected: 'cosigned by 0',
      },
      {
        name: "another key under the witness's name",
        envelope: cosigned([cosign(text, w1.name, stranger, now)]),
        keys: [v1],
        expected: 'cosigned by 0',
      },
      { name: 'an untrusted witness', envelope: cosigned([line2]), keys: [v1], expected: 'cosigned by 0' },
      { name: 'the timestamp changed', envelope: cosigned([retimed(line1)]), keys: [v1], expected: 'cosigned by 0' },
    ];
    const jobs = cases.map((item, i) => {
      const file = path.join(dir, `witnessed-${i}.json`);
      writeFileSync(file, JSON.stringify(item.envelope));
      return { file, witnessKeys: item.keys, witnessesRequired: item.required };
    });
    const answers = await pythonVerdicts(jobs);
    for (const [i, item] of cases.entries()) {
      const policy = { keys: item.keys.map(parseVkey), required: item.required ?? item.keys.length };
      const ts = verifyBundle(item.envelope, [ledger.signer.publicKey], { witnesses: policy });
      const tsAnswer = ts.ok ? 'ok' : ts.reason;
      expect(`${item.name}: ${tsAnswer}`).toContain(
        `${item.name}: ${item.expected === 'ok' ? 'ok' : `the bundle's checkpoint (tree size ${statement.checkpoint.treeSize}) is ${item.expected}`}`,
      );
      expect(`${item.name}: ${answers[i]!.reason ?? 'ok'}`).toBe(`${item.name}: ${tsAnswer}`);
      if (ts.ok) expect(answers[i]!.witnessed).toEqual(ts.witnessed);
    }

    // Kept checkpoints (--checkpoints files) are held to the policy by the lines saved with them:
    // the bundle's own checkpoint kept, in the forms of "What --checkpoints accepts".
    const both = cosigned([line1, line2]);
    const keptLine = (extra: Record<string, unknown>) =>
      JSON.stringify({ ...statement.checkpoint, envelope: JSON.stringify(statement.checkpoint.envelope), ...extra });
    const shortfall = (found: string, needed: number) =>
      `the kept checkpoint of size ${statement.checkpoint.treeSize} is cosigned by ${found}, the policy needs ${needed}: a history no witness saw (a split view?) or one not yet witnessed`;
    const keptCases: { name: string; line: string; keys: string[]; required?: number; expected: string }[] = [
      { name: 'kept with its cosignature', line: keptLine({ cosignatures: [line1] }), keys: [v1], expected: 'ok' },
      {
        name: 'kept with the note carrying it',
        line: keptLine({ note: checkpointNote(statement.checkpoint, ledger.signer, [line1, line2]) }),
        keys: [v1, v2],
        expected: 'ok',
      },
      {
        name: 'kept as a whole response',
        line: JSON.stringify({ data: { checkpoint: JSON.parse(keptLine({ cosignatures: [line2], note: null })) } }),
        keys: [v2],
        expected: 'ok',
      },
      { name: 'kept without cosignatures', line: keptLine({}), keys: [v1], expected: shortfall('0 of the trusted witnesses', 1) },
      {
        name: 'kept with none saved',
        line: keptLine({ cosignatures: [], note: null }),
        keys: [v1],
        expected: shortfall('0 of the trusted witnesses', 1),
      },
      {
        name: 'kept with a cosignature of another root',
        line: keptLine({ cosignatures: [cosign(otherRoot, w1.name, w1.key, now)] }),
        keys: [v1],
        expected: shortfall('0 of the trusted witnesses', 1),
      },
      {
        name: 'kept with one of two required',
        line: keptLine({ cosignatures: [line1] }),
        keys: [v1, v2],
        expected: shortfall(`1 of the trusted witnesses (${v1.split('+').slice(0, 2).join('+')})`, 2),
      },
    ];
    const bundleFile = path.join(dir, 'witnessed-both.json');
    writeFileSync(bundleFile, JSON.stringify(both));
    const keptJobs = keptCases.map((item, i) => {
      const checkpoints = path.join(dir, `kept-${i}.jsonl`);
      writeFileSync(checkpoints, `${item.line}\n`);
      return { file: bundleFile, checkpoints: [checkpoints], witnessKeys: item.keys, witnessesRequired: item.required };
    });
    const keptAnswers = await pythonVerdicts(keptJobs);
    for (const [i, item] of keptCases.entries()) {
      const policy = { keys: item.keys.map(parseVkey), required: item.required ?? item.keys.length };
      const ts = verifyBundle(both, [ledger.signer.publicKey], {
        witnesses: policy,
        kept: readCheckpointFile(keptJobs[i]!.checkpoints[0]!),
      });
      const tsAnswer = ts.ok ? 'ok' : ts.reason;
      expect(`${item.name}: ${tsAnswer}`).toBe(`${item.name}: ${item.expected}`);
      expect(`${item.name}: ${keptAnswers[i]!.reason ?? 'ok'}`).toBe(`${item.name}: ${tsAnswer}`);
    }

    // The command lines print the same verdict, the witnesses included; a note key is no witness key to either.
    const file = jobs[3]!.file;
    const env = {
      ...process.env,
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
      APP_DATABASE_URL: '',
      SIGNING_KEY_FILE: '/nonexistent/key.pem',
      CHECKPOINT_FILE: '/nonexistent/checkpoints.jsonl',
    };
    const policyArgs = ['--witness-key', v1, '--witness-key', v2, '--witnesses-required', '2'];
    const [ts, py] = await Promise.all([
      run(process.execPath, [CLI, 'verify', '--bundle', file, '--public-key', publicKeyFile, ...policyArgs], { cwd: ROOT, env }),
      python(['-m', 'ledger_client.bundle_verifier', file, '--public-key', publicKeyFile, ...policyArgs]),
    ]);
    expect(py.code).toBe(0);
    expect(py.stdout).toBe(ts.stdout);
    expect(py.stdout).toContain('  cosigned by 2 trusted witness(es) (');
    const noteKey = formatVkey(w1.name, NOTE_ED25519, w1.key);
    const refused = await python(['-m', 'ledger_client.bundle_verifier', file, '--public-key', publicKeyFile, '--witness-key', noteKey]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`--witness-key ${noteKey}: not a cosigner key (signature type 0x04)`);
  });
});
