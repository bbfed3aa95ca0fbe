// A realistic example history, recorded through the public GraphQL API of a running
// ledger: what `npm run demo` records and what the dashboard's browser test seeds.
// Every run uses fresh outcome and decision ids, so running it again adds another
// run's worth of history to the same example projects and never fails.
import { createHash, randomUUID } from 'node:crypto';
import { SHARED_PROSE_PROJECT } from '../src/modules/annotations/store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The example projects: a platform team's repository and a documentation site. */
export const DEMO_PROJECTS = {
  platform: '0d5e7a3c-2b1f-4c8e-9a6d-4f3b2e1c0a9d',
  docs: '7a1c9e5b-3d2f-4e6a-8b0c-5d4e3f2a1b0c',
} as const;

export interface DemoTokens {
  /** Records attempts and agreement proposals; actor differs from the adjudicator's. */
  recorder: string;
  /** Appends adjudications and agreement reviews. */
  adjudicator: string;
  /**
   * Registers the example's verifiers and the platform project's label (admin of both
   * projects), and its rubric, whose prose goes to the shared project of rubric prose
   * (SHARED_PROSE_PROJECT): the token also names that project, or all projects.
   */
  admin: string;
  /** The credential of the judge `verifier-lyra` (adjudicator, actor verifier-lyra): its verdicts come from it. */
  verifier: string;
}

/** The judge whose verdicts the example adjudicates, with its own credential. */
export const DEMO_JUDGE = { verifierRef: 'verifier-lyra', model: 'acme-judge-1' } as const;

/** The display label the example gives the platform project; the docs project keeps its bare UUID. */
export const DEMO_PLATFORM_LABEL = 'platform-team';

/** The rubric the example grades the established model's changes with (threshold 3; `readability` optional). */
export const DEMO_RUBRIC = {
  domain: 'code-change',
  version: 'v1',
  threshold: 3,
  criteria: [
    { id: 'correctness', required: true },
    { id: 'test-coverage', required: true },
    { id: 'readability', required: false },
  ],
} as const;

/** The grader of the example: not the worker, not the recorder; its model is not the attempts' own. */
export const DEMO_GRADER = { graderRef: 'grader-quill', model: 'acme-judge-1' } as const;

export interface DemoOptions {
  /** The ledger's GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql. */
  url: string;
  tokens: DemoTokens;
  /** Distinguishes this run's outcome and decision ids; fresh by default. */
  runId?: string;
  projects?: { platform: string; docs: string };
  now?: Date;
}

