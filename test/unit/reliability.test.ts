// The reliability fold (src/domain/reliability.ts) read against docs/specification.md §6,
// table by table: the per-attempt definitions, each rate's numerator and
// denominator, the window bounds, the states, and the evidence digest.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digestOf } from '../../src/domain/canonical.js';
import { ADJUDICATION_KINDS, type AdjudicationKind } from '../../src/domain/enums.js';
import {
  MAX_SERIES_BUCKETS,
  RATE_NAMES,
  bucketStartOf,
  foldAttempt,
  reliabilityReport,
  reliabilitySeries,
  type AdjudicationEvidence,
  type AttemptEvidence,
  type CohortEvidence,
  type RateName,
} from '../../src/domain/reliability.js';
import { DAY_MS, SECOND_MS, type Window } from '../../src/domain/window.js';
import { assertProperty } from '../helpers/property.js';

const MODEL = 'acme-coder-2';
const DAY = DAY_MS;
/** 2026-11-01T00:00:00Z, a Sunday. */
const AS_OF = Date.UTC(2026, 10, 1);

let sequence = 0;
const digest = (seed: string) => digestOf({ seed });

function attempt(overrides: Partial<AttemptEvidence> = {}): AttemptEvidence {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    outcomeId: `outcome-${sequence}`,
    taskRef: `task-${sequence}`,
    attemptNumber: 1,
    outcomeCode: 'SUCCEEDED',
    stopReasonCode: 'COMPLETED',
    workerRef: 'worker-alpha',
    recordedBy: 'harness-1',
    verificationMode: 'DETERMINISTIC_CHECK',
    verificationResult: 'PASSED',
    verifierRef: 'ci-runner',
    verifierModel: null,
    humanOverride: false,
    humanRejected: false,
    rolledBack: false,
    severity: 'NORMAL',
    finishedAt: AS_OF - DAY,
    recordedAt: AS_OF - DAY,
    contentDigest: digest(id),
    ...overrides,
  };
}

/** An unverified attempt: the base for rows whose verdict a test sets by adjudication. */
const unverified = (overrides: Partial<AttemptEvidence> = {}) =>
  attempt({ verificationMode: 'NONE', verificationResult: 'NOT_RUN', verifierRef: null, ...overrides });

function adjudication(
  target: AttemptEvidence,
  seq: number,
  kind: AdjudicationKind,
  overrides: Partial<AdjudicationEvidence> = {},
): AdjudicationEvidence {
  return {
    attemptId: target.id,
    seq,
    kind,
    verificationMode: null,
    verificationResult: null,
    verifierRef: null,
    verifierModel: null,
    recordedAt: target.recordedAt + seq,
    contentDigest: digest(`${target.id}/${seq}/${kind}`),
    ...overrides,
  };
}

function verification(
  target: AttemptEvidence,
  seq: number,
  result: 'PASSED' | 'FAILED' | 'NOT_RUN',
  mode: AdjudicationEvidence['verificationMode'] = 'DETERMINISTIC_CHECK',
  verifier: { verifierRef?: string | null; verifierModel?: string | null } = {},
): AdjudicationEvidence {
  return adjudication(target, seq, 'VERIFICATION_RECORDED', {
    verificationMode: mode,
    verificationResult: result,
    verifierRef: verifier.verifierRef === undefined ? 'ci-runner' : verifier.verifierRef,
    verifierModel: verifier.verifierModel === undefined ? (mode === 'INDEPENDENT_AGENT' ? 'other-model' : null) : verifier.verifierModel,
  });
}

const facts = (target: AttemptEvidence, adjudications: AdjudicationEvidence[] = []) => foldAttempt(target, adjudications, MODEL);

function report(
  attempts: AttemptEvidence[],
  adjudications: AdjudicationEvidence[] = [],
  options: { window?: Window; minSamples?: number; asOf?: number } = {},
) {
  const evidence: CohortEvidence = { model: MODEL, attempts, adjudications };
  return reliabilityReport(evidence, {
    asOf: options.asOf ?? AS_OF,
    window: options.window ?? { lastDays: 30 },
    minSamples: options.minSamples ?? 1,
  });
}

describe('claimedSuccess: outcome is SUCCEEDED', () => {
  it.each([
    ['SUCCEEDED', true],
    ['FAILED', false],
    ['BLOCKED_BY_POLICY', false],
    ['CANCELLED', false],
    ['TIMED_OUT', false],
    ['ERRORED', false],
  ] as const)('%s -> %s', (outcomeCode, expected) => {
    expect(facts(attempt({ outcomeCode })).claimedSuccess).toBe(expected);
  });
});

