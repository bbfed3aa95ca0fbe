// The two folds of a bundle's rows (src/domain/bundle.ts bundleFoldOf and
// clients/python/ledger_client/bundle_verifier.py bundle_fold_of, docs/specification.md §14
// step 6) over rows built where the database's microseconds meet the bundle's milliseconds:
// many rows stamped within one millisecond, adjudications stamped in their attempt's
// millisecond, attempts with the same finishedAt (ordered by id alone, upper- and lowercase
// ids), registry rows re-registered and withdrawn with bounds equal to rows' rounded instants,
// asOf on those instants, stamps with zero to six decimals. Both must give the same reports
// and attempt entries byte for byte, pass^k and the effort per verified success included (effort
// unknown, zero, in two currencies, near 2^53). Skipped, saying so, without Python 3.10.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleFoldOf, type BundleSubject, type LeafData } from '../../src/domain/bundle.js';
import { canonicalJson } from '../../src/domain/canonical.js';
import { ROOT } from '../helpers/server-process.js';

const probe = spawnSync('python3', ['-c', 'import sys; print(sys.version_info >= (3, 10))'], { encoding: 'utf8' });
const skipReason = probe.error
  ? `no python3 on PATH (${probe.error.message})`
  : probe.stdout.trim() === 'True'
    ? null
    : 'python3 is older than 3.10';
if (skipReason) console.warn(`test/process/python-bundle-fold.test.ts skipped: ${skipReason}`);

const PYTHON_FOLD = `
import json, sys
from ledger_client.bundle_verifier import bundle_fold_of
from ledger_client.canonical import canonical_json
for line in sys.stdin:
    job = json.loads(line)
    try:
        reports, attempts = bundle_fold_of(job["rows"], job["subject"], job["window"], job["asOf"], job["minSamples"])
        print(json.dumps({"reports": canonical_json(reports), "attempts": canonical_json(attempts)}))
    except Exception as error:
        print(json.dumps({"error": type(error).__name__ + ": " + str(error)}))
`;