/** What a run recorded, by the role each cohort plays in the example. */
export interface DemoSummary {
  runId: string;
  projects: { platform: string; docs: string };
  cohorts: {
    /** OK, with a critical failure: the established model. */
    established: string;
    /** INSUFFICIENT_EVIDENCE, with a critical failure: the model change requalifying. */
    requalifying: string;
    /** Same capability and model under a newer policy. */
    newPolicy: string;
    /** EVIDENCE_DRIFT, with a critical failure. */
    drifted: string;
    /** OK again after its drift was resolved. */
    resolvedDrift: string;
    /** The docs project's only cohort. */
    docs: string;
  };
  attempts: number;
  adjudications: number;
  agreementEvents: number;
  /** The digest of DEMO_RUBRIC as registered. */
  rubricDigest: string;
  /** Gradings recorded (rounds 0 and 1), all in the established cohort. */
  gradings: number;
  /** Ledger ids of the established cohort's attempts graded in both rounds. */
  regradedAttempts: string[];
  /** Digests of the platform project's alert rules (DEMO_ALERT_RULES, in order). */
  alertRules: string[];
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

/**
 * What the demo reads of a mutation's result union: its typename, the message of an error,
 * and the fields `S` of the success, which it reads only once the typename says success.
 */
type Result<S = object> = { __typename: string; message?: string } & S;

/** Runs one operation; resolves to its data (`T`: what the caller reads of it), or throws with the errors. */
async function gql<T>(url: string, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLAnswer<T>;
  if (!response.ok || body.errors?.length || !body.data)
    throw new Error(`the ledger answered ${response.status}: ${body.errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
  return body.data;
}

const REGISTER_VERIFIER = /* GraphQL */ `
  mutation DemoVerifier($input: RegisterVerifierInput!) {
    registerVerifier(input: $input) { __typename ... on Error { message } }
  }
`;

const RECORD_ATTEMPTS = /* GraphQL */ `
  mutation Demo($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) {
      __typename
      ... on RecordAttemptsSuccess {
        results { index result { __typename
          ... on RecordAttemptSuccess { attempts { ledgerId cohort { ledgerId } } }
          ... on Error { message } } }
      }
      ... on Error { message }
    }
  }
`;
type RecordAttemptsAnswer = {
  recordAttempts: Result<{
    results: { index: number; result: Result<{ attempts: { ledgerId: string; cohort: { ledgerId: string } }[] }> }[];
  }>;
};

const APPEND_ADJUDICATION = /* GraphQL */ `
  mutation Demo($input: AppendAdjudicationInput!) {
    appendAdjudication(input: $input) { __typename ... on Error { message } }
  }
`;

const RECORD_AGREEMENT_EVENT = /* GraphQL */ `
  mutation Demo($input: RecordAgreementEventInput!) {
    recordAgreementEvent(input: $input) { __typename ... on Error { message } }
  }
`;

const REGISTER_RUBRIC = /* GraphQL */ `
  mutation DemoRubric($input: RegisterRubricInput!) {
    registerRubric(input: $input) { __typename ... on RegisterRubricSuccess { rubric { digest } } ... on Error { message } }
  }
`;

const RECORD_GRADED = /* GraphQL */ `
  mutation DemoGrading($input: RecordGradedVerificationInput!) {
    recordGradedVerification(input: $input) { __typename ... on RecordGradedVerificationSuccess { gradedVerification { reworkRecommended } } ... on Error { message } }
  }
`;
type RecordGradedAnswer = { recordGradedVerification: Result<{ gradedVerification: { reworkRecommended: boolean } }> };

const CREATE_ALERT_RULE = /* GraphQL */ `
  mutation DemoAlertRule($input: CreateAlertRuleInput!) {
    createAlertRule(input: $input) { __typename ... on CreateAlertRuleSuccess { rule { digest } } ... on Error { message } }
  }
`;

/** The platform project's alert rules (docs/alerts.md): each change of state, and each new critical failure. */
export const DEMO_ALERT_RULES = [{ kind: 'STATE_CHANGED' }, { kind: 'CRITICAL_FAILURE' }] as const;

const SET_PROJECT_LABEL = /* GraphQL */ `
  mutation DemoLabel($input: SetProjectLabelInput!) {
    setProjectLabel(input: $input) { __typename ... on Error { message } }
  }
`;

const STORE_ANNOTATION = /* GraphQL */ `
  mutation Demo($project: String!, $text: String!) {
    storeAnnotation(projectId: $project, text: $text) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }
  }
`;
type StoreAnnotationAnswer = { storeAnnotation: Result<{ annotation: { digest: string } }> };

function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A deterministic 0..1 sequence, so every run tells the same story. */
function unit(seed: number): number {
  const x = Math.sin(seed * 12.9898 + 78.233) * 43758.5453;
  return x - Math.floor(x);
}

interface CohortShape {
  /** Its attempts state what they cost (the docs project's do not: its cost per verified success is unknown). */
  statesEffort: boolean;
  projectId: string;
  capability: string;
  model: string;
  runtimeVersion: string;
  policyVersion: string;
  rootRef: string;
}

type AttemptKind = 'pass' | 'fail' | 'unverified' | 'blocked' | 'critical' | 'retry-pass';

interface PlannedAttempt {
  shape: CohortShape;
  kind: AttemptKind;
  daysAgo: number;
  label: string;
}

function outcomeOf(runId: string, planned: PlannedAttempt, now: Date): Record<string, unknown> {
  const finishedAt = new Date(now.getTime() - planned.daysAgo * DAY_MS - 90_000);
  const startedAt = new Date(finishedAt.getTime() - (6 + Math.floor(unit(planned.daysAgo) * 20)) * 60_000);
  const { shape, kind } = planned;
  const failed = kind === 'fail' || kind === 'critical';
  const verification =
    kind === 'unverified'
      ? { mode: 'SELF_REPORTED', result: 'NOT_RUN' }
      : kind === 'blocked'
        ? { mode: 'NONE', result: 'NOT_RUN' }
        : { mode: 'DETERMINISTIC_CHECK', result: failed ? 'FAILED' : 'PASSED', verifierRef: 'ci-runner' };
  return {
    outcomeId: `demo-${runId}-${planned.label}`,
    projectId: shape.projectId,
    taskRef: `task-${planned.label}`,
    agentRunRef: `run-${runId}-${planned.label}`,
    workerRef: 'agent-builder-7',
    outcomeCode: kind === 'blocked' ? 'BLOCKED_BY_POLICY' : failed ? 'FAILED' : 'SUCCEEDED',
    stopReasonCode: kind === 'blocked' ? 'POLICY_BLOCKED' : failed ? 'VALIDATION_FAILED' : 'COMPLETED',
    attemptNumber: kind === 'retry-pass' ? 2 : 1,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    capabilities: [shape.capability],
    scope: { rootRef: shape.rootRef, paths: ['src/'], resources: [] },
    runtime: { provider: 'acme', model: shape.model, runtimeVersion: shape.runtimeVersion },
    policy: { harnessVersion: 'harness-1.4', policyVersion: shape.policyVersion },
    verification,
    acceptanceCriteria: { total: 3, met: failed ? 1 : 3 },
    validationCommands: { total: 2, passed: failed ? 1 : 2, failed: failed ? 1 : 0 },
    severity: kind === 'critical' ? 'CRITICAL' : 'NORMAL',
    evidence: [{ kind: 'LOG', digest: digestOf(`log-${runId}-${planned.label}`) }],
    ...(shape.statesEffort ? { effort: effortOf(planned) } : {}),
  };
}

/**
 * What an attempt of the example cost (docs/specification.md §3.3, "Effort"): tokens drawn
 * from the same deterministic sequence, priced at 3 USD per million input and 15 USD per
 * million output tokens; a retry carries its own, larger, context.
 */
function effortOf(planned: PlannedAttempt) {
  const seed = planned.daysAgo * 97;
  const retry = planned.kind === 'retry-pass' ? 2 : 1;
  const inputTokens = retry * (6_000 + Math.floor(unit(seed) * 30_000));
  const outputTokens = retry * (800 + Math.floor(unit(seed + 1) * 4_000));
  return { inputTokens, outputTokens, cost: { micros: inputTokens * 3 + outputTokens * 15, currency: 'USD' } };
}

/** `count` attempts spread over the last `days` days, mostly verified passes. */
function history(
  shape: CohortShape,
  name: string,
  count: number,
  days: number,
  seed: number,
  special: Record<number, AttemptKind> = {},
): PlannedAttempt[] {
  return Array.from({ length: count }, (_, index) => {
    const roll = unit(seed * 1000 + index);
    const kind: AttemptKind =
      special[index] ?? (roll < 0.72 ? 'pass' : roll < 0.82 ? 'retry-pass' : roll < 0.9 ? 'fail' : roll < 0.96 ? 'unverified' : 'blocked');
    return { shape, kind, daysAgo: days * (1 - index / count) + 0.05, label: `${name}-${index}` };
  });
}

/** Records the example history and returns the cohorts it made. */
export async function recordDemoHistory(options: DemoOptions): Promise<DemoSummary> {
  const runId = options.runId ?? randomUUID().slice(0, 8);
  const projects = options.projects ?? DEMO_PROJECTS;
  const now = options.now ?? new Date();
  const { url, tokens } = options;
  const base = {
    projectId: projects.platform,
    rootRef: 'repo-platform',
    runtimeVersion: '2026.10',
    policyVersion: 'policy-7',
    statesEffort: true,
  };
  const established: CohortShape = { ...base, capability: 'code.edit.typescript', model: 'acme-coder-2' };
  const requalifying: CohortShape = { ...established, model: 'acme-coder-3', runtimeVersion: '2026.11' };
  const newPolicy: CohortShape = { ...established, policyVersion: 'policy-8' };
  const drifted: CohortShape = { ...base, capability: 'sql.migration.write', model: 'acme-coder-2' };
  const resolvedDrift: CohortShape = { ...base, capability: 'test.generate.unit', model: 'acme-coder-2' };
  const docs: CohortShape = {
    statesEffort: false,
    projectId: projects.docs,
    rootRef: 'repo-docs',
    runtimeVersion: '2026.10',
    policyVersion: 'policy-3',
    capability: 'docs.write.markdown',
    model: 'acme-writer-1',
  };

  const planned = [
    ...history(established, 'ts', 48, 44, 1, { 30: 'critical' }),
    ...history(requalifying, 'ts3', 9, 6, 2, { 4: 'fail' }),
    ...history(newPolicy, 'tsp8', 6, 3, 3),
    ...history(drifted, 'sql', 26, 28, 4, { 12: 'critical' }),
    ...history(resolvedDrift, 'tests', 24, 20, 5),
    ...history(docs, 'docs', 22, 25, 6),
  ];
  // The verifiers whose verdicts count (docs/specification.md §3.3): the harness's check in
  // both projects, the judge in the platform project. A second run replays them.
  for (const [projectId, verifierRef, kind, model] of [
    [projects.platform, 'ci-runner', 'DETERMINISTIC_CHECK', null],
    [projects.docs, 'ci-runner', 'DETERMINISTIC_CHECK', null],
    [projects.platform, DEMO_JUDGE.verifierRef, 'INDEPENDENT_AGENT', DEMO_JUDGE.model],
  ] as const) {
    const answer = await gql<{ registerVerifier: Result }>(url, tokens.admin, REGISTER_VERIFIER, {
      input: { projectId, verifierRef, kind, model },
    });
    if (answer.registerVerifier.__typename !== 'RegisterVerifierSuccess')
      throw new Error(`registerVerifier ${verifierRef}: ${answer.registerVerifier.message}`);
  }
  // Alert rules before the history, so the evaluator raises what it shows (a second run replays them).
  const alertRules: string[] = [];
  for (const rule of DEMO_ALERT_RULES) {
    const answer = await gql<{ createAlertRule: Result<{ rule: { digest: string } }> }>(url, tokens.admin, CREATE_ALERT_RULE, {
      input: { projectId: projects.platform, ...rule },
    });
    if (answer.createAlertRule.__typename !== 'CreateAlertRuleSuccess')
      throw new Error(`createAlertRule ${rule.kind}: ${answer.createAlertRule.message}`);
    alertRules.push(answer.createAlertRule.rule.digest);
  }
  const inputs = planned.map((attempt) => outcomeOf(runId, attempt, now));
  const recorded = await gql<RecordAttemptsAnswer>(url, tokens.recorder, RECORD_ATTEMPTS, { inputs });
  if (recorded.recordAttempts.__typename !== 'RecordAttemptsSuccess') throw new Error(`recordAttempts: ${recorded.recordAttempts.message}`);
  const attemptIds = new Map<string, string>();
  const cohortOf = new Map<CohortShape, string>();
  for (const item of recorded.recordAttempts.results) {
    if (item.result.__typename !== 'RecordAttemptSuccess') throw new Error(`outcome ${item.index}: ${item.result.message}`);
    const attempt = item.result.attempts[0]!;
    attemptIds.set(planned[item.index]!.label, attempt.ledgerId);
    cohortOf.set(planned[item.index]!.shape, attempt.cohort.ledgerId);
  }

  // Later evidence from a reviewer: independent verdicts, rejections, a rollback,
  // rework, and a critical failure flagged on the requalifying model.
  let adjudications = 0;
  const adjudicate = async (label: string, kind: string, extra: Record<string, unknown> = {}, token = tokens.adjudicator) => {
    const answer = await gql<{ appendAdjudication: Result }>(url, token, APPEND_ADJUDICATION, {
      input: { attemptId: attemptIds.get(label), kind, idempotencyKey: `demo-${runId}-${label}-${kind}`, ...extra },
    });
    if (answer.appendAdjudication.__typename !== 'AppendAdjudicationSuccess')
      throw new Error(`${kind} on ${label}: ${answer.appendAdjudication.message}`);
    adjudications += 1;
  };
  const independent = { mode: 'INDEPENDENT_AGENT', result: 'PASSED', verifierRef: DEMO_JUDGE.verifierRef, verifierModel: DEMO_JUDGE.model };
  for (const label of ['ts-40', 'ts-42', 'ts-44', 'tests-20'])
    await adjudicate(label, 'VERIFICATION_RECORDED', { verification: independent }, tokens.verifier);
  await adjudicate('ts-35', 'HUMAN_REJECTED');
  await adjudicate('ts-38', 'ROLLBACK_RECORDED');
  await adjudicate('ts-41', 'REWORK_REQUESTED');
  await adjudicate('docs-10', 'HUMAN_ACCEPTED');
  await adjudicate('ts3-7', 'CRITICAL_FAILURE_RECORDED');

  // Drift: an outcome sent again with different content. The ledger refuses it and
  // records DRIFT_DETECTED; one cohort's drift is resolved by the reviewer, the other's is not.
  for (const label of ['sql-5', 'tests-3']) {
    const original = planned.find((attempt) => attempt.label === label)!;
    const changed = { ...outcomeOf(runId, original, now), outcomeCode: 'FAILED', stopReasonCode: 'CRASHED' };
    const answer = await gql<RecordAttemptsAnswer>(url, tokens.recorder, RECORD_ATTEMPTS, { inputs: [changed] });
    const result = answer.recordAttempts.results?.[0]?.result;
    if (result?.__typename !== 'IdempotencyConflictError') throw new Error(`expected a drift for ${label}, got ${result?.__typename}`);
  }
  await adjudicate('tests-3', 'DRIFT_RESOLVED');

  // A display label for the platform project (the same key every run: a replay after the first).
  const labelled = await gql<{ setProjectLabel: Result }>(url, tokens.admin, SET_PROJECT_LABEL, {
    input: { projectId: projects.platform, label: DEMO_PLATFORM_LABEL, idempotencyKey: 'demo-label-platform' },
  });
  if (labelled.setProjectLabel.__typename !== 'SetProjectLabelSuccess')
    throw new Error(`setProjectLabel: ${labelled.setProjectLabel.message}`);

  // Rubric gradings (advisory): the established model's last 28 changes, graded against
  // DEMO_RUBRIC. Those under the threshold on a required criterion are reworked and
  // re-graded once; two are graded with the attempts' own model (not independent). Human
  // decisions on four more of them, beside the rejection and the rework requested above.
  const rubricDigest = await registerDemoRubric(url, tokens.admin);
  const feedback = new Map<string, string>();
  for (const criterion of DEMO_RUBRIC.criteria)
    for (const score of [1, 2, 3, 4]) {
      const stored = await gql<StoreAnnotationAnswer>(url, tokens.adjudicator, STORE_ANNOTATION, {
        project: projects.platform,
        text: `${criterion.id} scored ${score}: see the review notes.`,
      });
      feedback.set(`${criterion.id}/${score}`, stored.storeAnnotation.annotation.digest);
    }
  const scoresOf = (label: string, round: number, kind: AttemptKind, seed: number) =>
    DEMO_RUBRIC.criteria.map((criterion, index) => {
      const roll = unit(seed * 31 + index * 7 + round * 101);
      const failing = kind === 'fail' || kind === 'critical';
      const base = failing ? 1 + Math.floor(roll * 2) : roll < 0.18 ? 2 : roll < 0.55 ? 3 : 4;
      const score = round === 1 ? Math.min(4, base + 1 + Math.floor(roll * 2)) : base;
      return {
        criterionId: criterion.id,
        score,
        evidenceDigest: digestOf(`grading-${runId}-${label}-${round}-${criterion.id}`),
        feedbackDigest: feedback.get(`${criterion.id}/${score}`)!,
      };
    });
  let gradings = 0;
  const regradedAttempts: string[] = [];
  const graded = planned.filter((attempt) => attempt.shape === established).slice(-28);
  for (const [index, attempt] of graded.entries()) {
    const attemptId = attemptIds.get(attempt.label)!;
    const graderModel = index === 3 || index === 17 ? established.model : DEMO_GRADER.model;
    const grade = async (round: number) => {
      const answer = await gql<RecordGradedAnswer>(url, tokens.adjudicator, RECORD_GRADED, {
        input: {
          attemptId,
          rubricDigest,
          graderRef: DEMO_GRADER.graderRef,
          graderModel,
          round,
          scores: scoresOf(attempt.label, round, attempt.kind, index),
        },
      });
      if (answer.recordGradedVerification.__typename !== 'RecordGradedVerificationSuccess')
        throw new Error(`grading of ${attempt.label}: ${answer.recordGradedVerification.message}`);
      gradings += 1;
      return answer.recordGradedVerification.gradedVerification.reworkRecommended;
    };
    if ((await grade(0)) && index % 3 !== 0) {
      await grade(1);
      regradedAttempts.push(attemptId);
    }
  }
  for (const label of ['ts-24', 'ts-33', 'ts-46']) await adjudicate(label, 'HUMAN_ACCEPTED');
  // The reviewer rejects a change the grader passed: the one disagreement of grader and human.
  await adjudicate('ts-29', 'HUMAN_REJECTED');

  // The agreement log: guardrail proposals, human reviews and post-merge outcomes.
  const reason = await gql<StoreAnnotationAnswer>(url, tokens.adjudicator, STORE_ANNOTATION, {
    project: projects.platform,
    text: 'Waived: generated changelog, reviewed by release owner.',
  });
  const reasonDigest: string = reason.storeAnnotation.annotation.digest;
  let agreementEvents = 0;
  const record = async (token: string, input: Record<string, unknown>) => {
    const answer = await gql<{ recordAgreementEvent: Result }>(url, token, RECORD_AGREEMENT_EVENT, { input });
    if (answer.recordAgreementEvent.__typename !== 'RecordAgreementEventSuccess')
      throw new Error(`agreement event: ${answer.recordAgreementEvent.message}`);
    agreementEvents += 1;
  };
  const lanes = ['lane-code', 'lane-docs'];
  const tiers = ['TIER_0', 'TIER_1', 'TIER_2', 'TIER_3'];
  const decide = async (index: number) => {
    const decisionId = `demo-${runId}-decision-${index}`;
    const roll = unit(9000 + index);
    const agreement =
      index % 11 === 4 ? 'WAIVE' : roll < 0.72 ? 'TRUE_PASS' : roll < 0.82 ? 'TRUE_FAIL' : roll < 0.91 ? 'FALSE_PASS' : 'FALSE_FAIL';
    const guardrailVerdict = agreement === 'TRUE_PASS' || agreement === 'FALSE_PASS' || agreement === 'WAIVE' ? 'PASS' : 'FAIL';
    const humanVerdict = agreement === 'TRUE_PASS' || agreement === 'FALSE_FAIL' ? 'MERGE' : agreement === 'WAIVE' ? 'WAIVE' : 'REJECT';
    const projectId = projects.platform;
    await record(tokens.recorder, {
      projectId,
      decisionId,
      eventType: 'PROPOSED',
      proposal: {
        prRef: `pr-${1000 + index}`,
        lane: lanes[index % 2],
        riskTier: tiers[Math.floor(unit(7000 + index) * 4)],
        agentRef: 'agent-builder-7',
        guardrailVerdict,
        guardrailConfidence: null,
        guardrailChecks: [
          { checkKey: 'lint', result: guardrailVerdict === 'PASS' ? 'PASS' : 'FAIL' },
          { checkKey: 'tests', result: 'PASS' },
        ],
        property: 'platform-repo',
        workflowSlug: 'change-request',
        phase: 'review',
        artifactRef: `artifact-${index}`,
        proposalDigest: digestOf(`proposal-${runId}-${index}`),
      },
    });
    await record(tokens.adjudicator, {
      projectId,
      decisionId,
      eventType: 'REVIEWED',
      review: {
        humanVerdict,
        agreement: agreement === 'WAIVE' ? 'TRUE_PASS' : agreement,
        reviewerRef: 'reviewer-ana',
        reasonDigest: humanVerdict === 'WAIVE' ? reasonDigest : null,
        humanReviewLatencySeconds: 120 + Math.floor(unit(8000 + index) * 3000),
      },
    });
    if (humanVerdict === 'MERGE')
      await record(tokens.recorder, {
        projectId,
        decisionId,
        eventType: 'POST_MERGE_OUTCOME',
        postMergeOutcome: {
          outcomeKey: `ci-${index}`,
          outcome: unit(6000 + index) < 0.9 ? 'CLEAN' : 'REGRESSION',
          evidenceDigest: digestOf(`ci-${runId}-${index}`),
        },
      });
  };
  // Decisions are independent: record a few at a time, each one's events in order.
  for (let index = 0; index < 64; index += 8) await Promise.all(Array.from({ length: 8 }, (_, offset) => decide(index + offset)));

  const cohort = (shape: CohortShape) => cohortOf.get(shape)!;
  return {
    runId,
    projects,
    cohorts: {
      established: cohort(established),
      requalifying: cohort(requalifying),
      newPolicy: cohort(newPolicy),
      drifted: cohort(drifted),
      resolvedDrift: cohort(resolvedDrift),
      docs: cohort(docs),
    },
    attempts: inputs.length,
    adjudications,
    agreementEvents,
    rubricDigest,
    gradings,
    regradedAttempts,
    alertRules,
  };
}

/** Stores DEMO_RUBRIC's prose in the shared project of rubric prose and registers it (a replay after the first run). */
async function registerDemoRubric(url: string, adminToken: string): Promise<string> {
  const prose = async (text: string) => {
    const stored = await gql<StoreAnnotationAnswer>(url, adminToken, STORE_ANNOTATION, { project: SHARED_PROSE_PROJECT, text });
    return stored.storeAnnotation.annotation.digest;
  };
  const criteria = [];
  for (const criterion of DEMO_RUBRIC.criteria) {
    const levels = [];
    for (const level of [1, 2, 3, 4]) {
      const descriptorDigest = await prose(
        `${criterion.id}, level ${level} of 4: ${['missing or wrong', 'partly there', 'sound, with minor gaps', 'complete and clear'][level - 1]}.`,
      );
      const raiseDigest = level < 4 ? await prose(`To raise ${criterion.id} from ${level}: close the gaps the feedback names.`) : null;
      levels.push({ level, descriptorDigest, raiseDigest });
    }
    criteria.push({ id: criterion.id, required: criterion.required, levels });
  }
  const answer = await gql<{ registerRubric: Result<{ rubric: { digest: string } }> }>(url, adminToken, REGISTER_RUBRIC, {
    input: { domain: DEMO_RUBRIC.domain, version: DEMO_RUBRIC.version, threshold: DEMO_RUBRIC.threshold, criteria },
  });
  if (answer.registerRubric.__typename !== 'RegisterRubricSuccess') throw new Error(`registerRubric: ${answer.registerRubric.message}`);
  return answer.registerRubric.rubric.digest;
}