describe('verdict: the latest independent PASSED/FAILED; NOT_RUN and non-independent ignored', () => {
  it.each([
    ['DETERMINISTIC_CHECK by another actor', { verificationMode: 'DETERMINISTIC_CHECK', verifierRef: 'ci-runner' }, 'PASSED'],
    [
      'INDEPENDENT_AGENT of another model',
      { verificationMode: 'INDEPENDENT_AGENT', verifierRef: 'reviewer-bot', verifierModel: 'other-model' },
      'PASSED',
    ],
    [
      "INDEPENDENT_AGENT of the cohort's own model",
      { verificationMode: 'INDEPENDENT_AGENT', verifierRef: 'reviewer-bot', verifierModel: MODEL },
      null,
    ],
    ['SELF_REPORTED', { verificationMode: 'SELF_REPORTED', verifierRef: 'ci-runner' }, null],
    ['HUMAN_REVIEW', { verificationMode: 'HUMAN_REVIEW', verifierRef: 'reviewer-kim' }, null],
    ['NONE', { verificationMode: 'NONE', verificationResult: 'NOT_RUN', verifierRef: null }, null],
    ['a check whose verifier is the worker', { verificationMode: 'DETERMINISTIC_CHECK', verifierRef: 'worker-alpha' }, null],
    ['a check whose verifier is the recorder', { verificationMode: 'DETERMINISTIC_CHECK', verifierRef: 'harness-1' }, null],
    ['an independent check that did not run', { verificationMode: 'DETERMINISTIC_CHECK', verificationResult: 'NOT_RUN' }, null],
    ['an independent check that failed', { verificationMode: 'DETERMINISTIC_CHECK', verificationResult: 'FAILED' }, 'FAILED'],
  ] as const)('ingest-time %s -> %s', (_name, overrides, expected) => {
    expect(facts(attempt(overrides as Partial<AttemptEvidence>)).verdict).toBe(expected);
  });

  it('a later independent VERIFICATION_RECORDED replaces the ingest-time verdict', () => {
    const target = attempt();
    expect(facts(target, [verification(target, 1, 'FAILED')]).verdict).toBe('FAILED');
  });

  it.each([
    ['SELF_REPORTED', 'SELF_REPORTED', {}],
    ['HUMAN_REVIEW', 'HUMAN_REVIEW', {}],
    ['an agent of the same model', 'INDEPENDENT_AGENT', { verifierModel: MODEL }],
    ['a check by the worker', 'DETERMINISTIC_CHECK', { verifierRef: 'worker-alpha' }],
  ] as const)('a later %s verification does not replace it', (_name, mode, verifier) => {
    const target = attempt();
    expect(facts(target, [verification(target, 1, 'FAILED', mode, verifier)]).verdict).toBe('PASSED');
  });

  it('a later NOT_RUN does not erase a verdict', () => {
    const target = attempt();
    expect(facts(target, [verification(target, 1, 'NOT_RUN')]).verdict).toBe('PASSED');
  });

  it('the highest seq wins, whatever order the rows arrive in', () => {
    const target = unverified();
    const rows = [verification(target, 2, 'FAILED'), verification(target, 1, 'PASSED')];
    expect(facts(target, rows).verdict).toBe('FAILED');
    expect(facts(target, rows.reverse()).verdict).toBe('FAILED');
  });

  it('missing independent verification is never a verified pass', () => {
    const result = facts(unverified());
    expect(result.verdict).toBeNull();
    expect(result.verifiedPass).toBe(false);
  });
});

describe('human decision: the latest of the ingest flag (seq 0) and HUMAN_ACCEPTED / HUMAN_REJECTED / REWORK_REQUESTED', () => {
  it.each<[string, Partial<AttemptEvidence>, AdjudicationKind[], string | null, boolean, boolean]>([
    // name, attempt, adjudication kinds in seq order, decision, humanRejected, reviewed
    ['no decision', {}, [], null, false, false],
    ['ingest flag', { humanRejected: true }, [], 'REJECTED', true, true],
    ['accepted after the ingest rejection', { humanRejected: true }, ['HUMAN_ACCEPTED'], 'ACCEPTED', false, true],
    ['rejected then accepted', {}, ['HUMAN_REJECTED', 'HUMAN_ACCEPTED'], 'ACCEPTED', false, true],
    ['accepted then rejected', {}, ['HUMAN_ACCEPTED', 'HUMAN_REJECTED'], 'REJECTED', true, true],
    ['rework requested last', {}, ['HUMAN_ACCEPTED', 'REWORK_REQUESTED'], 'REWORK_REQUESTED', false, true],
    ['other kinds are not decisions', {}, ['ROLLBACK_RECORDED', 'OVERRIDE_RECORDED', 'VERIFICATION_RECORDED'], null, false, false],
  ])('%s', (_name, overrides, kinds, decision, humanRejected, reviewed) => {
    const target = attempt(overrides);
    const rows = kinds.map((kind, index) =>
      kind === 'VERIFICATION_RECORDED' ? verification(target, index + 1, 'PASSED') : adjudication(target, index + 1, kind),
    );
    const result = facts(target, rows);
    expect(result.humanDecision).toBe(decision);
    expect(result.humanRejected).toBe(humanRejected);
    expect(result.reviewed).toBe(reviewed);
  });
});

