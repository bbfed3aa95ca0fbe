// Filters of the lists (docs/clients.md, "Lists and filters"): `attempts`, `cohorts` and the
// root `adjudications`. Each filter is checked against an oracle: the unfiltered list of the
// same token, filtered here in TypeScript, so a filter that drops, adds or reorders a row
// fails. Paging forwards and backwards under a filter walks exactly the filtered list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { graphql, type ListFiltersCohortsQueryVariables } from '../helpers/graphql.js';

let ledger: TestLedger;
let reader: TestToken;
const projectId = newProjectId();
const otherProjectId = newProjectId();
const HOUR = 3_600_000;
const base = Date.now() - 48 * HOUR;

const OUTCOMES = [
  ['SUCCEEDED', 'COMPLETED'],
  ['FAILED', 'VALIDATION_FAILED'],
  ['TIMED_OUT', 'TIMEOUT'],
  ['BLOCKED_BY_POLICY', 'POLICY_BLOCKED'],
] as const;

/** The n-th recorded attempt's varying fields: every combination appears more than once. */
function attemptOf(n: number) {
  const [outcomeCode, stopReasonCode] = OUTCOMES[n % 4]!;
  const finishedAt = new Date(base + n * HOUR);
  return {
    capability: n % 3 === 0 ? 'code.review' : 'code.edit.typescript',
    workerRef: `worker-${n % 2}`,
    outcomeCode,
    stopReasonCode,
    severity: n % 5 === 0 ? ('CRITICAL' as const) : ('NORMAL' as const),
    verification:
      n % 3 === 1
        ? ({ mode: 'SELF_REPORTED', result: 'PASSED', verifierRef: `worker-${n % 2}`, verifierModel: null } as const)
        : ({ mode: 'DETERMINISTIC_CHECK', result: n % 2 ? 'FAILED' : 'PASSED', verifierRef: 'ci-runner', verifierModel: null } as const),
    runtime: { provider: n % 4 < 2 ? 'acme' : 'globex', model: `model-${n % 2}`, runtimeVersion: '2026.11' },
    policy: { harnessVersion: `harness-${n % 3}`, policyVersion: 'policy-7' },
    startedAt: new Date(finishedAt.getTime() - 10 * 60_000).toISOString(),
    finishedAt: finishedAt.toISOString(),
  };
}

const ATTEMPT_FIELDS = `ledgerId capabilityKey workerRef outcomeCode stopReasonCode severity verificationMode verificationResult finishedAt
  cohort { ledgerId provider model harnessVersion policyVersion }`;
type AttemptNode = {
  ledgerId: string;
  capabilityKey: string;
  workerRef: string;
  outcomeCode: string;
  stopReasonCode: string;
  severity: string;
  verificationMode: string;
  verificationResult: string;
  finishedAt: string;
  cohort: { ledgerId: string; provider: string; model: string; harnessVersion: string; policyVersion: string };
};

let allAttempts: AttemptNode[];
let adjudicated: string[];

