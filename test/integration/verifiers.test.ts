// Earned independence (docs/specification.md §3.3 "Verifiers", §6): a verification counts as
// independent only from a verifier registered for the project with that kind (and, for an
// agent, that model) as of the report's asOf; each report says how many it did not count
// and why, and its evidence digest names the registry rows that decided it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { RELIABILITY, RELIABILITY_SERIES, settledAsOf } from '../helpers/reliability.js';
import { REGISTER_VERIFIER, WITHDRAW_VERIFIER_TRUST, registerVerifier, withdrawVerifierTrust } from '../helpers/verifiers.js';
import { expectTypename, type RegisterVerifierInput, graphql, type ReliabilityQueryVariables } from '../helpers/graphql.js';

let ledger: TestLedger;
let recorder: TestToken;
let reader: TestToken;
let admin: TestToken;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  admin = await ledger.token({ roles: ['admin'], projects: [projectId] });
});
afterAll(() => ledger?.close());

/** A notice of crl_ledger_events (src/db/ledger-events.ts), as far as the tests read it. */
interface LedgerEventNotice {
  kind: string;
  cohortId?: string;
}

const freshCapability = () => `ver.c${randomUUID().replaceAll('-', '').slice(0, 12)}`;

async function record(capability: string, overrides: Record<string, unknown> = {}) {
  const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, {
    input: outcomeInput(projectId, { capabilities: [capability], ...overrides }),
  });
  const attempt = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
  if (!attempt) throw new Error(`recordAttempt failed: ${response.text}`);
  return { id: attempt.id as string, ledgerId: attempt.ledgerId as string, cohortId: attempt.cohort.ledgerId as string };
}

async function reliability(cohortId: string, variables: Omit<ReliabilityQueryVariables, 'cohortId'> = {}) {
  const response = await ledger.gql(reader.token, RELIABILITY, { cohortId, minSamples: 1, ...variables });
  if (response.errors) throw new Error(response.text);
  return expectTypename(response.data.reliability, 'ReliabilityReport');
}

const NOT_COUNTED = graphql(`
  query VerifiersNotCounted($id: ID!, $asOf: DateTime) {
    reliability(cohortId: $id, asOf: $asOf, minSamples: 1) {
      __typename
      ... on ReliabilityReport { verificationsNotCountedIndependent { unregistered withdrawn notIndependent } }
      ... on ValidationError { message }
    }
  }
`);
async function notCounted(cohortId: string, variables: { asOf?: string } = {}) {
  const response = await ledger.gql(reader.token, NOT_COUNTED, { id: cohortId, ...variables });
  return expectTypename(response.data.reliability, 'ReliabilityReport').verificationsNotCountedIndependent;
}

const counts = (rate: { numerator: number; denominator: number }) => [rate.numerator, rate.denominator];
const check = (verifierRef: string, result = 'PASSED') => ({ verification: { mode: 'DETERMINISTIC_CHECK', result, verifierRef } });