describe('rolledBack, overridden, critical, drift', () => {
  it('rolledBack: ingest flag or any ROLLBACK_RECORDED, and irrevocable', () => {
    const flagged = attempt({ rolledBack: true });
    expect(facts(flagged).rolledBack).toBe(true);
    const target = attempt();
    expect(facts(target).rolledBack).toBe(false);
    expect(
      facts(target, [
        adjudication(target, 1, 'ROLLBACK_RECORDED'),
        adjudication(target, 2, 'HUMAN_ACCEPTED'),
        verification(target, 3, 'PASSED'),
      ]).rolledBack,
    ).toBe(true);
  });

  it('rework is not rollback', () => {
    const target = attempt();
    const result = facts(target, [adjudication(target, 1, 'REWORK_REQUESTED')]);
    expect(result.rolledBack).toBe(false);
    expect(result.reworkRequested).toBe(true);
  });

  it('overridden: ingest flag or any OVERRIDE_RECORDED', () => {
    expect(facts(attempt({ humanOverride: true })).overridden).toBe(true);
    const target = attempt();
    expect(facts(target).overridden).toBe(false);
    expect(facts(target, [adjudication(target, 1, 'OVERRIDE_RECORDED')]).overridden).toBe(true);
  });

  it('critical: severity CRITICAL or any CRITICAL_FAILURE_RECORDED', () => {
    expect(facts(attempt({ severity: 'CRITICAL' })).critical).toBe(true);
    const target = attempt();
    expect(facts(target).critical).toBe(false);
    const flagged = facts(target, [adjudication(target, 1, 'CRITICAL_FAILURE_RECORDED')]);
    expect(flagged.critical).toBe(true);
    expect(flagged.criticalFailureRecorded).toBe(true);
  });

  it.each<[AdjudicationKind[], boolean]>([
    [[], false],
    [['DRIFT_DETECTED'], true],
    [['DRIFT_DETECTED', 'DRIFT_RESOLVED'], false],
    [['DRIFT_DETECTED', 'DRIFT_RESOLVED', 'DRIFT_DETECTED'], true],
    [['DRIFT_DETECTED', 'HUMAN_ACCEPTED'], true],
  ])('drift after %j is unresolved: %s', (kinds, expected) => {
    const target = attempt();
    expect(
      facts(
        target,
        kinds.map((kind, index) => adjudication(target, index + 1, kind)),
      ).unresolvedDrift,
    ).toBe(expected);
  });
});

describe('verifiedPass and falseSuccess', () => {
  // claimed, verdict, humanRejected, rolledBack, latest decision is rework -> verifiedPass, falseSuccess
  it.each<[boolean, 'PASSED' | 'FAILED' | null, boolean, boolean, boolean, boolean, boolean]>([
    [true, 'PASSED', false, false, false, true, false],
    [false, 'PASSED', false, false, false, false, false],
    [true, null, false, false, false, false, false],
    [true, 'FAILED', false, false, false, false, true],
    [true, 'PASSED', true, false, false, false, true],
    [true, 'PASSED', false, true, false, false, true],
    [true, 'PASSED', false, false, true, false, false],
    [false, 'FAILED', true, true, false, false, false],
    [true, null, true, false, false, false, true],
    [true, null, false, true, false, false, true],
  ])(
    'claimed %s, verdict %s, rejected %s, rolled back %s, rework %s -> pass %s, false success %s',
    (claimed, verdict, rejected, rolledBack, rework, pass, falseSuccess) => {
      const target = unverified({ outcomeCode: claimed ? 'SUCCEEDED' : 'FAILED', rolledBack, humanRejected: rejected });
      const rows: AdjudicationEvidence[] = [];
      if (verdict) rows.push(verification(target, rows.length + 1, verdict));
      if (rework) rows.push(adjudication(target, rows.length + 1, 'REWORK_REQUESTED'));
      const result = facts(target, rows);
      expect(result.verifiedPass).toBe(pass);
      expect(result.falseSuccess).toBe(falseSuccess);
    },
  );

  it('rework requested, then accepted, counts as a pass again', () => {
    const target = attempt();
    expect(facts(target, [adjudication(target, 1, 'REWORK_REQUESTED'), adjudication(target, 2, 'HUMAN_ACCEPTED')]).verifiedPass).toBe(true);
  });
});

/** One attempt with its adjudications, and whether it falls in the rate's numerator and denominator. */
type RateCase = [string, () => { attempt: AttemptEvidence; adjudications?: AdjudicationEvidence[] }, boolean, boolean];