beforeAll(async () => {
  ledger = await createTestLedger();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId, otherProjectId] });
  for (let n = 0; n < 24; n += 1) {
    const a = attemptOf(n);
    const input = outcomeInput(projectId, {
      capabilities: [a.capability],
      workerRef: a.workerRef,
      outcomeCode: a.outcomeCode,
      stopReasonCode: a.stopReasonCode,
      severity: a.severity,
      verification: a.verification,
      runtime: a.runtime,
      policy: a.policy,
      startedAt: a.startedAt,
      finishedAt: a.finishedAt,
    });
    const answer = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    expect(answer.data?.recordAttempt.__typename, answer.text).toBe('RecordAttemptSuccess');
  }
  // Another project's rows, which the project's token must never see, whatever the filter.
  for (let n = 0; n < 3; n += 1)
    await ledger.gql(recorder.token, RECORD_ATTEMPT, {
      input: outcomeInput(otherProjectId, { workerRef: 'worker-0', capabilities: ['code.review'] }),
    });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  allAttempts = (await attempts(reader.token, 'first: 100')).edges.map((edge) => edge.node);
  expect(allAttempts).toHaveLength(24);

  // Adjudications: of several kinds, by two verifiers and a reviewer, on several attempts.
  const reviewer = await ledger.token({ roles: ['adjudicator'], projects: [projectId, otherProjectId] });
  const verifiers = [
    await ledger.token({ roles: ['adjudicator'], projects: [projectId], actorRef: 'nightly-ci' }),
    await ledger.token({ roles: ['adjudicator'], projects: [projectId], actorRef: 'fuzz-ci' }),
  ];
  adjudicated = allAttempts.slice(0, 6).map((attempt) => attempt.ledgerId);
  for (const [index, attemptId] of adjudicated.entries()) {
    const verdict = await ledger.gql(verifiers[index % 2]!.token, APPEND_ADJUDICATION, {
      input: {
        attemptId,
        idempotencyKey: `verdict-${index}`,
        kind: 'VERIFICATION_RECORDED',
        verification: { mode: 'DETERMINISTIC_CHECK', result: 'PASSED', verifierRef: verifiers[index % 2]!.actorRef, verifierModel: null },
      },
    });
    expect(verdict.data?.appendAdjudication.__typename, verdict.text).toBe('AppendAdjudicationSuccess');
    const kind = index % 3 === 0 ? 'HUMAN_ACCEPTED' : index % 3 === 1 ? 'HUMAN_REJECTED' : 'REWORK_REQUESTED';
    const decision = await ledger.gql(reviewer.token, APPEND_ADJUDICATION, {
      input: { attemptId, idempotencyKey: `decision-${index}`, kind },
    });
    expect(decision.data?.appendAdjudication.__typename, decision.text).toBe('AppendAdjudicationSuccess');
  }
  const elsewhere = (await ledger.owner.query<{ id: string }>(`SELECT id FROM attempt WHERE project_id = $1 LIMIT 1`, [otherProjectId]))
    .rows[0]!.id;
  await ledger.gql(reviewer.token, APPEND_ADJUDICATION, {
    input: { attemptId: elsewhere, idempotencyKey: 'elsewhere', kind: 'HUMAN_ACCEPTED' },
  });
});

afterAll(async () => {
  await ledger?.close();
});

interface Page<Node> {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}
const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

async function attempts(token: string, args: string, variables: Record<string, unknown> = {}): Promise<Page<AttemptNode>> {
  const declared = Object.keys(variables).length
    ? `(${Object.keys(variables)
        .map((name) => `$${name}: ${VARIABLE_TYPES[name]}`)
        .join(', ')})`
    : '';
  const answer = await ledger.gql(
    token,
    `query${declared} { attempts(${args}) { edges { cursor node { ${ATTEMPT_FIELDS} } } ${PAGE_INFO} } }`,
    variables,
  );
  expect(answer.errors, answer.text).toBeUndefined();
  return (answer.data as { attempts: Page<AttemptNode> }).attempts;
}
const VARIABLE_TYPES: Record<string, string> = { from: 'DateTime', until: 'DateTime' };

/** Walks a whole list by pages of `size`, forwards (first/after) or backwards (last/before), in list order. */
async function walk<Node extends { ledgerId: string }>(
  page: (args: string) => Promise<Page<Node>>,
  size: number,
  direction: 'forward' | 'backward',
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 100; guard += 1) {
    const args: string =
      direction === 'forward'
        ? `first: ${size}${cursor ? `, after: "${cursor}"` : ''}`
        : `last: ${size}${cursor ? `, before: "${cursor}"` : ''}`;
    const current = await page(args);
    const pageIds = current.edges.map((edge) => edge.node.ledgerId);
    if (direction === 'forward') ids.push(...pageIds);
    else ids.unshift(...pageIds);
    const more = direction === 'forward' ? current.pageInfo.hasNextPage : current.pageInfo.hasPreviousPage;
    if (!more) return ids;
    cursor = direction === 'forward' ? current.pageInfo.endCursor : current.pageInfo.startCursor;
  }
  throw new Error('the walk did not end');
}

