// The rework loop (docs/graded-verification.md, docs/alerts.md) through the GraphQL API: a
// round-0 grading recommending rework appends one request; a lead (adjudicator) or an
// admin assigns it to its owner once (replays and conflicts typed, nothing written on a
// refusal, one row under concurrency); the assignment raises REWORK_ASSIGNED on the
// alert paths (the alerts list, the alertRaised subscription, webhook deliveries); and
// reworkQueue pages the requests, at most 100 at a time, by state, owner and capability.
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEndpoint } from '../../src/modules/webhooks/store.js';
import { alertsOf, createRule, evaluateSettled } from '../helpers/alerts.js';
import { RECORD_GRADED, registerTestRubric, scoresOf, storeFeedback } from '../helpers/grading.js';
import {
  expectTypename,
  graphql,
  type AssignReworkInput,
  type ReworkLoopQueueQuery,
  type ReworkLoopQueueQueryVariables,
  type ReworkLoopRequestFragment,
} from '../helpers/graphql.js';
import { createTestLedger, type GraphQLResponse, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { WEBHOOK_DELIVERIES } from '../helpers/webhooks.js';

graphql(`
  fragment ReworkLoopRequest on ReworkRequest {
    ledgerId projectId attemptId capabilityKey rubricDigest gradingId state open closedAt requestedAt ageSeconds
    assignment { ledgerId projectId requestId ownerRef actorRef contentDigest assignedAt }
  }
`);

const REWORK_QUEUE = graphql(`
  query ReworkLoopQueue($projectId: String!, $state: ReworkState, $ownerRef: String, $capabilityKey: String, $first: Int, $after: String) {
    reworkQueue(projectId: $projectId, state: $state, ownerRef: $ownerRef, capabilityKey: $capabilityKey, first: $first, after: $after) {
      __typename
      ... on ReworkRequestConnection { edges { cursor node { ...ReworkLoopRequest } } pageInfo { hasNextPage hasPreviousPage endCursor } }
      ... on ValidationError { issues { path message } }
    }
  }
`);

const ASSIGN_REWORK = graphql(`
  mutation ReworkLoopAssign($input: AssignReworkInput!) {
    assignRework(input: $input) {
      __typename
      ... on AssignReworkSuccess { replayed request { ...ReworkLoopRequest } assignment { ledgerId ownerRef actorRef contentDigest assignedAt } }
      ... on Error { message code }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }
    }
  }
`);

let ledger: TestLedger;
let rubricDigest: string;

interface Project {
  projectId: string;
  admin: TestToken;
  recorder: TestToken;
  reader: TestToken;
  adjudicator: TestToken;
}

async function project(): Promise<Project> {
  const projectId = newProjectId();
  const p = {
    projectId,
    admin: await ledger.token({ roles: ['admin', 'reader'], projects: [projectId] }),
    recorder: await ledger.token({ roles: ['recorder'], projects: [projectId] }),
    reader: await ledger.token({ roles: ['reader'], projects: [projectId] }),
    adjudicator: await ledger.token({ roles: ['adjudicator'], projects: [projectId] }),
  };
  await storeFeedback(ledger, p.adjudicator.token, projectId, ['grounding']);
  return p;
}

const freshCapability = () => `rework.c${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** Records an attempt and grades it round 0 below the threshold: one rework request. Answers the attempt and the request. */
async function requestRework(p: Project, capability: string): Promise<{ attemptId: string; requestId: string; requestedAt: string }> {
  const recorded = await ledger.gql(p.recorder.token, RECORD_ATTEMPT, { input: outcomeInput(p.projectId, { capabilities: [capability] }) });
  const attempt = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
  if (!attempt) throw new Error(`recordAttempt failed: ${recorded.text}`);
  const graded = await ledger.gql(p.adjudicator.token, RECORD_GRADED, {
    input: {
      attemptId: attempt.id,
      rubricDigest,
      graderRef: 'grader-bot',
      graderModel: 'judge-1',
      round: 0,
      scores: scoresOf({ grounding: 2 }),
    },
  });
  expect(
    expectTypename(graded.data.recordGradedVerification, 'RecordGradedVerificationSuccess').gradedVerification.reworkRecommended,
    graded.text,
  ).toBe(true);
  const { rows } = await ledger.owner.query<{ id: string; requested_at: Date }>(
    `SELECT id, requested_at FROM rework_request WHERE project_id = $1 AND attempt_id = $2`,
    [p.projectId, attempt.ledgerId],
  );
  const request = rows[0]!;
  return { attemptId: attempt.ledgerId, requestId: request.id, requestedAt: request.requested_at.toISOString() };
}

async function regrade(p: Project, attemptId: string) {
  const graded = await ledger.gql(p.adjudicator.token, RECORD_GRADED, {
    input: { attemptId, rubricDigest, graderRef: 'grader-bot', graderModel: 'judge-1', round: 1, scores: scoresOf({ grounding: 3 }) },
  });
  return expectTypename(graded.data.recordGradedVerification, 'RecordGradedVerificationSuccess').gradedVerification;
}

const assign = (token: string, input: AssignReworkInput) => ledger.gql(token, ASSIGN_REWORK, { input });

async function assignmentRows(requestId: string): Promise<number> {
  const { rows } = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM rework_assignment WHERE request_id = $1', [
    requestId,
  ]);
  return rows[0]!.n;
}

/** Every request of the query, through pages of `first`. */
async function queue(
  token: string,
  variables: Omit<ReworkLoopQueueQueryVariables, 'first' | 'after'>,
  first = 100,
): Promise<ReworkLoopRequestFragment[]> {
  const nodes: ReworkLoopRequestFragment[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 1_000; pages += 1) {
    const response: GraphQLResponse<ReworkLoopQueueQuery> = await ledger.gql(token, REWORK_QUEUE, { ...variables, first, after });
    const page = response.data?.reworkQueue;
    if (page?.__typename !== 'ReworkRequestConnection') throw new Error(`reworkQueue failed: ${response.text}`);
    expect(page.edges.length).toBeLessThanOrEqual(first);
    nodes.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) return nodes;
    after = page.pageInfo.endCursor;
  }
  throw new Error('reworkQueue never ended');
}

beforeAll(async () => {
  ledger = await createTestLedger();
  const rubricAdmin = await ledger.token({ roles: ['admin'], allProjects: true });
  rubricDigest = await registerTestRubric(ledger, rubricAdmin.token, { criteria: [{ id: 'grounding' }] });
});
afterAll(() => ledger?.close());

describe('assignRework', () => {
  it('assigns a request to its owner once, by a lead (adjudicator) or an admin; the same owner again is a replay', async () => {
    const p = await project();
    const capability = freshCapability();
    const { requestId, attemptId } = await requestRework(p, capability);

    const first = expectTypename(
      (await assign(p.adjudicator.token, { projectId: p.projectId, requestId, ownerRef: 'lead-ana' })).data.assignRework,
      'AssignReworkSuccess',
    );
    expect(first).toMatchObject({ replayed: false });
    expect(first.request).toMatchObject({ ledgerId: requestId, attemptId, capabilityKey: capability, state: 'ASSIGNED', open: true });
    expect(first.request.assignment).toMatchObject({
      projectId: p.projectId,
      requestId,
      ownerRef: 'lead-ana',
      actorRef: p.adjudicator.actorRef,
    });
    expect(first.assignment.contentDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(first.assignment.assignedAt >= first.request.requestedAt).toBe(true);

    // The same owner again, by an admin this time: a replay, the stored row, nothing written.
    const again = (await assign(p.admin.token, { projectId: p.projectId, requestId, ownerRef: 'lead-ana' })).data.assignRework;
    expect(again).toMatchObject({ __typename: 'AssignReworkSuccess', replayed: true, assignment: first.assignment });
    expect(await assignmentRows(requestId)).toBe(1);

    // The queue says who owns it and since when.
    const [listed] = await queue(p.reader.token, { projectId: p.projectId });
    expect(listed).toMatchObject({
      ledgerId: requestId,
      state: 'ASSIGNED',
      assignment: { ownerRef: 'lead-ana', assignedAt: first.assignment.assignedAt },
    });
  });

  it("refuses, typed and writing nothing: another owner, an unknown request, another project, a role that is not a lead's, a ref outside the grammar", async () => {
    const p = await project();
    const other = await project();
    const { requestId } = await requestRework(p, freshCapability());
    const { requestId: othersRequest } = await requestRework(other, freshCapability());
    await assign(p.adjudicator.token, { projectId: p.projectId, requestId, ownerRef: 'lead-ana' });

    const conflict = expectTypename(
      (await assign(p.admin.token, { projectId: p.projectId, requestId, ownerRef: 'lead-bo' })).data.assignRework,
      'IdempotencyConflictError',
    );
    expect(conflict).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', idempotencyKey: requestId });
    expect(conflict.existingDigest).not.toBe(conflict.submittedDigest);

    const unknown = (await assign(p.adjudicator.token, { projectId: p.projectId, requestId: randomUUID(), ownerRef: 'lead-ana' })).data
      .assignRework;
    expect(unknown).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });

    // Another project's token, naming this project: refused as such.
    const foreignToken = (await assign(other.adjudicator.token, { projectId: p.projectId, requestId, ownerRef: 'lead-cy' })).data
      .assignRework;
    expect(foreignToken).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    // Its own project, naming this project's request: not found, as if it did not exist.
    const foreignRequest = (await assign(other.adjudicator.token, { projectId: other.projectId, requestId, ownerRef: 'lead-cy' })).data
      .assignRework;
    expect(foreignRequest).toMatchObject({ __typename: 'NotFoundError' });
    // Recorders and readers do not assign.
    for (const token of [other.recorder.token, other.reader.token]) {
      const refused = (await assign(token, { projectId: other.projectId, requestId: othersRequest, ownerRef: 'lead-cy' })).data
        .assignRework;
      expect(refused).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    }
    // The owner is a reference: its grammar and the credential screen hold.
    for (const ownerRef of [
      '',
      'has space',
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnopqrstu',
      `ghp_${'a'.repeat(36)}`,
    ]) {
      const refused = expectTypename(
        (await assign(other.adjudicator.token, { projectId: other.projectId, requestId: othersRequest, ownerRef })).data.assignRework,
        'ValidationError',
      );
      expect(
        refused.issues.map((issue) => issue.path),
        ownerRef,
      ).toEqual(['input.ownerRef']);
    }
    const malformed = (await assign(other.adjudicator.token, { projectId: other.projectId, requestId: 'not-a-uuid', ownerRef: 'lead-cy' }))
      .data.assignRework;
    expectTypename(malformed, 'ValidationError');

    expect(await assignmentRows(othersRequest)).toBe(0);
    const { rows } = await ledger.owner.query<{ owner_ref: string }>('SELECT owner_ref FROM rework_assignment WHERE request_id = $1', [
      requestId,
    ]);
    expect(rows.map((row) => row.owner_ref)).toEqual(['lead-ana']);
  });

  it('a request closed by its re-grade without an owner is not assigned afterwards', async () => {
    const p = await project();
    const { requestId, attemptId } = await requestRework(p, freshCapability());
    await regrade(p, attemptId);
    const refused = expectTypename(
      (await assign(p.adjudicator.token, { projectId: p.projectId, requestId, ownerRef: 'lead-ana' })).data.assignRework,
      'ValidationError',
    );
    expect(refused.issues.map((issue) => issue.path)).toEqual(['input.requestId']);
    expect(await assignmentRows(requestId)).toBe(0);
  });

  it('concurrent assignments of one request leave exactly one row: one succeeds, the same owner replays, another owner conflicts', async () => {
    const p = await project();
    const { requestId } = await requestRework(p, freshCapability());
    const owners = ['lead-ana', 'lead-bo', 'lead-ana', 'lead-cy', 'lead-bo', 'lead-ana', 'lead-dee', 'lead-bo'];
    const answers = await Promise.all(
      owners.map((ownerRef, i) => assign(i % 2 ? p.admin.token : p.adjudicator.token, { projectId: p.projectId, requestId, ownerRef })),
    );
    const results = answers.map((answer) => answer.data.assignRework);
    expect(await assignmentRows(requestId)).toBe(1);
    const written = results.filter((result) => result.__typename === 'AssignReworkSuccess' && !result.replayed);
    expect(written).toHaveLength(1);
    const owner = expectTypename(written[0], 'AssignReworkSuccess').assignment.ownerRef;
    owners.forEach((ownerRef, i) => {
      if (ownerRef === owner) expect(results[i]?.__typename).toBe('AssignReworkSuccess');
      else expect(results[i]?.__typename).toBe('IdempotencyConflictError');
    });
  });

  it('the database holds one assignment per request, one request per (attempt, rubric), and never changes either', async () => {
    const p = await project();
    const { requestId } = await requestRework(p, freshCapability());
    await assign(p.adjudicator.token, { projectId: p.projectId, requestId, ownerRef: 'lead-ana' });
    // Even the owner cannot add a second assignment, nor one pointing into another project.
    await expect(
      ledger.owner.query(
        `INSERT INTO rework_assignment (project_id, request_id, owner_ref, actor_ref, content_digest) VALUES ($1, $2, 'lead-bo', 'admin', repeat('b', 64))`,
        [p.projectId, requestId],
      ),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      ledger.owner.query(
        `INSERT INTO rework_assignment (project_id, request_id, owner_ref, actor_ref, content_digest) VALUES ($1, $2, 'lead-bo', 'admin', repeat('b', 64))`,
        [newProjectId(), requestId],
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      ledger.owner.query(
        `INSERT INTO rework_assignment (project_id, request_id, owner_ref, actor_ref, content_digest) VALUES ($1, $2, 'not a ref', 'admin', repeat('b', 64))`,
        [p.projectId, randomUUID()],
      ),
    ).rejects.toThrow(/crl_reference/);
    await expect(
      ledger.owner.query(
        `INSERT INTO rework_request (project_id, attempt_id, rubric_digest, grading_id, grading_digest, criterion_ids, feedback_digests)
      SELECT project_id, attempt_id, rubric_digest, grading_id, grading_digest, criterion_ids, feedback_digests FROM rework_request WHERE id = $1`,
        [requestId],
      ),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      ledger.owner.query(`UPDATE rework_assignment SET owner_ref = 'lead-bo' WHERE request_id = $1`, [requestId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      ledger.db.pool.query(`UPDATE rework_assignment SET owner_ref = 'lead-bo' WHERE request_id = $1`, [requestId]),
    ).rejects.toThrow(/permission denied/);
    await expect(ledger.db.pool.query(`DELETE FROM rework_assignment WHERE request_id = $1`, [requestId])).rejects.toThrow(
      /permission denied/,
    );
  });
});

describe('REWORK_ASSIGNED', () => {
  it("raises one alert per assignment at its stamp, on the alerts list, the alertRaised subscription and the project's webhooks", async () => {
    const p = await project();
    const capability = freshCapability();
    const rule = await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'REWORK_ASSIGNED', capabilityKey: capability });
    await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'REWORK_ASSIGNED', capabilityKey: 'another.capability' });
    // As createWebhookEndpoint stores it (past the outbound address check): nothing listens there, the delivery is enough.
    const endpoint = await createEndpoint(
      ledger.db.pool,
      { projectId: p.projectId, url: 'http://127.0.0.1:9/rework', kinds: ['REWORK_ASSIGNED'] },
      'admin',
    );
    const { requestId, attemptId } = await requestRework(p, capability);
    const since = new Date().toISOString();
    const client = createClient({
      url: 'http://ledger.test/graphql',
      singleConnection: false,
      retryAttempts: 0,
      headers: { authorization: `Bearer ${p.reader.token}` },
      fetchFn: (input: RequestInfo | URL, init?: RequestInit) => ledger.yoga.fetch(String(input), init ?? {}),
    });
    const events = client.iterate({
      query:
        'subscription($p: String!, $s: DateTime) { alertRaised(projectId: $p, since: $s) { catchUp alert { ledgerId kind subject transitionAt reportDigest details } } }',
      variables: { p: p.projectId, s: since },
    });
    const next = events.next();

    const assigned = expectTypename(
      (await assign(p.adjudicator.token, { projectId: p.projectId, requestId, ownerRef: 'lead-ana' })).data.assignRework,
      'AssignReworkSuccess',
    );
    await assign(p.adjudicator.token, { projectId: p.projectId, requestId, ownerRef: 'lead-ana' }); // a replay raises nothing more
    await evaluateSettled(ledger);
    await evaluateSettled(ledger);

    const alerts = await alertsOf(ledger, p.reader.token, p.projectId);
    expect(
      alerts.map((alert) => [
        alert.ruleDigest,
        alert.kind,
        alert.subject,
        alert.transitionAt,
        alert.reportDigest,
        JSON.parse(alert.details),
      ]),
    ).toEqual([
      [
        rule.digest,
        'REWORK_ASSIGNED',
        `${attemptId}/${rubricDigest}`,
        assigned.assignment.assignedAt,
        assigned.assignment.contentDigest,
        { ownerRef: 'lead-ana', requestId },
      ],
    ]);
    const live = (await next).value.data.alertRaised;
    expect(live.alert).toMatchObject({ ledgerId: alerts[0]!.ledgerId, kind: 'REWORK_ASSIGNED', subject: `${attemptId}/${rubricDigest}` });
    await events.return?.();
    client.dispose();

    const deliveries = expectTypename(
      (await ledger.gql(p.admin.token, WEBHOOK_DELIVERIES, { projectId: p.projectId, first: 10 })).data.webhookDeliveries,
      'WebhookDeliveryConnection',
    );
    expect(deliveries.edges.map((edge) => [edge.node.alertId, edge.node.endpointId])).toEqual([
      [alerts[0]!.ledgerId, endpoint.endpoint.id],
    ]);
  });
});

describe('reworkQueue', () => {
  it('pages the requests oldest first, at most 100 at a time, filtered by state, owner and capability', async () => {
    const p = await project();
    const [a, b] = [freshCapability(), freshCapability()];
    const requests = [];
    for (let i = 0; i < 7; i += 1) requests.push({ ...(await requestRework(p, i < 4 ? a : b)), capability: i < 4 ? a : b });
    await assign(p.adjudicator.token, { projectId: p.projectId, requestId: requests[0]!.requestId, ownerRef: 'lead-ana' });
    await assign(p.adjudicator.token, { projectId: p.projectId, requestId: requests[4]!.requestId, ownerRef: 'lead-ana' });
    await assign(p.admin.token, { projectId: p.projectId, requestId: requests[5]!.requestId, ownerRef: 'lead-bo' });
    await regrade(p, requests[5]!.attemptId);
    await regrade(p, requests[6]!.attemptId);

    const all = requests.map((request) => request.requestId);
    const ids = (nodes: { ledgerId: string }[]) => nodes.map((node) => node.ledgerId);
    expect(ids(await queue(p.reader.token, { projectId: p.projectId }))).toEqual(all);
    expect(ids(await queue(p.reader.token, { projectId: p.projectId }, 2))).toEqual(all);
    expect(ids(await queue(p.reader.token, { projectId: p.projectId, state: 'REQUESTED' }, 1))).toEqual([all[1], all[2], all[3]]);
    expect(ids(await queue(p.reader.token, { projectId: p.projectId, state: 'ASSIGNED' }))).toEqual([all[0], all[4]]);
    expect(ids(await queue(p.reader.token, { projectId: p.projectId, state: 'REGRADED' }))).toEqual([all[5], all[6]]);
    expect(ids(await queue(p.reader.token, { projectId: p.projectId, ownerRef: 'lead-ana' }))).toEqual([all[0], all[4]]);
    expect(ids(await queue(p.reader.token, { projectId: p.projectId, ownerRef: 'lead-bo', state: 'REGRADED' }))).toEqual([all[5]]);
    expect(ids(await queue(p.reader.token, { projectId: p.projectId, capabilityKey: a }, 3))).toEqual(all.slice(0, 4));
    expect(ids(await queue(p.reader.token, { projectId: p.projectId, capabilityKey: b, state: 'REQUESTED' }))).toEqual([]);
    const closed = (await queue(p.reader.token, { projectId: p.projectId, state: 'REGRADED' }))[1];
    expect(closed).toMatchObject({ open: false, assignment: null });
    expect(closed?.closedAt != null && closed.closedAt >= closed.requestedAt).toBe(true);

    const page = expectTypename(
      (await ledger.gql(p.reader.token, REWORK_QUEUE, { projectId: p.projectId, first: 3 })).data.reworkQueue,
      'ReworkRequestConnection',
    );
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = expectTypename(
      (await ledger.gql(p.reader.token, REWORK_QUEUE, { projectId: p.projectId, first: 3, after: page.pageInfo.endCursor })).data
        .reworkQueue,
      'ReworkRequestConnection',
    );
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    expect(ids(second.edges.map((edge) => edge.node))).toEqual(all.slice(3, 6));

    // Pages of at most 100; a cursor is this list's or refused; filters keep their grammars.
    for (const variables of [
      { first: 101 },
      { first: 0 },
      { after: 'not-a-cursor' },
      { after: Buffer.from('["alerts","1","x"]').toString('base64url') },
      { ownerRef: 'has space' },
      { capabilityKey: 'Not.A.Key' },
    ]) {
      const refused = (await ledger.gql(p.reader.token, REWORK_QUEUE, { projectId: p.projectId, ...variables })).data.reworkQueue;
      expect(refused.__typename, JSON.stringify(variables)).toBe('ValidationError');
    }
    // No reader role, or another project's token: an empty page.
    const stranger = await project();
    for (const token of [stranger.reader.token, p.recorder.token, p.adjudicator.token])
      expect(
        expectTypename(
          (await ledger.gql(token, REWORK_QUEUE, { projectId: p.projectId, first: 100 })).data.reworkQueue,
          'ReworkRequestConnection',
        ).edges,
      ).toEqual([]);
  });
});