const RATE_TABLES: Record<RateName, RateCase[]> = {
  firstAttemptSuccessRate: [
    ['first attempt, verified pass', () => ({ attempt: attempt() }), true, true],
    ['first attempt, unverified', () => ({ attempt: unverified() }), false, true],
    ['second attempt, verified pass', () => ({ attempt: attempt({ attemptNumber: 2 }) }), false, false],
  ],
  independentlyVerifiedPassRate: [
    ['verified pass', () => ({ attempt: attempt() }), true, true],
    ['self-reported pass', () => ({ attempt: attempt({ verificationMode: 'SELF_REPORTED' }) }), false, true],
    ['human-reviewed pass', () => ({ attempt: attempt({ verificationMode: 'HUMAN_REVIEW', verifierRef: 'reviewer-kim' }) }), false, true],
    ['failed outcome', () => ({ attempt: attempt({ outcomeCode: 'FAILED' }) }), false, true],
  ],
  unverifiedCompletionRate: [
    ['claimed success, no verdict', () => ({ attempt: unverified() }), true, true],
    ['claimed success, self-reported only', () => ({ attempt: attempt({ verificationMode: 'SELF_REPORTED' }) }), true, true],
    ['claimed success, verdict FAILED', () => ({ attempt: attempt({ verificationResult: 'FAILED' }) }), false, true],
    ['claimed success, verdict PASSED', () => ({ attempt: attempt() }), false, true],
    ['no claimed success, no verdict', () => ({ attempt: unverified({ outcomeCode: 'FAILED' }) }), false, true],
  ],
  repairRetryRate: [
    ['attempt number 2', () => ({ attempt: attempt({ attemptNumber: 2 }) }), true, true],
    [
      'first attempt with rework requested, later accepted',
      () => {
        const target = attempt();
        return { attempt: target, adjudications: [adjudication(target, 1, 'REWORK_REQUESTED'), adjudication(target, 2, 'HUMAN_ACCEPTED')] };
      },
      true,
      true,
    ],
    ['first attempt, no rework', () => ({ attempt: attempt() }), false, true],
    [
      'first attempt rolled back (rework is not rollback, nor the reverse)',
      () => {
        const target = attempt();
        return { attempt: target, adjudications: [adjudication(target, 1, 'ROLLBACK_RECORDED')] };
      },
      false,
      true,
    ],
  ],
  humanRejectionRate: [
    ['rejected at ingest', () => ({ attempt: attempt({ humanRejected: true }) }), true, true],
    [
      'accepted',
      () => {
        const target = attempt();
        return { attempt: target, adjudications: [adjudication(target, 1, 'HUMAN_ACCEPTED')] };
      },
      false,
      true,
    ],
    [
      'rework requested (reviewed, not a rejection)',
      () => {
        const target = attempt();
        return { attempt: target, adjudications: [adjudication(target, 1, 'REWORK_REQUESTED')] };
      },
      false,
      true,
    ],
    ['never reviewed', () => ({ attempt: attempt() }), false, false],
  ],
  rollbackRate: [
    ['rolled back at ingest', () => ({ attempt: attempt({ rolledBack: true }) }), true, true],
    [
      'ROLLBACK_RECORDED',
      () => {
        const target = attempt();
        return { attempt: target, adjudications: [adjudication(target, 1, 'ROLLBACK_RECORDED')] };
      },
      true,
      true,
    ],
    [
      'REWORK_REQUESTED only',
      () => {
        const target = attempt();
        return { attempt: target, adjudications: [adjudication(target, 1, 'REWORK_REQUESTED')] };
      },
      false,
      true,
    ],
  ],
  policyBlockRate: [
    ['BLOCKED_BY_POLICY', () => ({ attempt: attempt({ outcomeCode: 'BLOCKED_BY_POLICY', stopReasonCode: 'POLICY_BLOCKED' }) }), true, true],
    [
      'FAILED with stop reason POLICY_BLOCKED',
      () => ({ attempt: attempt({ outcomeCode: 'FAILED', stopReasonCode: 'POLICY_BLOCKED' }) }),
      false,
      true,
    ],
  ],
  falseSuccessRate: [
    ['claimed, verdict FAILED', () => ({ attempt: attempt({ verificationResult: 'FAILED' }) }), true, true],
    ['claimed, rejected', () => ({ attempt: attempt({ humanRejected: true }) }), true, true],
    ['claimed, rolled back', () => ({ attempt: attempt({ rolledBack: true }) }), true, true],
    ['claimed, verified pass', () => ({ attempt: attempt() }), false, true],
    ['claimed, unverified', () => ({ attempt: unverified() }), false, true],
    ['not claimed, verdict FAILED', () => ({ attempt: attempt({ outcomeCode: 'FAILED', verificationResult: 'FAILED' }) }), false, false],
  ],
  overrideRate: [
    ['override at ingest', () => ({ attempt: attempt({ humanOverride: true }) }), true, true],
    [
      'OVERRIDE_RECORDED',
      () => {
        const target = attempt();
        return { attempt: target, adjudications: [adjudication(target, 1, 'OVERRIDE_RECORDED')] };
      },
      true,
      true,
    ],
    ['no override', () => ({ attempt: attempt() }), false, true],
  ],
};

describe.each(RATE_NAMES.map((name) => [name] as const))('%s', (name) => {
  it.each(RATE_TABLES[name])('%s: numerator %s, denominator %s', (_case, build, inNumerator, inDenominator) => {
    const { attempt: target, adjudications = [] } = build();
    const rate = report([target], adjudications).rates[name];
    expect(rate.numerator).toBe(inNumerator ? 1 : 0);
    expect(rate.denominator).toBe(inDenominator ? 1 : 0);
  });

  it('sums the table: value is numerator / denominator with its Wilson interval', () => {
    const built = RATE_TABLES[name].map(([, build]) => build());
    const rate = report(
      built.map((item) => item.attempt),
      built.flatMap((item) => item.adjudications ?? []),
    ).rates[name];
    const numerator = RATE_TABLES[name].filter((row) => row[2]).length;
    const denominator = RATE_TABLES[name].filter((row) => row[3]).length;
    expect(rate).toMatchObject({ numerator, denominator, value: numerator / denominator });
    expect(rate.lower).toBeLessThanOrEqual(rate.value!);
    expect(rate.upper).toBeGreaterThanOrEqual(rate.value!);
  });
});