describe('attempts filters', () => {
  const cases: [string, string, (attempt: AttemptNode) => boolean][] = [
    ['capabilityKey', 'capabilityKey: "code.review"', (a) => a.capabilityKey === 'code.review'],
    ['workerRef', 'workerRef: "worker-1"', (a) => a.workerRef === 'worker-1'],
    ['outcomeCodes (any of)', 'outcomeCodes: [FAILED, TIMED_OUT]', (a) => ['FAILED', 'TIMED_OUT'].includes(a.outcomeCode)],
    ['stopReasonCodes (any of)', 'stopReasonCodes: [POLICY_BLOCKED]', (a) => a.stopReasonCode === 'POLICY_BLOCKED'],
    ['severity', 'severity: CRITICAL', (a) => a.severity === 'CRITICAL'],
    ['verificationMode', 'verificationMode: SELF_REPORTED', (a) => a.verificationMode === 'SELF_REPORTED'],
    ['verificationResult', 'verificationResult: FAILED', (a) => a.verificationResult === 'FAILED'],
    [
      'several filters together (AND)',
      'capabilityKey: "code.edit.typescript", workerRef: "worker-0", outcomeCodes: [SUCCEEDED, FAILED, TIMED_OUT], verificationMode: DETERMINISTIC_CHECK',
      (a) =>
        a.capabilityKey === 'code.edit.typescript' &&
        a.workerRef === 'worker-0' &&
        a.outcomeCode !== 'BLOCKED_BY_POLICY' &&
        a.verificationMode === 'DETERMINISTIC_CHECK',
    ],
  ];

  it.each(cases)('%s gives exactly the matching attempts, newest first', async (_name, args, matches) => {
    const expected = allAttempts.filter(matches).map((attempt) => attempt.ledgerId);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(allAttempts.length);
    const page = await attempts(reader.token, `first: 100, ${args}`);
    expect(page.edges.map((edge) => edge.node.ledgerId)).toEqual(expected);
  });

  it('a finishedAt range is [finishedFrom, finishedUntil)', async () => {
    const from = new Date(base + 5 * HOUR);
    const until = new Date(base + 11 * HOUR);
    const expected = allAttempts
      .filter((a) => new Date(a.finishedAt) >= from && new Date(a.finishedAt) < until)
      .map((attempt) => attempt.ledgerId);
    expect(expected).toHaveLength(6);
    const page = await attempts(reader.token, 'first: 100, finishedFrom: $from, finishedUntil: $until', {
      from: from.toISOString(),
      until: until.toISOString(),
    });
    expect(page.edges.map((edge) => edge.node.ledgerId)).toEqual(expected);
  });

  it('pages forwards and backwards through a filtered list', async () => {
    const args = 'workerRef: "worker-0", outcomeCodes: [SUCCEEDED, FAILED]';
    const expected = allAttempts
      .filter((a) => a.workerRef === 'worker-0' && ['SUCCEEDED', 'FAILED'].includes(a.outcomeCode))
      .map((a) => a.ledgerId);
    expect(expected.length).toBeGreaterThan(4);
    for (const size of [1, 2, 5])
      for (const direction of ['forward', 'backward'] as const)
        expect(await walk((page) => attempts(reader.token, `${page}, ${args}`), size, direction), `${direction} by ${size}`).toEqual(
          expected,
        );
  });

  it('an empty list of codes matches nothing', async () => {
    expect((await attempts(reader.token, 'first: 10, outcomeCodes: []')).edges).toEqual([]);
  });

  it('another project stays out whatever the filter', async () => {
    const page = await attempts(reader.token, 'first: 100, workerRef: "worker-0", capabilityKey: "code.review"');
    expect(page.edges.length).toBeGreaterThan(0);
    const other = await ledger.gql(
      reader.token,
      graphql(`
        query ListFiltersOtherProject($projectId: String) {
          attempts(first: 100, projectId: $projectId, workerRef: "worker-0") { edges { node { ledgerId } } }
        }
      `),
      { projectId: otherProjectId },
    );
    expect(other.data.attempts.edges).toEqual([]);
  });

  it('refuses a malformed filter or an empty finishedAt range as BAD_USER_INPUT naming the argument', async () => {
    const badWorker = await ledger.gql(
      reader.token,
      `{ attempts(first: 5, workerRef: "not a reference!") { edges { node { ledgerId } } } }`,
    );
    expect(badWorker.errors?.[0]?.extensions?.code, badWorker.text).toBe('BAD_USER_INPUT');
    expect(badWorker.text).toContain('workerRef');
    const instant = new Date(base).toISOString();
    const empty = await ledger.gql(
      reader.token,
      `query($from: DateTime, $until: DateTime) { attempts(first: 5, finishedFrom: $from, finishedUntil: $until) { edges { node { ledgerId } } } }`,
      {
        from: instant,
        until: instant,
      },
    );
    expect(empty.errors?.[0]?.extensions?.code, empty.text).toBe('BAD_USER_INPUT');
    expect(empty.text).toContain('finishedUntil');
  });
});