/** A seeded generator (mulberry32), so a failure names the case that reproduces it. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const hex = (digits: number) => Array.from({ length: digits }, () => int(16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  return { next, int, pick, uuid, hex };
}

const BASE = Date.parse('2026-12-01T10:00:00.000Z');
/** A leaf timestamp at `ms` plus `micros` (0 to 999), written as PostgreSQL writes it: trailing zeros dropped, none when whole. */
function leafTime(ms: number, micros: number): string {
  const fraction = String((ms % 1000) * 1000 + micros)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${new Date(ms - (ms % 1000)).toISOString().slice(0, 19)}${fraction ? `.${fraction}` : ''}+00:00`;
}

const VERDICTS = [
  ['NONE', 'NOT_RUN', null, null],
  ['DETERMINISTIC_CHECK', 'PASSED', 'ci', null],
  ['DETERMINISTIC_CHECK', 'FAILED', 'ci', null],
  ['HUMAN_REVIEW', 'PASSED', 'kim', null],
  ['DETERMINISTIC_CHECK', 'PASSED', 'w', null],
  ['INDEPENDENT_AGENT', 'PASSED', 'bot', 'other'],
  ['INDEPENDENT_AGENT', 'FAILED', 'bot', 'm1'],
] as const;
const KINDS = [
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

/** One bundle's rows and query, every instant within a few milliseconds of one another. */
function caseOf(seed: number) {
  const { next, int, pick, uuid, hex } = generator(seed);
  const projectId = 'project-1';
  const capabilityKey = 'capability';
  const cohortOf = (model: string) => ({
    id: uuid(),
    project_id: projectId,
    capability_key: capabilityKey,
    model,
    scope_fingerprint: hex(8),
    runtime_fingerprint: hex(8),
    policy_fingerprint: hex(8),
    provider: 'acme',
    runtime_version: '1',
    harness_version: '1',
    policy_version: '1',
  });
  const worker = next() < 0.3;
  const cohorts = worker ? [cohortOf('m1'), cohortOf('m2')] : [cohortOf('m1')];
  const at = BASE + int(4);
  // A stamp in the milliseconds around `at`, often on a whole millisecond or one microsecond past it.
  const stamp = () => leafTime(at + int(5) - 2, pick([0, 0, 1, 500, 999]));
  const rows: LeafData[] = cohorts.map((row) => ({ table: 'cohort', row }));
  for (let i = int(4); i > 0; i--)
    rows.push({
      table: 'verifier',
      row: {
        id: uuid(),
        project_id: projectId,
        verifier_ref: pick(['ci', 'bot']),
        kind: pick(['DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT']),
        model: pick([null, 'other']),
        registered_at: stamp(),
        content_digest: hex(64),
      },
    });
  for (let i = int(3); i > 0; i--)
    rows.push({
      table: 'verifier_withdrawal',
      row: {
        id: uuid(),
        project_id: projectId,
        verifier_ref: pick(['ci', 'bot']),
        verdicts_from: pick([null, stamp()]),
        verdicts_until: pick([null, stamp()]),
        withdrawn_at: stamp(),
        content_digest: hex(64),
      },
    });
  for (let a = 1 + int(10); a > 0; a--) {
    const id = pick([uuid(), uuid().toUpperCase()]);
    const cohort = pick(cohorts);
    const workerRef = cohort === cohorts[0] ? 'w' : pick(['w', 'w2']);
    if (worker && workerRef !== 'w') continue;
    const [mode, result, verifierRef, verifierModel] = pick(VERDICTS);
    // Effort: unknown fields, costs of 0, mixed currencies, amounts near 2^53 (whose sums round),
    // and now and then a leaf logged before the effort columns existed (none of them: unknown).
    const micros = pick([null, 0, int(3_000_000), int(3_000_000), Number.MAX_SAFE_INTEGER - int(1000)]);
    const effort =
      next() < 0.1
        ? {}
        : {
            input_tokens: pick([null, 0, int(5000), int(5000)]),
            output_tokens: pick([null, int(900), int(900)]),
            cost_micros: micros,
            cost_currency: micros === null ? null : pick(['USD', 'USD', 'USD', 'EUR']),
            harness_wall_time_ms: pick([null, null, int(100_000)]),
          };
    rows.push({
      table: 'attempt',
      row: {
        ...effort,
        id,
        cohort_id: cohort.id,
        project_id: projectId,
        capability_key: capabilityKey,
        outcome_id: `outcome-${a}`,
        task_ref: `task-${int(3)}`,
        attempt_number: 1 + int(3),
        outcome_code: pick(['SUCCEEDED', 'SUCCEEDED', 'FAILED', 'BLOCKED_BY_POLICY']),
        stop_reason_code: 'COMPLETED',
        worker_ref: workerRef,
        recorded_by: 'harness',
        verification_mode: mode,
        verification_result: result,
        verifier_ref: verifierRef,
        verifier_model: verifierModel,
        human_override: next() < 0.3,
        human_rejected: next() < 0.3,
        rolled_back: next() < 0.2,
        severity: pick(['NORMAL', 'CRITICAL']),
        finished_at: leafTime(at - 2 - int(3) * 1000, pick([0, 0, 1, 999])),
        recorded_at: stamp(),
        started_at: leafTime(at - 100_000, 0),
        content_digest: hex(64),
        agent_run_ref: 'run-1',
        outcome_digest: hex(64),
        evidence_kinds: null,
        evidence_digests: [],
      },
    });
    for (let seq = 1; seq <= int(4); seq++) {
      const [vMode, vResult, vRef, vModel] = pick([[null, null, null, null] as const, ...VERDICTS]);
      rows.push({
        table: 'adjudication',
        row: {
          id: uuid(),
          attempt_id: id,
          seq,
          kind: pick(KINDS),
          verification_mode: vMode,
          verification_result: vResult,
          verifier_ref: vRef,
          verifier_model: vModel,
          recorded_at: stamp(),
          content_digest: hex(64),
        },
      });
    }
  }
  // Log order is any order: shuffle.
  for (let i = rows.length - 1; i > 0; i--) {
    const j = int(i + 1);
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  const subject: BundleSubject = worker
    ? { kind: 'worker', projectId, capabilityKey, workerRef: 'w' }
    : { kind: 'cohort', projectId, capabilityKey, cohortId: cohorts[0]!.id };
  const kept = worker
    ? rows
    : rows.filter(
        ({ table, row }) => (table !== 'cohort' && table !== 'attempt') || row.id === cohorts[0]!.id || row.cohort_id === cohorts[0]!.id,
      );
  const attemptIds = new Set(kept.filter(({ table }) => table === 'attempt').map(({ row }) => row.id));
  return {
    rows: kept.filter(({ table, row }) => table !== 'adjudication' || attemptIds.has(row.attempt_id)),
    subject,
    window: pick([{ lastDays: 1 }, { lastAttempts: 1 + int(5) }]),
    asOf: at + int(5) - 2,
    minSamples: 1 + int(3),
  };
}

const CASES = 3000;

describe.skipIf(skipReason !== null)("the Python fold of a bundle's rows where microseconds meet milliseconds", () => {
  it(`gives the TypeScript fold's reports and attempts byte for byte over ${CASES} bundles of rows stamped within a few milliseconds`, () => {
    const cases = Array.from({ length: CASES }, (_, seed) => caseOf(seed));
    const run = spawnSync('python3', ['-c', PYTHON_FOLD], {
      cwd: path.join(ROOT, 'clients/python'),
      input: `${cases.map((item) => JSON.stringify(item)).join('\n')}\n`,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    expect(run.stderr).toBe('');
    const answers = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { reports?: string; attempts?: string; error?: string });
    expect(answers).toHaveLength(CASES);
    let sameMillisecond = 0;
    const costStatuses = new Set<string>();
    for (const [seed, item] of cases.entries()) {
      const fold = bundleFoldOf(item.rows, item.subject, item);
      // The seed names the case: caseOf(seed) rebuilds it.
      expect({ seed, ...answers[seed] }).toEqual({ seed, reports: canonicalJson(fold.reports), attempts: canonicalJson(fold.attempts) });
      const stamps = item.rows
        .filter(({ table }) => table === 'attempt' || table === 'adjudication')
        .map(({ row }) => String(row.recorded_at).slice(0, 23));
      if (new Set(stamps).size < stamps.length) sameMillisecond += 1;
      for (const { report } of fold.reports)
        costStatuses.add(`${report.costPerVerifiedSuccess!.status}${report.costPerVerifiedSuccess!.lower === null ? '' : ' bounded'}`);
    }
    // The sample reaches what it is built for: rows sharing a millisecond in most bundles.
    expect(sameMillisecond).toBeGreaterThan(CASES / 2);
    expect([...costStatuses].sort()).toEqual(['MIXED_CURRENCIES', 'NO_VERIFIED_PASS', 'OK', 'OK bounded', 'SUPPRESSED', 'UNKNOWN_EFFORT']);
  }, 600_000);

  it('orders ids and cohorts by UTF-16 code units, as ECMAScript compares text, where code points would order them otherwise', () => {
    // U+1F600 is written with the code units D83D DE00, below U+FF21's one code unit FF21; by
    // code point it is above. Three attempts finished in the same millisecond differ only there,
    // so the window (lastAttempts 1), the attempt entries and unresolvedDriftAttemptIds each
    // follow the order; two cohorts of a worker differ the same way.
    const [emoji, wide, ascii] = ['\u{1F600}', '\uFF21', 'z'];
    expect([`a${emoji}`, `a${wide}`].sort()).toEqual([`a${emoji}`, `a${wide}`]); // ECMAScript's order
    const projectId = 'project-1';
    const capabilityKey = 'capability';
    const cohort = (id: string, model: string) => ({
      table: 'cohort',
      row: {
        id,
        project_id: projectId,
        capability_key: capabilityKey,
        model,
        scope_fingerprint: 's',
        runtime_fingerprint: 'r',
        policy_fingerprint: 'p',
        provider: 'acme',
        runtime_version: '1',
        harness_version: '1',
        policy_version: '1',
      },
    });
    const attempt = (id: string, cohortId: string, n: number) => ({
      table: 'attempt',
      row: {
        id,
        cohort_id: cohortId,
        project_id: projectId,
        capability_key: capabilityKey,
        outcome_id: `outcome-${n}`,
        task_ref: `task-${n}`,
        attempt_number: 1,
        outcome_code: 'SUCCEEDED',
        stop_reason_code: 'COMPLETED',
        worker_ref: 'w',
        recorded_by: 'harness',
        verification_mode: 'NONE',
        verification_result: 'NOT_RUN',
        verifier_ref: null,
        verifier_model: null,
        human_override: false,
        human_rejected: false,
        rolled_back: false,
        severity: n === 1 ? 'CRITICAL' : 'NORMAL',
        finished_at: leafTime(BASE, 0),
        recorded_at: leafTime(BASE + 1, 0),
        started_at: leafTime(BASE - 1000, 0),
        content_digest: String(n).repeat(64),
        agent_run_ref: 'run-1',
        outcome_digest: 'f'.repeat(64),
        evidence_kinds: null,
        evidence_digests: [],
      },
    });
    const drift = (attemptId: string, n: number) => ({
      table: 'adjudication',
      row: {
        id: `adjudication-${n}`,
        attempt_id: attemptId,
        seq: n,
        kind: 'DRIFT_DETECTED',
        verification_mode: null,
        verification_result: null,
        verifier_ref: null,
        verifier_model: null,
        recorded_at: leafTime(BASE + 1, 0),
        content_digest: `${n}`.repeat(64).slice(0, 64),
      },
    });
    const ids = [`a${ascii}`, `a${wide}`, `a${emoji}`];
    const cohortIds = [`c${wide}`, `c${emoji}`];
    const cases = [
      {
        rows: [
          cohort(cohortIds[0]!, 'm1'),
          ...ids.map((id, n) => attempt(id, cohortIds[0]!, n + 1)),
          ...ids.map((id, n) => drift(id, n + 1)),
        ],
        subject: { kind: 'cohort', projectId, capabilityKey, cohortId: cohortIds[0]! } as BundleSubject,
      },
      {
        rows: [
          cohort(cohortIds[0]!, 'm1'),
          cohort(cohortIds[1]!, 'm2'),
          attempt(ids[0]!, cohortIds[0]!, 1),
          attempt(ids[1]!, cohortIds[1]!, 2),
        ],
        subject: { kind: 'worker', projectId, capabilityKey, workerRef: 'w' } as BundleSubject,
      },
    ].map((item) => ({ ...item, window: { lastAttempts: 1 }, asOf: BASE + 10, minSamples: 1 }));
    const run = spawnSync('python3', ['-c', PYTHON_FOLD], {
      cwd: path.join(ROOT, 'clients/python'),
      input: `${cases.map((item) => JSON.stringify(item)).join('\n')}\n`,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const answers = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { reports?: string; attempts?: string; error?: string });
    const [single, worker] = cases.map((item) => bundleFoldOf(item.rows, item.subject, item));
    // Most recent first, ties by id descending: U+FF21, then U+1F600, then z (by code point
    // U+1F600 would come first); the window (lastAttempts 1) holds the U+FF21 one alone.
    expect(single!.attempts.map((entry) => entry.attemptId)).toEqual([`a${wide}`, `a${emoji}`, `a${ascii}`]);
    expect(single!.reports[0]!.report.unresolvedDriftAttemptIds).toEqual([`a${ascii}`, `a${emoji}`, `a${wide}`]);
    expect(single!.reports[0]!.report.newestFinishedAt).toBe(BASE);
    expect(single!.reports[0]!.report.criticalFailures.attempts.map((entry) => entry.inWindow)).toEqual([false]);
    expect(worker!.reports.map((entry) => entry.cohortId)).toEqual([`c${emoji}`, `c${wide}`]);
    expect(answers).toEqual(
      [single, worker].map((fold) => ({ reports: canonicalJson(fold!.reports), attempts: canonicalJson(fold!.attempts) })),
    );
  });
});