describe('rates with an empty denominator', () => {
  it('report a null value and interval, and zero counts', () => {
    const rate = report([attempt({ attemptNumber: 3 })]).rates.firstAttemptSuccessRate;
    expect(rate).toEqual({ numerator: 0, denominator: 0, value: null, lower: null, upper: null, clustered: null, anytime: null });
  });
});

describe('windows', () => {
  it('lastDays: n selects finishedAt in (asOf - n days, asOf]', () => {
    const at = (finishedAt: number) => attempt({ finishedAt, recordedAt: Math.min(finishedAt, AS_OF) });
    const rows = {
      onStart: at(AS_OF - 7 * DAY),
      justAfterStart: at(AS_OF - 7 * DAY + 1),
      onAsOf: at(AS_OF),
      afterAsOf: at(AS_OF + 1),
    };
    const result = report(Object.values(rows), [], { window: { lastDays: 7 } });
    expect(result.sampleSize).toBe(2);
    expect(result.windowStart).toBe(AS_OF - 7 * DAY);
    expect(result.oldestFinishedAt).toBe(rows.justAfterStart.finishedAt);
    expect(result.newestFinishedAt).toBe(rows.onAsOf.finishedAt);
  });

  it('lastAttempts: n selects the n most recent by (finishedAt, id) among finishedAt <= asOf', () => {
    const same = AS_OF - DAY;
    const older = attempt({ finishedAt: same - 1 });
    const tieLow = attempt({ finishedAt: same });
    const tieHigh = attempt({ finishedAt: same });
    const future = attempt({ finishedAt: AS_OF + 1, recordedAt: AS_OF - DAY });
    expect(tieHigh.id > tieLow.id).toBe(true);
    const two = report([older, tieLow, tieHigh, future], [], { window: { lastAttempts: 2 } });
    expect(two.sampleSize).toBe(2);
    expect([two.oldestFinishedAt, two.newestFinishedAt]).toEqual([same, same]);
    // The id breaks the tie: with one slot, only the higher id is selected.
    const one = report([older, tieLow, tieHigh], [], { window: { lastAttempts: 1 } });
    const onlyLowFails = report([older, { ...tieLow, outcomeCode: 'FAILED' }, tieHigh], [], { window: { lastAttempts: 1 } });
    expect(onlyLowFails.rates.independentlyVerifiedPassRate.numerator).toBe(1);
    expect(one.windowStart).toBeNull();
    expect(report([older, tieLow, tieHigh], [], { window: { lastAttempts: 10 } }).sampleSize).toBe(3);
  });

  it('a past asOf sees only rows recorded by then, and attempts finished by then', () => {
    const early = attempt({ finishedAt: AS_OF - 3 * DAY, recordedAt: AS_OF - 3 * DAY });
    const backfilled = attempt({ finishedAt: AS_OF - 3 * DAY, recordedAt: AS_OF + DAY });
    const asOf = AS_OF - DAY;
    const late = attempt({ finishedAt: AS_OF, recordedAt: AS_OF });
    const lateRejection = adjudication(early, 1, 'HUMAN_REJECTED', { recordedAt: AS_OF });
    const result = report([early, backfilled, late], [lateRejection], { asOf });
    expect(result.sampleSize).toBe(1);
    expect(result.rates.humanRejectionRate.denominator).toBe(0);
    expect(result.asOf).toBe(asOf);
  });
});

describe('states', () => {
  const passes = (count: number) => Array.from({ length: count }, () => attempt());

  it('OK at exactly minSamples', () => {
    const result = report(passes(3), [], { minSamples: 3 });
    expect(result.state).toBe('OK');
    expect(result.rates.independentlyVerifiedPassRate.value).toBe(1);
  });

  it('INSUFFICIENT_EVIDENCE below minSamples: null values and intervals, visible counts', () => {
    const result = report(passes(2), [], { minSamples: 3 });
    expect(result.state).toBe('INSUFFICIENT_EVIDENCE');
    for (const name of RATE_NAMES) {
      expect(result.rates[name]).toMatchObject({ value: null, lower: null, upper: null });
    }
    expect(result.rates.independentlyVerifiedPassRate).toMatchObject({ numerator: 2, denominator: 2 });
  });

  it('EVIDENCE_DRIFT while any attempt of the cohort has unresolved drift, even outside the window', () => {
    const window = passes(5);
    const old = attempt({ finishedAt: AS_OF - 300 * DAY, recordedAt: AS_OF - 300 * DAY });
    const drift = adjudication(old, 1, 'DRIFT_DETECTED');
    const result = report([...window, old], [drift], { minSamples: 1 });
    expect(result.state).toBe('EVIDENCE_DRIFT');
    expect(result.unresolvedDriftAttemptIds).toEqual([old.id]);
    for (const name of RATE_NAMES) expect(result.rates[name]).toMatchObject({ value: null, lower: null, upper: null });
    expect(result.rates.independentlyVerifiedPassRate).toMatchObject({ numerator: 5, denominator: 5 });

    const resolved = report([...window, old], [drift, adjudication(old, 2, 'DRIFT_RESOLVED')], { minSamples: 1 });
    expect(resolved.state).toBe('OK');
  });

  it('drift detected after asOf does not change an earlier report', () => {
    const rows = passes(2);
    const lateDrift = adjudication(rows[0]!, 1, 'DRIFT_DETECTED', { recordedAt: AS_OF + 1 });
    expect(report(rows, [lateDrift]).state).toBe('OK');
  });
});