describe('cohorts filters', () => {
  const ALL_COHORTS = graphql(`
    query ListFiltersAllCohorts { cohorts(first: 100) { edges { node { ledgerId capabilityKey provider model harnessVersion policyVersion } } } }
  `);
  const FILTERED_COHORTS = graphql(`
    query ListFiltersCohorts($provider: String, $model: String, $harnessVersion: String, $policyVersion: String, $capabilityKey: String, $first: Int) {
      cohorts(provider: $provider, model: $model, harnessVersion: $harnessVersion, policyVersion: $policyVersion, capabilityKey: $capabilityKey, first: $first) {
        edges { node { ledgerId } }
      }
    }
  `);

  it.each([
    ['provider', { provider: 'globex' }, (c: AttemptNode['cohort']) => c.provider === 'globex'],
    ['model', { model: 'model-1' }, (c: AttemptNode['cohort']) => c.model === 'model-1'],
    ['harnessVersion', { harnessVersion: 'harness-2' }, (c: AttemptNode['cohort']) => c.harnessVersion === 'harness-2'],
    ['policyVersion', { policyVersion: 'policy-7' }, (c: AttemptNode['cohort']) => c.policyVersion === 'policy-7'],
    [
      'several together',
      { provider: 'acme', model: 'model-0', capabilityKey: 'code.review' },
      (c: AttemptNode['cohort']) => c.provider === 'acme' && c.model === 'model-0',
    ],
  ] satisfies [string, ListFiltersCohortsQueryVariables, (c: AttemptNode['cohort']) => boolean][])(
    '%s gives exactly the matching cohorts',
    async (_name, filter, matches) => {
      const all = await ledger.gql(reader.token, ALL_COHORTS, {});
      const nodes = all.data.cohorts.edges.map((edge) => edge.node);
      const capability = 'capabilityKey' in filter ? filter.capabilityKey : undefined;
      const expected = nodes.filter((c) => matches(c) && (!capability || c.capabilityKey === capability)).map((c) => c.ledgerId);
      expect(expected.length).toBeGreaterThan(0);
      const page = await ledger.gql(reader.token, FILTERED_COHORTS, { ...filter, first: 100 });
      expect(page.errors, page.text).toBeUndefined();
      expect(page.data.cohorts.edges.map((edge) => edge.node.ledgerId)).toEqual(expected);
    },
  );

  it('refuses a malformed provider as BAD_USER_INPUT', async () => {
    const answer = await ledger.gql(reader.token, FILTERED_COHORTS, { provider: 'bad provider\n', first: 5 });
    expect(answer.errors?.[0]?.extensions?.code, answer.text).toBe('BAD_USER_INPUT');
  });
});