describe('registerVerifier', () => {
  it('registers a verifier once; the same registration again is a replay, another kind or model a conflict; nothing else is written', async () => {
    const input: RegisterVerifierInput = {
      projectId,
      verifierRef: `judge-${randomUUID().slice(0, 8)}`,
      kind: 'INDEPENDENT_AGENT',
      model: 'acme-judge-1',
    };
    const first = (await ledger.gql(admin.token, REGISTER_VERIFIER, { input })).data.registerVerifier;
    expect(first).toMatchObject({
      __typename: 'RegisterVerifierSuccess',
      replayed: false,
      verifier: { ...input, actorRef: admin.actorRef },
    });
    const again = (await ledger.gql(admin.token, REGISTER_VERIFIER, { input })).data.registerVerifier;
    expect(again).toEqual({ ...first, replayed: true });
    const other = (await ledger.gql(admin.token, REGISTER_VERIFIER, { input: { ...input, model: 'acme-judge-2' } })).data.registerVerifier;
    expect(other).toMatchObject({
      __typename: 'IdempotencyConflictError',
      idempotencyKey: input.verifierRef,
      existingDigest: expectTypename(first, 'RegisterVerifierSuccess').verifier.contentDigest,
    });
    const { rows } = await ledger.owner.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verifier WHERE project_id = $1 AND verifier_ref = $2',
      [projectId, input.verifierRef],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it.each<[string, Partial<RegisterVerifierInput>, string]>([
    ['a kind that is not a verifier', { kind: 'SELF_REPORTED' }, 'input.kind'],
    ['an agent without its model', { kind: 'INDEPENDENT_AGENT', model: null }, 'input.model'],
    ['a check with a model', { kind: 'DETERMINISTIC_CHECK', model: 'm1' }, 'input.model'],
    ['a ref outside the grammar', { verifierRef: 'has space' }, 'input.verifierRef'],
    ['a credential as the ref', { verifierRef: 'ci_ghp_abcdefghijklmnopqrstuvwxyz0123456789' }, 'input.verifierRef'],
    ['a credential as the model', { kind: 'INDEPENDENT_AGENT', model: 'job+xoxb-1234567890-1234567890-AbCdEfGh' }, 'input.model'],
    ['a project that is not a UUID', { projectId: 'project-1' }, 'input.projectId'],
  ])('refuses %s with a ValidationError naming the field, writing nothing', async (_name, overrides, path) => {
    const verifierRef = `bad-${randomUUID().slice(0, 8)}`;
    const input: RegisterVerifierInput = { projectId, verifierRef, kind: 'DETERMINISTIC_CHECK', model: null, ...overrides };
    const result = expectTypename((await ledger.gql(admin.token, REGISTER_VERIFIER, { input })).data.registerVerifier, 'ValidationError');
    expect(result.issues.map((issue) => issue.path)).toContain(path);
    const { rows } = await ledger.owner.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verifier WHERE project_id = $1 AND verifier_ref = $2',
      [projectId, input.verifierRef],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('is refused by the database for a model that does not fit the kind, whoever writes the row', async () => {
    for (const [kind, model] of [
      ['INDEPENDENT_AGENT', null],
      ['DETERMINISTIC_CHECK', 'm1'],
      ['SELF_REPORTED', null],
    ] as const)
      for (const db of [ledger.db.pool, ledger.owner])
        await expect(
          db.query(
            `INSERT INTO verifier (project_id, verifier_ref, kind, model, actor_ref, content_digest) VALUES ($1, $2, $3, $4, 'admin', repeat('a', 64))`,
            [projectId, `raw-${randomUUID().slice(0, 8)}`, kind, model],
          ),
        ).rejects.toThrow(/verifier_(kind|model)_check/);
  });
});

describe('a verification counts as independent only from a registered verifier', () => {
  it("counts a recorder's DETERMINISTIC_CHECK by an unregistered verifier as an unverified completion, and says so", async () => {
    const verifier = `ci-${randomUUID().slice(0, 8)}`;
    const attempt = await record(freshCapability(), check(verifier));
    const report = await reliability(attempt.cohortId);
    expect(counts(report.independentlyVerifiedPassRate)).toEqual([0, 1]);
    expect(counts(report.unverifiedCompletionRate)).toEqual([1, 1]);
    expect(report.consecutiveVerifiedPasses).toBe(0);
    expect(report.evidenceFreshness.lastVerifiedPassAt).toBeNull();
    expect(await notCounted(attempt.cohortId)).toEqual({ unregistered: 1, withdrawn: 0, notIndependent: 0 });
  });

  it('counts it from the registration on; a report as of before the registration is unchanged, byte for byte', async () => {
    const verifier = `ci-${randomUUID().slice(0, 8)}`;
    const attempt = await record(freshCapability(), check(verifier));
    const before = await settledAsOf(ledger);
    const earlier = await ledger.gql(reader.token, RELIABILITY, { cohortId: attempt.cohortId, asOf: before.toISOString(), minSamples: 1 });
    const registered = await registerVerifier(ledger, projectId, verifier);
    await settledAsOf(ledger);
    const report = await reliability(attempt.cohortId);
    expect(counts(report.independentlyVerifiedPassRate)).toEqual([1, 1]);
    expect(counts(report.unverifiedCompletionRate)).toEqual([0, 1]);
    expect(report.consecutiveVerifiedPasses).toBe(1);
    expect(await notCounted(attempt.cohortId)).toEqual({ unregistered: 0, withdrawn: 0, notIndependent: 0 });
    // The registry row that decided it is evidence: one more row, another digest.
    const earlierReport = expectTypename(earlier.data.reliability, 'ReliabilityReport');
    expect(report.evidenceRowCount).toBe(earlierReport.evidenceRowCount + 1);
    expect(report.evidenceDigest).not.toBe(earlierReport.evidenceDigest);
    const again = await ledger.gql(reader.token, RELIABILITY, { cohortId: attempt.cohortId, asOf: before.toISOString(), minSamples: 1 });
    expect(again.text).toBe(earlier.text);
    // As of the registration's own stamp it counts.
    expect(counts((await reliability(attempt.cohortId, { asOf: registered.registeredAt })).independentlyVerifiedPassRate)).toEqual([1, 1]);
  });

  it('needs the registered kind: a check registered as an agent (or the other way) is unregistered', async () => {
    const verifier = `both-${randomUUID().slice(0, 8)}`;
    await registerVerifier(ledger, projectId, verifier, 'INDEPENDENT_AGENT', 'acme-judge-1');
    const attempt = await record(freshCapability(), check(verifier));
    expect(counts((await reliability(attempt.cohortId)).independentlyVerifiedPassRate)).toEqual([0, 1]);
    expect(await notCounted(attempt.cohortId)).toEqual({ unregistered: 1, withdrawn: 0, notIndependent: 0 });
  });

  it('is per project: a verifier registered in another project is unregistered here', async () => {
    const verifier = `elsewhere-${randomUUID().slice(0, 8)}`;
    await registerVerifier(ledger, newProjectId(), verifier);
    const attempt = await record(freshCapability(), check(verifier));
    expect(await notCounted(attempt.cohortId)).toEqual({ unregistered: 1, withdrawn: 0, notIndependent: 0 });
  });

  it('still refuses the worker and the recorder as their own verifier, registered or not, and reports them as notIndependent', async () => {
    await registerVerifier(ledger, projectId, 'worker-alpha').catch(() => undefined);
    const capability = freshCapability();
    const byWorker = await record(capability, check('worker-alpha'));
    await record(capability, check(recorder.actorRef));
    await record(capability, { verification: { mode: 'SELF_REPORTED', result: 'PASSED', verifierRef: 'worker-alpha' } });
    expect(counts((await reliability(byWorker.cohortId)).independentlyVerifiedPassRate)).toEqual([0, 3]);
    expect(await notCounted(byWorker.cohortId)).toEqual({ unregistered: 0, withdrawn: 0, notIndependent: 2 });
  });

  it('counts nothing for a NOT_RUN check, and reports the series per point', async () => {
    const verifier = `ci-${randomUUID().slice(0, 8)}`;
    const capability = freshCapability();
    const attempt = await record(capability, check(verifier));
    await record(capability, check(verifier, 'NOT_RUN'));
    const response = await ledger.gql(reader.token, RELIABILITY_SERIES, {
      cohortId: attempt.cohortId,
      bucket: 'DAY',
      from: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      minSamples: 1,
    });
    const SERIES = graphql(`
      query VerifiersSeriesNotCounted($id: ID!, $from: DateTime!) {
        reliabilitySeries(cohortId: $id, bucket: DAY, from: $from) {
          __typename
          ... on ReliabilitySeries { points { sampleSize verificationsNotCountedIndependent { unregistered withdrawn notIndependent } } }
          ... on ValidationError { message }
        }
      }
    `);
    const series = await ledger.gql(reader.token, SERIES, {
      id: attempt.cohortId,
      from: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    });
    expect(response.errors).toBeUndefined();
    const points = expectTypename(series.data.reliabilitySeries, 'ReliabilitySeries').points.filter((point) => point.sampleSize > 0);
    expect(points.map((point) => point.verificationsNotCountedIndependent)).toEqual([{ unregistered: 1, withdrawn: 0, notIndependent: 0 }]);
  });

  it('needs, for an agent, the registered model', async () => {
    const judge = `judge-${randomUUID().slice(0, 8)}`;
    await registerVerifier(ledger, projectId, judge, 'INDEPENDENT_AGENT', 'acme-judge-1');
    const token = await ledger.token({ roles: ['adjudicator'], projects: [projectId], actorRef: judge });
    const capability = freshCapability();
    const unverified = { verification: { mode: 'NONE', result: 'NOT_RUN' } };
    const wrongModel = await record(capability, unverified);
    const rightModel = await record(capability, unverified);
    for (const [attempt, verifierModel] of [
      [wrongModel, 'acme-judge-2'],
      [rightModel, 'acme-judge-1'],
    ] as const) {
      const appended = await ledger.gql(token.token, APPEND_ADJUDICATION, {
        input: {
          attemptId: attempt.id,
          idempotencyKey: `v-${randomUUID()}`,
          kind: 'VERIFICATION_RECORDED',
          verification: { mode: 'INDEPENDENT_AGENT', result: 'PASSED', verifierRef: judge, verifierModel },
        },
      });
      expect(appended.data.appendAdjudication.__typename).toBe('AppendAdjudicationSuccess');
    }
    expect(counts((await reliability(rightModel.cohortId)).independentlyVerifiedPassRate)).toEqual([1, 2]);
    expect(await notCounted(rightModel.cohortId)).toEqual({ unregistered: 1, withdrawn: 0, notIndependent: 0 });
  });
});

describe('withdrawVerifierTrust', () => {
  /** A cohort whose attempts the verifier `ref` passed (registered), plus one `other` verifier's pass. */
  async function judgedCohort(ref: string, passes = 2) {
    await registerVerifier(ledger, projectId, ref);
    const other = `other-${randomUUID().slice(0, 8)}`;
    await registerVerifier(ledger, projectId, other);
    const capability = freshCapability();
    const attempts = [];
    for (let i = 0; i < passes; i++) attempts.push(await record(capability, check(ref)));
    await record(capability, check(other));
    return attempts;
  }

  it('stops counting the verdicts from its stamp on, and leaves every earlier report byte-identical', async () => {
    const ref = `ci-${randomUUID().slice(0, 8)}`;
    const [attempt] = await judgedCohort(ref);
    const before = await settledAsOf(ledger);
    const earlier = await ledger.gql(reader.token, RELIABILITY, { cohortId: attempt!.cohortId, asOf: before.toISOString(), minSamples: 1 });
    const earlierReport = expectTypename(earlier.data.reliability, 'ReliabilityReport');
    expect(counts(earlierReport.independentlyVerifiedPassRate)).toEqual([3, 3]);

    const withdrawal = await withdrawVerifierTrust(ledger, projectId, ref);
    await settledAsOf(ledger);
    for (const asOf of [withdrawal.withdrawnAt, undefined]) {
      const report = await reliability(attempt!.cohortId, asOf ? { asOf } : {});
      expect(counts(report.independentlyVerifiedPassRate)).toEqual([1, 3]);
      expect(counts(report.unverifiedCompletionRate)).toEqual([2, 3]);
      expect(report.verificationsNotCountedIndependent).toEqual({ unregistered: 0, withdrawn: 2, notIndependent: 0 });
      // The withdrawal row decided two verdicts: it is evidence too.
      expect(report.evidenceRowCount).toBe(earlierReport.evidenceRowCount + 1);
    }
    // One millisecond before the stamp, and the earlier instant: unchanged, byte for byte.
    const justBefore = new Date(new Date(withdrawal.withdrawnAt).getTime() - 1).toISOString();
    expect(counts((await reliability(attempt!.cohortId, { asOf: justBefore })).independentlyVerifiedPassRate)).toEqual([3, 3]);
    const again = await ledger.gql(reader.token, RELIABILITY, { cohortId: attempt!.cohortId, asOf: before.toISOString(), minSamples: 1 });
    expect(again.text).toBe(earlier.text);
  });

  it('withdraws only the verdicts recorded in [verdictsFrom, verdictsUntil)', async () => {
    const ref = `ci-${randomUUID().slice(0, 8)}`;
    const [first, second] = await judgedCohort(ref);
    const stamps = (
      await ledger.owner.query<{ recorded_at: Date }>(
        'SELECT id, recorded_at FROM attempt WHERE id = ANY ($1::uuid[]) ORDER BY recorded_at',
        [[first!.ledgerId, second!.ledgerId]],
      )
    ).rows;
    // From the second verdict's stamp on: the first still counts.
    await withdrawVerifierTrust(ledger, projectId, ref, { verdictsFrom: stamps[1]!.recorded_at.toISOString() });
    await settledAsOf(ledger);
    const report = await reliability(first!.cohortId);
    expect(counts(report.independentlyVerifiedPassRate)).toEqual([2, 3]);
    expect(report.verificationsNotCountedIndependent).toEqual({ unregistered: 0, withdrawn: 1, notIndependent: 0 });
  });

  it('is final: the same withdrawal again is a replay, another one a conflict, and nothing more is written', async () => {
    const ref = `ci-${randomUUID().slice(0, 8)}`;
    await registerVerifier(ledger, projectId, ref);
    const withdrawal = await withdrawVerifierTrust(ledger, projectId, ref);
    const input = { projectId, verifierRef: ref, reasonDigest: withdrawal.reasonDigest };
    const replay = (await ledger.gql(admin.token, WITHDRAW_VERIFIER_TRUST, { input })).data.withdrawVerifierTrust;
    expect(replay).toMatchObject({
      __typename: 'WithdrawVerifierTrustSuccess',
      replayed: true,
      withdrawal: { ledgerId: withdrawal.ledgerId },
    });
    const narrower = (
      await ledger.gql(admin.token, WITHDRAW_VERIFIER_TRUST, { input: { ...input, verdictsUntil: new Date().toISOString() } })
    ).data.withdrawVerifierTrust;
    expect(narrower).toMatchObject({
      __typename: 'IdempotencyConflictError',
      idempotencyKey: ref,
      existingDigest: withdrawal.contentDigest,
    });
    const { rows } = await ledger.owner.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verifier_withdrawal WHERE project_id = $1 AND verifier_ref = $2',
      [projectId, ref],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses an unregistered verifier, a reason that is not an annotation of the project, and an empty range, writing nothing', async () => {
    const ref = `ci-${randomUUID().slice(0, 8)}`;
    const reasonDigest = 'a'.repeat(64);
    const unregistered = (await ledger.gql(admin.token, WITHDRAW_VERIFIER_TRUST, { input: { projectId, verifierRef: ref, reasonDigest } }))
      .data.withdrawVerifierTrust;
    expect(unregistered.__typename).toBe('NotFoundError');
    await registerVerifier(ledger, projectId, ref);
    const noReason = (await ledger.gql(admin.token, WITHDRAW_VERIFIER_TRUST, { input: { projectId, verifierRef: ref, reasonDigest } })).data
      .withdrawVerifierTrust;
    expect(noReason).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'input.reasonDigest' }] });
    const at = new Date().toISOString();
    const empty = (
      await ledger.gql(admin.token, WITHDRAW_VERIFIER_TRUST, {
        input: { projectId, verifierRef: ref, reasonDigest, verdictsFrom: at, verdictsUntil: at },
      })
    ).data.withdrawVerifierTrust;
    expect(empty).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'input.verdictsUntil' }] });
    const { rows } = await ledger.owner.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verifier_withdrawal WHERE project_id = $1 AND verifier_ref = $2',
      [projectId, ref],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('tells every server process, once per cohort holding a verdict of the verifier (reliabilityChanged)', async () => {
    const ref = `ci-${randomUUID().slice(0, 8)}`;
    await registerVerifier(ledger, projectId, ref);
    const judged = [await record(freshCapability(), check(ref)), await record(freshCapability(), check(ref))];
    const untouched = await record(freshCapability(), check('ci-other'));
    const listener = await ledger.owner.connect();
    const notices: LedgerEventNotice[] = [];
    try {
      listener.on('notification', (message) => notices.push(JSON.parse(message.payload!) as LedgerEventNotice));
      await listener.query('LISTEN crl_ledger_events');
      await withdrawVerifierTrust(ledger, projectId, ref);
      for (const since = Date.now(); Date.now() - since < 2_000 && notices.filter((n) => n.kind === 'cohort').length < 2; )
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await listener.query('UNLISTEN *');
      listener.release();
    }
    const cohorts = notices.filter((notice) => notice.kind === 'cohort').map((notice) => notice.cohortId);
    expect(cohorts.sort()).toEqual(judged.map((attempt) => attempt.cohortId).sort());
    expect(cohorts).not.toContain(untouched.cohortId);
  });
});