describe('consecutiveVerifiedPasses and evidenceFreshness', () => {
  it('counts verified passes from the most recent back to the first that is not', () => {
    const rows = [
      attempt({ finishedAt: AS_OF - 1 * DAY }),
      attempt({ finishedAt: AS_OF - 2 * DAY }),
      attempt({ finishedAt: AS_OF - 3 * DAY, outcomeCode: 'FAILED' }),
      attempt({ finishedAt: AS_OF - 4 * DAY }),
    ];
    expect(report(rows).consecutiveVerifiedPasses).toBe(2);
    expect(report(rows.slice().reverse()).consecutiveVerifiedPasses).toBe(2);
    expect(report([unverified({ finishedAt: AS_OF }), ...rows]).consecutiveVerifiedPasses).toBe(0);
  });

  it('breaks ties on finishedAt by id, descending', () => {
    const low = attempt({ finishedAt: AS_OF - DAY, outcomeCode: 'FAILED' });
    const high = attempt({ finishedAt: AS_OF - DAY });
    expect(report([low, high]).consecutiveVerifiedPasses).toBe(1);
    expect(
      report([
        { ...low, outcomeCode: 'SUCCEEDED' },
        { ...high, outcomeCode: 'FAILED' },
      ]).consecutiveVerifiedPasses,
    ).toBe(0);
  });

  it('evidenceFreshness: the latest finishedAt among verified passes and its age at asOf', () => {
    const rows = [
      attempt({ finishedAt: AS_OF - 2 * DAY }),
      unverified({ finishedAt: AS_OF - DAY }),
      attempt({ finishedAt: AS_OF - 5 * DAY }),
    ];
    expect(report(rows).evidenceFreshness).toEqual({ lastVerifiedPassAt: AS_OF - 2 * DAY, ageSeconds: (2 * DAY) / SECOND_MS });
    expect(report([unverified()]).evidenceFreshness).toEqual({ lastVerifiedPassAt: null, ageSeconds: null });
  });
});

describe('criticalFailures', () => {
  it('lists every critical attempt finished by asOf, inside the window or not, in every state', () => {
    const inWindow = attempt({ severity: 'CRITICAL', outcomeCode: 'ERRORED', stopReasonCode: 'CRASHED' });
    const outside = attempt({ finishedAt: AS_OF - 400 * DAY, recordedAt: AS_OF - 400 * DAY });
    const flag = adjudication(outside, 1, 'CRITICAL_FAILURE_RECORDED');
    const notYetFinished = attempt({ severity: 'CRITICAL', finishedAt: AS_OF + 1 });
    const flaggedLater = attempt();
    const lateFlag = adjudication(flaggedLater, 1, 'CRITICAL_FAILURE_RECORDED', { recordedAt: AS_OF + 1 });

    const insufficient = report([inWindow, outside, notYetFinished, flaggedLater], [flag, lateFlag], { minSamples: 50 });
    expect(insufficient.state).toBe('INSUFFICIENT_EVIDENCE');
    expect(insufficient.criticalFailures.count).toBe(2);
    expect(insufficient.criticalFailures.attempts).toEqual([
      expect.objectContaining({
        attemptId: inWindow.id,
        outcomeCode: 'ERRORED',
        stopReasonCode: 'CRASHED',
        severity: 'CRITICAL',
        inWindow: true,
        criticalFailureRecorded: false,
      }),
      expect.objectContaining({ attemptId: outside.id, finishedAt: outside.finishedAt, inWindow: false, criticalFailureRecorded: true }),
    ]);

    const drifted = report([inWindow, outside], [flag, adjudication(inWindow, 1, 'DRIFT_DETECTED')]);
    expect(drifted.state).toBe('EVIDENCE_DRIFT');
    expect(drifted.criticalFailures.count).toBe(2);
  });
});

