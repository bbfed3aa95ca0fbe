// Graded verifications (docs/specification.md §8, docs/graded-verification.md):
// rubrics, gradings and every rule, through GraphQL against real PostgreSQL, and
// the database's own refusal of each rule when the server is bypassed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rubricDigestOf } from '../../src/domain/grading.js';
import { rubricDocumentOf } from '../../src/modules/grading/store.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { annotationDigest, SHARED_PROSE_PROJECT } from '../../src/modules/annotations/store.js';
import { MAX_GRADED_SCORES } from '../../src/modules/grading/inputs.js';
import {
  ATTEMPT_GRADINGS,
  RECORD_GRADED,
  REGISTER_RUBRIC,
  registerTestRubric,
  rubricInput,
  scoresOf,
  STORE_ANNOTATION,
  storeFeedback,
  storeProse,
} from '../helpers/grading.js';
import { RECORD_ATTEMPT, fakeDigest, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import {
  expectTypename,
  type RecordAttemptInput,
  type RecordGradedVerificationInput,
  type RegisterRubricInput,
  graphql,
} from '../helpers/graphql.js';

let ledger: TestLedger;
let admin: TestToken;
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;
let rubricDigest: string;
const projectId = newProjectId();
/** The runtime model of outcomeInput's attempts. */
const RUNTIME_MODEL = 'acme-coder-2';

beforeAll(async () => {
  ledger = await createTestLedger();
  admin = await ledger.token({ roles: ['admin', 'reader'], allProjects: true });
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId], actorRef: 'harness-7' });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  rubricDigest = await registerTestRubric(ledger, admin.token, {
    criteria: [{ id: 'grounding' }, { id: 'correctness' }, { id: 'style', required: false }],
  });
  await storeFeedback(ledger, adjudicator.token, projectId, ['grounding', 'correctness', 'style', 'tone']);
});
afterAll(() => ledger?.close());

async function recordOne(overrides: Partial<RecordAttemptInput> = {}) {
  const input = outcomeInput(projectId, overrides);
  const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
  return {
    input,
    attempt: expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]! as {
      id: string;
      ledgerId: string;
      capabilityKey: string;
    },
  };
}

function grade(token: string, input: RecordGradedVerificationInput) {
  return ledger.gql(token, RECORD_GRADED, { input });
}

const gradingInput = (attemptId: string, overrides: Partial<RecordGradedVerificationInput> = {}): RecordGradedVerificationInput => ({
  attemptId,
  rubricDigest,
  graderRef: 'grader-bot',
  graderModel: 'judge-model-1',
  round: 0,
  scores: scoresOf({ grounding: 3, correctness: 4, style: 2 }),
  ...overrides,
});

interface CountRow {
  n: number;
}

/** The rubric table's columns the digest is recomputed from, as pg returns them. */
interface StoredRubricRow {
  digest: string;
  domain: string;
  version: string;
  threshold: number;
  criterion_ids: string[];
  criterion_required: boolean[];
  descriptor_digests: string[];
  raise_digests: string[];
  registered_by: string;
  registered_at: Date;
}

async function storedGradings(attemptUuid: string): Promise<number> {
  const { rows } = await ledger.owner.query<CountRow>('SELECT count(*)::int AS n FROM graded_verification WHERE attempt_id = $1', [
    attemptUuid,
  ]);
  return rows[0]!.n;
}