describe('the root adjudications list', () => {
  const NODE = 'ledgerId kind verifierRef recordedAt attempt { ledgerId cohort { ledgerId } }';
  type Node = {
    ledgerId: string;
    kind: string;
    verifierRef: string | null;
    recordedAt: string;
    attempt: { ledgerId: string; cohort: { ledgerId: string } };
  };
  async function adjudications(token: string, args: string, variables: Record<string, unknown> = {}): Promise<Page<Node>> {
    const declared = Object.keys(variables).length
      ? `(${Object.keys(variables)
          .map((name) => `$${name}: DateTime`)
          .join(', ')})`
      : '';
    const answer = await ledger.gql(
      token,
      `query${declared} { adjudications(${args}) { edges { cursor node { ${NODE} } } ${PAGE_INFO} } }`,
      variables,
    );
    expect(answer.errors, answer.text).toBeUndefined();
    return (answer.data as { adjudications: Page<Node> }).adjudications;
  }
  let all: Node[];
  beforeAll(async () => {
    all = (await adjudications(reader.token, 'first: 100')).edges.map((edge) => edge.node);
  });

  it("lists the project's adjudications newest first, and no other project's", async () => {
    expect(all).toHaveLength(12);
    const times = all.map((node) => Date.parse(node.recordedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.map((node) => node.attempt.ledgerId))).toEqual(new Set(adjudicated));
  });

  it.each([
    ['kinds (any of)', 'kinds: [HUMAN_REJECTED, REWORK_REQUESTED]', (n: Node) => ['HUMAN_REJECTED', 'REWORK_REQUESTED'].includes(n.kind)],
    ['verifierRef', 'verifierRef: "fuzz-ci"', (n: Node) => n.verifierRef === 'fuzz-ci'],
    ['projectId', `projectId: "${projectId}"`, () => true],
  ])('%s gives exactly the matching adjudications', async (_name, args, matches) => {
    const expected = all.filter(matches).map((node) => node.ledgerId);
    expect(expected.length).toBeGreaterThan(0);
    expect((await adjudications(reader.token, `first: 100, ${args}`)).edges.map((edge) => edge.node.ledgerId)).toEqual(expected);
  });

  it('filters by attempt and by cohort (global or raw ids)', async () => {
    const attemptId = adjudicated[2]!;
    const ofAttempt = all.filter((node) => node.attempt.ledgerId === attemptId).map((node) => node.ledgerId);
    expect(ofAttempt).toHaveLength(2);
    expect((await adjudications(reader.token, `first: 100, attemptId: "${attemptId}"`)).edges.map((edge) => edge.node.ledgerId)).toEqual(
      ofAttempt,
    );
    const cohortId = all[0]!.attempt.cohort.ledgerId;
    const ofCohort = all.filter((node) => node.attempt.cohort.ledgerId === cohortId).map((node) => node.ledgerId);
    expect((await adjudications(reader.token, `first: 100, cohortId: "${cohortId}"`)).edges.map((edge) => edge.node.ledgerId)).toEqual(
      ofCohort,
    );
  });

  it('a recordedAt range is [recordedFrom, recordedUntil)', async () => {
    const ordered = [...all].reverse();
    const from = ordered[3]!.recordedAt;
    const until = ordered[9]!.recordedAt;
    const expected = all.filter((node) => node.recordedAt >= from && node.recordedAt < until).map((node) => node.ledgerId);
    expect(expected.length).toBeGreaterThan(0);
    const page = await adjudications(reader.token, 'first: 100, recordedFrom: $from, recordedUntil: $until', { from, until });
    expect(page.edges.map((edge) => edge.node.ledgerId)).toEqual(expected);
  });

  it('pages forwards and backwards', async () => {
    const expected = all.map((node) => node.ledgerId);
    for (const size of [1, 5])
      for (const direction of ['forward', 'backward'] as const)
        expect(await walk((page) => adjudications(reader.token, page), size, direction), `${direction} by ${size}`).toEqual(expected);
  });

  it("needs the reader role, and another project's token sees none of them", async () => {
    const adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
    expect((await adjudications(adjudicator.token, 'first: 100')).edges).toEqual([]);
    const stranger = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
    expect((await adjudications(stranger.token, `first: 100, projectId: "${projectId}"`)).edges).toEqual([]);
    expect((await adjudications(stranger.token, `first: 100, attemptId: "${adjudicated[0]}"`)).edges).toEqual([]);
  });
});