describe('evidenceDigest', () => {
  const base = () => {
    const rows = [attempt(), attempt({ finishedAt: AS_OF - 2 * DAY }), attempt({ finishedAt: AS_OF - 3 * DAY })];
    return { rows, adjudications: [adjudication(rows[0]!, 1, 'HUMAN_ACCEPTED'), verification(rows[1]!, 1, 'FAILED')] };
  };

  it('is the SHA-256 of the sorted content digests of the contributing rows', () => {
    const { rows, adjudications } = base();
    const expected = digestOf([...rows.map((row) => row.contentDigest), ...adjudications.map((row) => row.contentDigest)].sort());
    const result = report(rows, adjudications);
    expect(result.evidenceDigest).toBe(expected);
    expect(result.evidenceRowCount).toBe(5);
  });

  it('does not depend on the order rows are given in', () => {
    const { rows, adjudications } = base();
    expect(report(rows.slice().reverse(), adjudications.slice().reverse())).toEqual(report(rows, adjudications));
  });

  it('covers critical attempts outside the window and drift adjudications, not other rows', () => {
    const { rows, adjudications } = base();
    const before = report(rows, adjudications).evidenceDigest;
    const oldPlain = attempt({ finishedAt: AS_OF - 100 * DAY });
    expect(report([...rows, oldPlain], [...adjudications, adjudication(oldPlain, 1, 'HUMAN_REJECTED')]).evidenceDigest).toBe(before);
    const oldCritical = attempt({ finishedAt: AS_OF - 100 * DAY, severity: 'CRITICAL' });
    expect(report([...rows, oldCritical], adjudications).evidenceDigest).not.toBe(before);
    const resolvedDrift = [adjudication(oldPlain, 1, 'DRIFT_DETECTED'), adjudication(oldPlain, 2, 'DRIFT_RESOLVED')];
    const withDrift = report([...rows, oldPlain], [...adjudications, ...resolvedDrift]);
    expect(withDrift.state).toBe('OK');
    expect(withDrift.evidenceDigest).not.toBe(before);
    expect(withDrift.evidenceRowCount).toBe(7);
  });
});