describe('registerRubric', () => {
  it('registers a content-addressed rubric, reads it back with its descriptors, and replays the same content', async () => {
    const input = await rubricInput(ledger, admin.token, {
      domain: 'synthesis',
      version: 'v1',
      criteria: [{ id: 'coverage' }, { id: 'tone', required: false }],
    });
    const first = await ledger.gql(admin.token, REGISTER_RUBRIC, { input });
    const registered = expectTypename(first.data.registerRubric, 'RegisterRubricSuccess');
    expect(registered.replayed).toBe(false);
    expect(registered.rubric).toMatchObject({ domain: 'synthesis', version: 'v1', threshold: 3, registeredBy: admin.actorRef });
    expect(registered.rubric.criteria.map((c) => [c.id, c.required])).toEqual([
      ['coverage', true],
      ['tone', false],
    ]);
    const level1 = registered.rubric.criteria[0]!.levels[0]!;
    expect(level1).toMatchObject({
      level: 1,
      descriptor: 'coverage level 1 means this',
      howToRaise: 'to rise from 1 on coverage, do that',
    });
    expect(registered.rubric.criteria[0]!.levels[3]).toMatchObject({ level: 4, raiseDigest: null, howToRaise: null });

    // The digest is the domain's content address of exactly what was stored.
    const { rows } = await ledger.owner.query<StoredRubricRow>('SELECT * FROM rubric WHERE digest = $1', [registered.rubric.digest]);
    const row = rows[0]!;
    const stored = rubricDocumentOf({
      digest: row.digest,
      domain: row.domain,
      version: row.version,
      threshold: row.threshold,
      criterionIds: row.criterion_ids,
      criterionRequired: row.criterion_required,
      descriptorDigests: row.descriptor_digests,
      raiseDigests: row.raise_digests,
      registeredBy: row.registered_by,
      registeredAt: row.registered_at,
    });
    expect(rubricDigestOf(stored)).toBe(registered.rubric.digest);

    const again = await ledger.gql(admin.token, REGISTER_RUBRIC, { input });
    expect(again.data.registerRubric).toMatchObject({ replayed: true, rubric: { digest: registered.rubric.digest } });
    const RUBRIC = graphql(`
      query GradingRubric($d: String!) { rubric(digest: $d) { digest version criteria { id levels { descriptor } } } }
    `);
    const RUBRICS = graphql(`
      query GradingRubricsOfDomain { rubrics(domain: "synthesis") { edges { node { digest version } } } }
    `);
    const read = await ledger.gql(reader.token, RUBRIC, { d: registered.rubric.digest });
    expect(read.data.rubric?.criteria[1]?.levels[2]?.descriptor).toBe('tone level 3 means this');
    const listed = await ledger.gql(reader.token, RUBRICS, {});
    expect(listed.data.rubrics.edges.map((edge) => edge.node.version)).toEqual(['v1']);
  });

  it('refuses other content under a registered domain and version with IdempotencyConflictError, and writes nothing', async () => {
    const input = await rubricInput(ledger, admin.token, { domain: 'synthesis', version: 'v2', criteria: [{ id: 'coverage' }] });
    const first = await ledger.gql(admin.token, REGISTER_RUBRIC, { input });
    const changed = { ...input, threshold: 2 };
    const refused = expectTypename(
      (await ledger.gql(admin.token, REGISTER_RUBRIC, { input: changed })).data.registerRubric,
      'IdempotencyConflictError',
    );
    expect(refused.existingDigest).toBe(expectTypename(first.data.registerRubric, 'RegisterRubricSuccess').rubric.digest);
    const { rows } = await ledger.owner.query<CountRow>(
      `SELECT count(*)::int AS n FROM rubric WHERE domain = 'synthesis' AND version = 'v2'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('needs the admin role', async () => {
    const input = await rubricInput(ledger, admin.token, { criteria: [{ id: 'coverage' }] });
    for (const token of [adjudicator, reader, recorder]) {
      const refused = (await ledger.gql(token.token, REGISTER_RUBRIC, { input })).data.registerRubric;
      expect(refused.__typename).toBe('ForbiddenError');
    }
  });

  it('refuses prose that is not in the annotation store, a rubric without a required criterion, and a level 4 with a how-to-raise', async () => {
    const input = await rubricInput(ledger, admin.token, { criteria: [{ id: 'coverage' }] });
    const unknownProse = structuredClone(input);
    unknownProse.criteria[0]!.levels[1]!.descriptorDigest = fakeDigest('never stored');
    const optionalOnly = structuredClone(input);
    optionalOnly.criteria[0]!.required = false;
    const topRaise = structuredClone(input);
    topRaise.criteria[0]!.levels[3]!.raiseDigest = input.criteria[0]!.levels[0]!.raiseDigest;
    const cases: [RegisterRubricInput, string][] = [
      [unknownProse, 'input.criteria.0.levels.1.descriptorDigest'],
      [optionalOnly, 'input.criteria'],
      [topRaise, 'input.criteria.0.levels.3.raiseDigest'],
    ];
    const before = (await ledger.owner.query<CountRow>('SELECT count(*)::int AS n FROM rubric')).rows[0]!.n;
    for (const [rubric, path] of cases) {
      const refused = expectTypename(
        (await ledger.gql(admin.token, REGISTER_RUBRIC, { input: rubric })).data.registerRubric,
        'ValidationError',
      );
      expect(refused.issues.map((issue) => issue.path)).toContain(path);
    }
    expect((await ledger.owner.query<CountRow>('SELECT count(*)::int AS n FROM rubric')).rows[0]!.n).toBe(before);
  });

  it('refuses prose stored in a client project, and its refusal names the project rubric prose is stored in', async () => {
    const input = await rubricInput(ledger, admin.token, { criteria: [{ id: 'clarity' }] });
    const text = `stored in the wrong project ${randomUUID()}`;
    const stored = await ledger.gql(admin.token, STORE_ANNOTATION, { p: projectId, t: text });
    input.criteria[0]!.levels[2]!.raiseDigest = expectTypename(stored.data.storeAnnotation, 'StoreAnnotationSuccess').annotation.digest;
    const before = (await ledger.owner.query<CountRow>('SELECT count(*)::int AS n FROM rubric')).rows[0]!.n;
    const refused = expectTypename((await ledger.gql(admin.token, REGISTER_RUBRIC, { input })).data.registerRubric, 'ValidationError');
    expect(refused.issues).toEqual([
      { path: 'input.criteria.0.levels.2.raiseDigest', message: expect.stringContaining(`project ${SHARED_PROSE_PROJECT}`) },
    ]);
    expect(refused.issues[0]!.message).toMatch(/storeAnnotation\(projectId: "0{8}-0{4}-0{4}-0{4}-0{12}"/);
    expect((await ledger.owner.query<CountRow>('SELECT count(*)::int AS n FROM rubric')).rows[0]!.n).toBe(before);
    // Stored where the message says, the same rubric registers.
    await storeProse(ledger, admin.token, text);
    expect((await ledger.gql(admin.token, REGISTER_RUBRIC, { input })).data.registerRubric.__typename).toBe('RegisterRubricSuccess');
  });
});

describe('recordGradedVerification', () => {
  it('records a grading by attempt id or natural key, replays it, and shows it on the attempt', async () => {
    const { input, attempt } = await recordOne();
    const first = expectTypename(
      (await grade(adjudicator.token, gradingInput(attempt.id))).data.recordGradedVerification,
      'RecordGradedVerificationSuccess',
    );
    expect(first.gradedVerification).toMatchObject({
      round: 0,
      belowThreshold: [],
      reworkRecommended: false,
      independent: true,
      gradedPass: true,
      actorRef: adjudicator.actorRef,
    });
    // Stored in rubric order whatever order the scores were sent in: the same content, so a replay.
    const reordered = gradingInput(attempt.id, { scores: scoresOf({ style: 2, correctness: 4, grounding: 3 }) });
    const byKey = { ...reordered, attemptId: undefined, projectId, outcomeId: input.outcomeId, capabilityKey: attempt.capabilityKey };
    const again = (await grade(adjudicator.token, byKey)).data.recordGradedVerification;
    expect(again).toMatchObject({ replayed: true, gradedVerification: { ledgerId: first.gradedVerification.ledgerId } });
    const read = (await ledger.gql(reader.token, ATTEMPT_GRADINGS, { id: attempt.id })).data.attempt!.gradedVerifications;
    expect(read).toEqual([
      {
        round: 0,
        graderRef: 'grader-bot',
        graderModel: 'judge-model-1',
        belowThreshold: [],
        reworkRecommended: false,
        independent: true,
        gradedPass: true,
        scores: [
          { criterionId: 'grounding', score: 3 },
          { criterionId: 'correctness', score: 4 },
          { criterionId: 'style', score: 2 },
        ],
        rubric: { digest: rubricDigest, version: expect.any(String) },
      },
    ]);
  });

  it('refuses other content for the same attempt, rubric and round with IdempotencyConflictError', async () => {
    const { attempt } = await recordOne();
    await grade(adjudicator.token, gradingInput(attempt.id));
    const refused = (await grade(adjudicator.token, gradingInput(attempt.id, { scores: scoresOf({ grounding: 2, correctness: 4 }) }))).data
      .recordGradedVerification;
    expect(refused.__typename).toBe('IdempotencyConflictError');
    expect(await storedGradings(attempt.ledgerId)).toBe(1);
  });

  it('lists the required criteria below threshold and recommends one rework in round 0, then takes the single re-grade', async () => {
    const { attempt } = await recordOne();
    const first = expectTypename(
      (await grade(adjudicator.token, gradingInput(attempt.id, { scores: scoresOf({ grounding: 2, correctness: 1, style: 1 }) }))).data
        .recordGradedVerification,
      'RecordGradedVerificationSuccess',
    ).gradedVerification;
    // style is below threshold too, but it is not required
    expect(first).toMatchObject({ belowThreshold: ['grounding', 'correctness'], reworkRecommended: true, gradedPass: false });
    const regrade = expectTypename(
      (await grade(adjudicator.token, gradingInput(attempt.id, { round: 1, scores: scoresOf({ grounding: 3, correctness: 2 }) }))).data
        .recordGradedVerification,
      'RecordGradedVerificationSuccess',
    );
    expect(regrade.gradedVerification).toMatchObject({
      round: 1,
      belowThreshold: ['correctness'],
      reworkRecommended: false,
      gradedPass: false,
    });
  });

  it("accepts a grader on the attempt's own runtime model and marks it independent: false", async () => {
    const { attempt } = await recordOne();
    const graded = expectTypename(
      (await grade(adjudicator.token, gradingInput(attempt.id, { graderModel: RUNTIME_MODEL }))).data.recordGradedVerification,
      'RecordGradedVerificationSuccess',
    );
    expect(graded.gradedVerification.independent).toBe(false);
  });

  describe('refuses, with a typed error and nothing written,', () => {
    const refusals: [
      string,
      (attempt: { id: string }) => Promise<{ token: string; input: RecordGradedVerificationInput }>,
      string,
      string | null,
    ][] = [
      [
        "a grader that is the attempt's worker",
        async (a) => ({ token: adjudicator.token, input: gradingInput(a.id, { graderRef: 'worker-alpha' }) }),
        'ForbiddenError',
        null,
      ],
      [
        "a grader that is the attempt's recorder",
        async (a) => ({ token: adjudicator.token, input: gradingInput(a.id, { graderRef: 'harness-7' }) }),
        'ForbiddenError',
        null,
      ],
      [
        "a recording actor that is the attempt's worker",
        async (a) => ({
          token: (await ledger.token({ roles: ['adjudicator'], projects: [projectId], actorRef: 'worker-alpha' })).token,
          input: gradingInput(a.id),
        }),
        'ForbiddenError',
        null,
      ],
      ['a recorder-only token', async (a) => ({ token: recorder.token, input: gradingInput(a.id) }), 'ForbiddenError', null],
      ['round 2', async (a) => ({ token: adjudicator.token, input: gradingInput(a.id, { round: 2 }) }), 'ValidationError', 'input.round'],
      [
        'round 1 without a round 0',
        async (a) => ({ token: adjudicator.token, input: gradingInput(a.id, { round: 1 }) }),
        'OutOfOrderError',
        null,
      ],
      [
        'a missing required criterion',
        async (a) => ({ token: adjudicator.token, input: gradingInput(a.id, { scores: scoresOf({ grounding: 3, style: 3 }) }) }),
        'ValidationError',
        'input.scores',
      ],
      [
        'a duplicate score for a required criterion',
        async (a) => ({
          token: adjudicator.token,
          input: gradingInput(a.id, { scores: [...scoresOf({ grounding: 3, correctness: 3 }), ...scoresOf({ grounding: 4 })] }),
        }),
        'ValidationError',
        'input.scores.2',
      ],
      [
        'an unknown criterion',
        async (a) => ({
          token: adjudicator.token,
          input: gradingInput(a.id, { scores: scoresOf({ grounding: 3, correctness: 3, tone: 3 }) }),
        }),
        'ValidationError',
        'input.scores.2',
      ],
      [
        'a score of 0',
        async (a) => ({ token: adjudicator.token, input: gradingInput(a.id, { scores: scoresOf({ grounding: 0, correctness: 3 }) }) }),
        'ValidationError',
        'input.scores.0.score',
      ],
      [
        'a score of 5',
        async (a) => ({ token: adjudicator.token, input: gradingInput(a.id, { scores: scoresOf({ grounding: 3, correctness: 5 }) }) }),
        'ValidationError',
        'input.scores.1.score',
      ],
      [
        'feedback the annotation store never held',
        async (a) => ({
          token: adjudicator.token,
          input: gradingInput(a.id, {
            scores: scoresOf({ grounding: 3, correctness: 4 }).map((entry, i) =>
              i === 1 ? { ...entry, feedbackDigest: fakeDigest('never stored') } : entry,
            ),
          }),
        }),
        'ValidationError',
        'input.scores.1.feedbackDigest',
      ],
      [
        'feedback held only by another project',
        async (a) => {
          const elsewhere = newProjectId();
          const writer = await ledger.token({ roles: ['adjudicator'], projects: [elsewhere] });
          const text = `feedback elsewhere ${randomUUID()}`;
          expectTypename(
            (await ledger.gql(writer.token, STORE_ANNOTATION, { p: elsewhere, t: text })).data.storeAnnotation,
            'StoreAnnotationSuccess',
          );
          const scores = scoresOf({ grounding: 3, correctness: 4 }).map((entry, i) =>
            i === 0 ? { ...entry, feedbackDigest: annotationDigest(text) } : entry,
          );
          return { token: adjudicator.token, input: gradingInput(a.id, { scores }) };
        },
        'ValidationError',
        'input.scores.0.feedbackDigest',
      ],
      [
        'feedback held only by the shared project of rubric prose',
        async (a) => {
          const text = `shared prose ${randomUUID()}`;
          await storeProse(ledger, admin.token, text);
          const scores = scoresOf({ grounding: 3, correctness: 4 }).map((entry, i) =>
            i === 1 ? { ...entry, feedbackDigest: annotationDigest(text) } : entry,
          );
          return { token: adjudicator.token, input: gradingInput(a.id, { scores }) };
        },
        'ValidationError',
        'input.scores.1.feedbackDigest',
      ],
      [
        `more than ${MAX_GRADED_SCORES} scores`,
        async (a) => ({
          token: adjudicator.token,
          input: gradingInput(a.id, {
            scores: scoresOf(Object.fromEntries(Array.from({ length: MAX_GRADED_SCORES + 1 }, (_, i) => [`criterion-${i}`, 3]))),
          }),
        }),
        'ValidationError',
        'input.scores',
      ],
      [
        'an unknown rubric',
        async (a) => ({ token: adjudicator.token, input: gradingInput(a.id, { rubricDigest: fakeDigest('no rubric') }) }),
        'NotFoundError',
        null,
      ],
      [
        "another project's attempt",
        async (a) => ({
          token: (await ledger.token({ roles: ['adjudicator'], projects: [newProjectId()] })).token,
          input: gradingInput(a.id),
        }),
        'NotFoundError',
        null,
      ],
    ];
    it.each(refusals)('%s', async (_name, build, typename, path) => {
      const { attempt } = await recordOne();
      const { token, input } = await build(attempt);
      const refused = (await grade(token, input)).data.recordGradedVerification;
      expect(refused.__typename, JSON.stringify(refused)).toBe(typename);
      if (path) expect(expectTypename(refused, 'ValidationError').issues.map((issue) => issue.path)).toContain(path);
      expect(await storedGradings(attempt.ledgerId)).toBe(0);
    });

    it('round 1 after a round 0 that did not recommend rework', async () => {
      const { attempt } = await recordOne();
      await grade(adjudicator.token, gradingInput(attempt.id));
      const refused = expectTypename(
        (await grade(adjudicator.token, gradingInput(attempt.id, { round: 1 }))).data.recordGradedVerification,
        'ValidationError',
      );
      expect(refused.issues[0]).toMatchObject({ path: 'input.round', message: expect.stringMatching(/recommended rework/) });
      expect(await storedGradings(attempt.ledgerId)).toBe(1);
    });
  });
});

describe('the database refuses each rule by itself, for any writer', () => {
  /** Inserts a grading as the owner, bypassing the server; the trigger and CHECKs still apply. */
  async function insertDirect(attemptUuid: string, overrides: Partial<Record<string, unknown>> = {}) {
    const row = {
      grader_ref: 'grader-bot',
      grader_model: 'judge-model-1',
      actor_ref: 'reviewer-1',
      round: 0,
      criterion_ids: ['grounding', 'correctness'],
      scores: [3, 3],
      ...overrides,
    } as Record<string, unknown>;
    const count = (row.criterion_ids as string[]).length;
    await ledger.owner.query(
      `INSERT INTO graded_verification (attempt_id, rubric_digest, round, grader_ref, grader_model, actor_ref, criterion_ids, scores,
                                        evidence_digests, feedback_digests, below_threshold, rework_recommended, independent, content_digest)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, '{}', false, true, $10)`,
      [
        attemptUuid,
        rubricDigest,
        row.round,
        row.grader_ref,
        row.grader_model,
        row.actor_ref,
        row.criterion_ids,
        row.scores,
        Array(count).fill(fakeDigest('e')),
        fakeDigest(JSON.stringify(row)),
      ],
    );
  }

  it.each([
    ['a grader that is the worker', { grader_ref: 'worker-alpha' }, /self-grading/],
    ['a grader that is the recorder', { grader_ref: 'harness-7' }, /self-grading/],
    ['an actor that is the recorder', { actor_ref: 'harness-7' }, /self-grading/],
    ['round 2', { round: 2 }, /graded_verification_round_check/],
    ['round 1 without a round 0', { round: 1 }, /round 1 needs a round 0/],
    ['a missing required criterion', { criterion_ids: ['grounding'], scores: [3] }, /required criterion correctness is not scored/],
    ['a duplicate criterion', { criterion_ids: ['grounding', 'correctness', 'grounding'], scores: [3, 3, 3] }, /more than once/],
    ['an unknown criterion', { criterion_ids: ['grounding', 'correctness', 'tone'], scores: [3, 3, 3] }, /not one of rubric/],
    ['a score of 5', { scores: [3, 5] }, /graded_verification_scores_check/],
  ])('%s', async (_name, overrides, error) => {
    const { attempt } = await recordOne();
    await expect(insertDirect(attempt.ledgerId, overrides)).rejects.toThrow(error);
    expect(await storedGradings(attempt.ledgerId)).toBe(0);
  });

  it('sets belowThreshold, reworkRecommended and independent from the rubric, whatever the writer sent', async () => {
    const { attempt } = await recordOne();
    await insertDirect(attempt.ledgerId, { scores: [2, 4], grader_model: RUNTIME_MODEL });
    const { rows } = await ledger.owner.query(
      'SELECT below_threshold, rework_recommended, independent FROM graded_verification WHERE attempt_id = $1',
      [attempt.ledgerId],
    );
    expect(rows).toEqual([{ below_threshold: ['grounding'], rework_recommended: true, independent: false }]);
    // and only after such a round 0 does it take round 1
    await insertDirect(attempt.ledgerId, { round: 1, scores: [3, 4] });
    await expect(insertDirect(attempt.ledgerId, { round: 1, scores: [4, 4] })).rejects.toThrow(
      /graded_verification_attempt_id_project_id_rubric_digest_round_k/,
    );
  });
});