describe('the worked example of docs/specification.md §6, "Worked example: a withdrawal"', () => {
  it('gives the numbers the specification states, before and after the withdrawal', async () => {
    const ci = `ci-${randomUUID().slice(0, 8)}`;
    const nightly = `nightly-${randomUUID().slice(0, 8)}`;
    await registerVerifier(ledger, projectId, ci); // t0
    const capability = freshCapability();
    const attempts = [];
    for (let i = 0; i < 4; i++) attempts.push(await record(capability, check(ci))); // t1..t4
    await record(capability, check(nightly)); // t5, never registered
    const t5 = await settledAsOf(ledger);
    const atT5 = await ledger.gql(reader.token, RELIABILITY, { cohortId: attempts[0]!.cohortId, asOf: t5.toISOString(), minSamples: 1 });
    const before = expectTypename(atT5.data.reliability, 'ReliabilityReport');
    expect(counts(before.independentlyVerifiedPassRate)).toEqual([4, 5]);
    expect(counts(before.unverifiedCompletionRate)).toEqual([1, 5]);
    expect(before.verificationsNotCountedIndependent).toEqual({ unregistered: 1, withdrawn: 0, notIndependent: 0 });
    expect(before.evidenceRowCount).toBe(6);

    const { rows } = await ledger.owner.query<{ recorded_at: Date }>('SELECT recorded_at FROM attempt WHERE id = $1', [
      attempts[1]!.ledgerId,
    ]);
    const withdrawal = await withdrawVerifierTrust(ledger, projectId, ci, { verdictsFrom: rows[0]!.recorded_at.toISOString() }); // t6, from t2
    await settledAsOf(ledger);
    const after = await reliability(attempts[0]!.cohortId);
    expect(counts(after.independentlyVerifiedPassRate)).toEqual([1, 5]);
    expect(counts(after.unverifiedCompletionRate)).toEqual([4, 5]);
    expect(after.verificationsNotCountedIndependent).toEqual({ unregistered: 1, withdrawn: 3, notIndependent: 0 });
    expect(after.evidenceRowCount).toBe(7);
    expect(
      (await ledger.gql(reader.token, RELIABILITY, { cohortId: attempts[0]!.cohortId, asOf: t5.toISOString(), minSamples: 1 })).text,
    ).toBe(atT5.text);

    const IMPACT = graphql(`
      query VerifiersWithdrawalImpact($id: ID!) {
        withdrawalImpact(withdrawalId: $id, minSamples: 1) {
          __typename
          ... on WithdrawalImpact {
            cohorts {
              cohortLedgerId lowerBoundChange
              before { independentlyVerifiedPassRate { numerator denominator } } after { independentlyVerifiedPassRate { numerator denominator } }
            }
          }
          ... on ValidationError { message }
        }
      }
    `);
    const impact = await ledger.gql(reader.token, IMPACT, { id: withdrawal.ledgerId });
    const { cohorts } = expectTypename(impact.data.withdrawalImpact, 'WithdrawalImpact');
    expect(cohorts).toEqual([
      {
        cohortLedgerId: attempts[0]!.cohortId,
        lowerBoundChange: expect.any(Number),
        before: { independentlyVerifiedPassRate: { numerator: 4, denominator: 5 } },
        after: { independentlyVerifiedPassRate: { numerator: 1, denominator: 5 } },
      },
    ]);
    expect(cohorts[0]?.lowerBoundChange).toBeLessThan(0);
  });
});
