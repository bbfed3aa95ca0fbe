// The gate example (examples/gate) as an engine runs it: a real process, using the
// typed client against a real server process (trusted documents only), deciding from
// a seeded ledger. One cohort is allowed; one with a critical failure is denied.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CohortReliabilityDocument,
  createLedgerClient,
  RecordAttemptsDocument,
  RegisterVerifierDocument,
} from '@capability-reliability-ledger/client';
import { issueToken } from '../../src/modules/auth/tokens.js';
import type { GateDecision } from '../../examples/gate/decide.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { ROOT, startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const run = promisify(execFile);
let ledger: TestLedger;
let server: ServerProcess;
const projectId = newProjectId();
let readerToken: string;
const cohorts: Record<'steady' | 'thin' | 'critical', string> = { steady: '', thin: '', critical: '' };
// 30 verified passes clear 0.8 with the anytime bound ((0.05/31)^(1/30) = 0.8071); 25 clear it
// only with the fixed-sample one (Wilson 0.8668, anytime 0.7787).
const SIZES = { steady: 30, thin: 25, critical: 25 };
/** The critical cohort's raw ledger UUID: the gate prints the id it was given, in the form it was given. */
let criticalLedgerId = '';

type GateOutput = GateDecision & { attemptsToDecision?: { outcome: string; attempts: number | null } };

/**
 * The first run is the documented command (`npx tsx examples/gate/gate.ts`); the others run
 * the same file bundled once by esbuild (`node gate.mjs`), which starts in a fifth of the
 * CPU: tsx compiles the example, the client package and their imports in every process.
 */
const bundleDir = mkdtempSync(path.join(tmpdir(), 'crl-gate-'));
const bundled = path.join(bundleDir, 'gate.mjs');
let runs = 0;

async function gate(cohortId: string, extra: string[] = []): Promise<{ code: number; decision: GateOutput; stderr: string }> {
  const entry = runs++ === 0 ? ['--import', 'tsx', 'examples/gate/gate.ts'] : [bundled];
  const result = await run(
    process.execPath,
    [...entry, '--cohort', cohortId, '--min-lower-bound', '0.8', '--max-age-hours', '24', ...extra],
    {
      cwd: ROOT,
      env: { ...process.env, LEDGER_URL: server.url, LEDGER_TOKEN: readerToken },
    },
  ).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, stdout: failed.stdout, stderr: failed.stderr }),
  );
  return { code: result.code, decision: JSON.parse(result.stdout) as GateOutput, stderr: result.stderr };
}

beforeAll(async () => {
  // tsconfig.json's paths give the client package's name its source, as tsx resolves it.
  await build({
    entryPoints: [path.join(ROOT, 'examples/gate/gate.ts')],
    outfile: bundled,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'warning',
  });
  ledger = await createTestLedger();
  server = await startServerProcess({ DATABASE_URL: ledger.ownerUrl, TRUSTED_DOCUMENTS: 'all' }, 'src/cli.ts');
  const recorder = await issueToken(ledger.owner, {
    actorRef: 'gate-harness',
    roles: ['recorder'],
    allProjects: false,
    projectIds: [projectId],
    createdBy: 'test',
  });
  readerToken = (
    await issueToken(ledger.owner, {
      actorRef: 'gate-engine',
      roles: ['reader'],
      allProjects: false,
      projectIds: [projectId],
      createdBy: 'test',
      trustedDocumentsOnly: true,
    })
  ).token;
  // ci-runner, the check the harness reports, is a verifier of the project (docs/specification.md §3.3).
  const admin = await issueToken(ledger.owner, {
    actorRef: 'gate-admin',
    roles: ['admin'],
    allProjects: false,
    projectIds: [projectId],
    createdBy: 'test',
  });
  const registered = await createLedgerClient({ url: server.url, token: admin.token }).request(RegisterVerifierDocument, {
    input: { projectId, verifierRef: 'ci-runner', kind: 'DETERMINISTIC_CHECK' },
  });
  expect(registered.registerVerifier.__typename).toBe('RegisterVerifierSuccess');
  const client = createLedgerClient({ url: server.url, token: recorder.token });
  for (const kind of ['steady', 'thin', 'critical'] as const) {
    const runtime = { provider: 'acme', model: `gate-${kind}`, runtimeVersion: '2026.11' };
    const inputs = Array.from({ length: SIZES[kind] }, () => outcomeInput(projectId, { runtime, capabilities: ['deploy.service'] }));
    if (kind === 'critical')
      inputs.push(
        outcomeInput(projectId, {
          runtime,
          capabilities: ['deploy.service'],
          severity: 'CRITICAL',
          outcomeCode: 'FAILED',
          verification: { mode: 'DETERMINISTIC_CHECK', result: 'FAILED', verifierRef: 'ci-runner' },
        }),
      );
    const recorded = await client.request(RecordAttemptsDocument, { inputs });
    if (recorded.recordAttempts.__typename !== 'RecordAttemptsSuccess') throw new Error(recorded.recordAttempts.message);
    expect(recorded.recordAttempts.recordedCount).toBe(inputs.length);
    const first = recorded.recordAttempts.results[0]!.result;
    if (first.__typename !== 'RecordAttemptSuccess') throw new Error(first.message);
    cohorts[kind] = first.attempts[0]!.cohort.id;
    if (kind === 'critical') criticalLedgerId = first.attempts[0]!.cohort.ledgerId;
  }
});
afterAll(async () => {
  await server?.stop();
  await ledger?.close();
  rmSync(bundleDir, { recursive: true, force: true });
});