describe('determinism (property)', () => {
  const kinds: readonly AdjudicationKind[] = ADJUDICATION_KINDS;
  const history = fc
    .array(
      fc.record({
        finishedDaysAgo: fc.integer({ min: -2, max: 60 }),
        recordedDaysAgo: fc.integer({ min: -2, max: 60 }),
        outcomeCode: fc.constantFrom('SUCCEEDED', 'FAILED', 'BLOCKED_BY_POLICY') as fc.Arbitrary<AttemptEvidence['outcomeCode']>,
        verified: fc.constantFrom('PASSED', 'FAILED', 'NOT_RUN') as fc.Arbitrary<AttemptEvidence['verificationResult']>,
        attemptNumber: fc.integer({ min: 1, max: 3 }),
        severity: fc.constantFrom('NORMAL', 'NORMAL', 'CRITICAL') as fc.Arbitrary<AttemptEvidence['severity']>,
        adjudications: fc.array(
          fc.record({ kind: fc.constantFrom(...kinds), daysLater: fc.integer({ min: 0, max: 30 }), failed: fc.boolean() }),
          { maxLength: 4 },
        ),
      }),
      { maxLength: 25 },
    )
    .map((specs) => {
      const attempts = specs.map((spec) =>
        attempt({
          finishedAt: AS_OF - spec.finishedDaysAgo * DAY,
          recordedAt: AS_OF - spec.recordedDaysAgo * DAY,
          outcomeCode: spec.outcomeCode,
          verificationResult: spec.verified,
          attemptNumber: spec.attemptNumber,
          severity: spec.severity,
        }),
      );
      const adjudications = specs.flatMap((spec, index) =>
        spec.adjudications.map((item, position) => {
          const target = attempts[index]!;
          const row =
            item.kind === 'VERIFICATION_RECORDED'
              ? verification(target, position + 1, item.failed ? 'FAILED' : 'PASSED')
              : adjudication(target, position + 1, item.kind);
          return { ...row, recordedAt: target.recordedAt + item.daysLater * DAY + position };
        }),
      );
      return { attempts, adjudications };
    });
  const windows = fc.oneof(
    fc.integer({ min: 1, max: 60 }).map((lastDays): Window => ({ lastDays })),
    fc.integer({ min: 1, max: 30 }).map((lastAttempts): Window => ({ lastAttempts })),
  );

  it('the same rows in any order give an identical report', () => {
    assertProperty(
      fc.property(history, windows, fc.integer({ min: 1, max: 10 }), fc.func(fc.integer()), (evidence, window, minSamples, shuffleKey) => {
        const shuffle = <T>(rows: readonly T[]) =>
          rows
            .map((row, index) => ({ row, key: shuffleKey(index) }))
            .sort((a, b) => a.key - b.key)
            .map((entry) => entry.row);
        const query = { asOf: AS_OF, window, minSamples };
        const original = reliabilityReport({ model: MODEL, ...evidence }, query);
        const shuffled = reliabilityReport(
          { model: MODEL, attempts: shuffle(evidence.attempts), adjudications: shuffle(evidence.adjudications) },
          query,
        );
        expect(JSON.stringify(shuffled)).toBe(JSON.stringify(original));
      }),
      { numRuns: 200 },
    );
  });

  it('rows recorded after asOf never change a report as of asOf', () => {
    assertProperty(
      fc.property(history, history, windows, (earlier, later, window) => {
        const asOf = AS_OF - 5 * DAY;
        const query = { asOf, window, minSamples: 3 };
        const visible = <T extends { recordedAt: number }>(rows: T[]) => rows.filter((row) => row.recordedAt <= asOf);
        const before = reliabilityReport(
          { model: MODEL, attempts: visible(earlier.attempts), adjudications: visible(earlier.adjudications) },
          query,
        );
        const after = reliabilityReport(
          {
            model: MODEL,
            attempts: [...visible(earlier.attempts), ...later.attempts.map((row) => ({ ...row, recordedAt: asOf + 1 }))],
            // later evidence about earlier attempts, recorded after asOf
            adjudications: [
              ...visible(earlier.adjudications),
              ...earlier.attempts.map((row, index) => adjudication(row, 100 + index, 'DRIFT_DETECTED', { recordedAt: asOf + 1 })),
              ...later.adjudications,
            ],
          },
          query,
        );
        expect(after).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });

  it("every rate's task-clustered interval is its Wilson interval when each task has one attempt, and never narrower otherwise", () => {
    assertProperty(
      fc.property(history, windows, fc.integer({ min: 1, max: 4 }), (evidence, window, taskCount) => {
        const query = { asOf: AS_OF, window, minSamples: 1 };
        // attempt() gives every attempt a task of its own.
        const alone = reliabilityReport({ model: MODEL, ...evidence }, query);
        for (const name of RATE_NAMES) {
          const rate = alone.rates[name];
          if (rate.value === null) {
            expect(rate.clustered).toBeNull();
            continue;
          }
          expect(rate.clustered).toMatchObject({
            lower: rate.lower,
            upper: rate.upper,
            designEffect: 1,
            effectiveSampleSize: rate.denominator,
          });
        }
        const grouped = reliabilityReport(
          {
            model: MODEL,
            attempts: evidence.attempts.map((row, index) => ({ ...row, taskRef: `task-${index % taskCount}` })),
            adjudications: evidence.adjudications,
          },
          query,
        );
        for (const name of RATE_NAMES) {
          const rate = grouped.rates[name];
          expect({ ...rate, clustered: undefined }).toEqual({ ...alone.rates[name], clustered: undefined });
          if (rate.value === null) continue;
          expect(rate.clustered!.lower).toBeLessThanOrEqual(rate.lower!);
          expect(rate.clustered!.upper).toBeGreaterThanOrEqual(rate.upper!);
          expect(rate.clustered!.designEffect).toBeGreaterThanOrEqual(1);
          expect(rate.clustered!.tasks).toBeLessThanOrEqual(taskCount);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('reliabilitySeries', () => {
  it('buckets attempts by UTC day of finishedAt, [start, end), with per-bucket counts and states', () => {
    const from = AS_OF - 3 * DAY;
    const to = AS_OF - 1;
    const rows = [
      attempt({ finishedAt: from }),
      attempt({ finishedAt: from + DAY - 1 }),
      attempt({ finishedAt: from + DAY, outcomeCode: 'FAILED', severity: 'CRITICAL' }),
      attempt({ finishedAt: from - 1 }),
      attempt({ finishedAt: AS_OF }),
    ];
    const series = reliabilitySeries({ model: MODEL, attempts: rows, adjudications: [] }, { bucket: 'DAY', from, to, minSamples: 2 });
    expect(series.points.map((point) => [point.start, point.end, point.sampleSize, point.state])).toEqual([
      [from, from + DAY, 2, 'OK'],
      [from + DAY, from + 2 * DAY, 1, 'INSUFFICIENT_EVIDENCE'],
      [from + 2 * DAY, from + 3 * DAY, 0, 'INSUFFICIENT_EVIDENCE'],
    ]);
    expect(series.points[0]!.rates.independentlyVerifiedPassRate.value).toBe(1);
    expect(series.points[1]!.rates.independentlyVerifiedPassRate).toMatchObject({ numerator: 0, denominator: 1, value: null });
    expect(series.points[1]!.criticalFailureCount).toBe(1);
  });

  it('aligns weeks on Monday 00:00 UTC', () => {
    const monday = Date.UTC(2026, 9, 26);
    expect(new Date(monday).getUTCDay()).toBe(1);
    expect(bucketStartOf('WEEK', monday)).toBe(monday);
    expect(bucketStartOf('WEEK', monday + 7 * DAY - 1)).toBe(monday);
    expect(bucketStartOf('WEEK', monday - 1)).toBe(monday - 7 * DAY);
  });

  it('suppresses every point while drift is unresolved as of `to`', () => {
    const rows = [attempt(), attempt()];
    const series = reliabilitySeries(
      { model: MODEL, attempts: rows, adjudications: [adjudication(rows[0]!, 1, 'DRIFT_DETECTED')] },
      { bucket: 'WEEK', from: AS_OF - 14 * DAY, to: AS_OF, minSamples: 1 },
    );
    expect(series.points.every((point) => point.state === 'EVIDENCE_DRIFT')).toBe(true);
    expect(series.unresolvedDriftAttemptIds).toEqual([rows[0]!.id]);
  });

  it(`refuses more than ${MAX_SERIES_BUCKETS} buckets, and from after to`, () => {
    const evidence = { model: MODEL, attempts: [], adjudications: [] };
    const to = AS_OF;
    const from = bucketStartOf('DAY', to) - (MAX_SERIES_BUCKETS - 1) * DAY;
    expect(reliabilitySeries(evidence, { bucket: 'DAY', from, to, minSamples: 1 }).points).toHaveLength(MAX_SERIES_BUCKETS);
    expect(() => reliabilitySeries(evidence, { bucket: 'DAY', from: from - 1, to, minSamples: 1 })).toThrow(RangeError);
    expect(() => reliabilitySeries(evidence, { bucket: 'DAY', from: to + 1, to, minSamples: 1 })).toThrow(RangeError);
  });
});