describe('examples/gate', () => {
  it('allows a cohort of fresh verified passes, naming the evidence it decided from', async () => {
    const { code, decision } = await gate(cohorts.steady);
    expect(decision).toMatchObject({
      decision: 'allow',
      reasons: [],
      cohortId: cohorts.steady,
      state: 'OK',
      final: true,
      sampleSize: 30,
      criticalFailuresInWindow: 0,
    });
    expect(code).toBe(0);
    expect(decision.bound).toBe('anytime');
    expect(decision.verifiedPassRateLowerBound).toBeCloseTo((0.05 / 31) ** (1 / 30), 12);
    expect(decision.attemptsToDecision).toEqual({ outcome: 'ABOVE', attempts: 0 });
    expect(decision.verificationsNotCountedIndependent).toMatchObject({ unregistered: 0, withdrawn: 0, notIndependent: 0 });
    const reread = await createLedgerClient({ url: server.url, token: readerToken }).request(CohortReliabilityDocument, {
      cohortId: cohorts.steady,
      window: { lastDays: 30 },
      minSamples: 20,
    });
    if (reread.reliability?.__typename !== 'ReliabilityReport') throw new Error('no report');
    expect(decision.evidenceDigest).toBe(reread.reliability.evidenceDigest);
  });

  it('denies by default a cohort whose fixed-sample bound alone clears the threshold, and says how far the anytime bound is', async () => {
    const anytime = await gate(cohorts.thin);
    expect(anytime.code).toBe(1);
    expect(anytime.decision).toMatchObject({ decision: 'deny', bound: 'anytime', sampleSize: 25 });
    expect(anytime.decision.reasons).toEqual([
      `verified pass rate anytime lower bound ${anytime.decision.verifiedPassRateLowerBound} is below 0.8`,
    ]);
    // 25 of 25 needs 4 more passes: 29 of 29 gives 0.8021.
    expect(anytime.decision.attemptsToDecision).toEqual({ outcome: 'ABOVE', attempts: 4 });
    const fixed = await gate(cohorts.thin, ['--bound', 'fixed-sample']);
    expect(fixed.code).toBe(0);
    expect(fixed.decision).toMatchObject({ decision: 'allow', bound: 'fixed-sample' });
    expect(fixed.decision.verifiedPassRateLowerBound).toBeGreaterThan(0.86);
  });

  it('denies a cohort with a critical failure in its window, and says why', async () => {
    const { code, decision } = await gate(cohorts.critical);
    expect(code).toBe(1);
    expect(decision).toMatchObject({ decision: 'deny', cohortId: cohorts.critical, criticalFailuresInWindow: 1 });
    expect(decision.reasons).toContain('1 critical failure(s) in the window');
    expect(decision.evidenceDigest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('prints the cohort as it was given: a ledger UUID stays a UUID', async () => {
    const { code, decision } = await gate(criticalLedgerId);
    expect(code).toBe(1);
    expect(decision).toMatchObject({ decision: 'deny', cohortId: criticalLedgerId, criticalFailuresInWindow: 1 });
  });
});
