// Subscriptions over Server-Sent Events with two real server processes on one
// database: a write through one process reaches a subscriber of the other (PostgreSQL
// LISTEN/NOTIFY), a token of another project hears nothing, and a dropped
// subscription resumes with `since` without losing what happened meanwhile. Every
// subscription reads its arguments as GraphQL resolved them: written inline, through a
// variable of any name, or one named like the argument.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdjudicationAppendedDocument,
  AppendAdjudicationDocument,
  AttemptRecordedDocument,
  CohortReliabilityDocument,
  createLedgerClient,
  LedgerRequestError,
  RecordAttemptsDocument,
  ReliabilityChangedDocument,
  type LedgerSubscription,
  type RecordAttemptInput,
  TypedDocumentString,
} from '../../client/index.js';
import type { TokenRole } from '../../src/domain/enums.js';
import { MAX_SUBSCRIPTIONS_PER_TOKEN } from '../../src/db/ledger-events.js';
import { issueToken, revokeToken } from '../../src/modules/auth/tokens.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

let ledger: TestLedger;
let serverA: ServerProcess;
let serverB: ServerProcess;
const P = newProjectId();
const Q = newProjectId();
const tokens: Record<string, string> = {};
let cohortId = '';
let attemptId = '';

const on = (server: ServerProcess, token: string) => createLedgerClient({ url: server.url, token });
async function next<T>(subscription: LedgerSubscription<T>): Promise<T> {
  const result = await subscription[Symbol.asyncIterator]().next();
  if (result.done) throw new Error('the subscription ended');
  return result.value;
}
/**
 * What a subscription's first answer is: an error when refused, an event, or 'open' when
 * nothing came for 20 s after the server answered. No test expects 'open': it only turns a
 * subscription that should have answered into a failure instead of a hang, and is long so
 * that a loaded machine cannot make it win against an answer that was sent.
 */
async function firstAnswer<T>(subscription: Promise<LedgerSubscription<T>>): Promise<unknown> {
  return subscription.then(
    (opened) =>
      Promise.race([
        next(opened).catch((error: unknown) => error),
        new Promise((resolve) => setTimeout(() => resolve('open'), 20_000).unref()),
      ]),
    (error: unknown) => error,
  );
}
async function record(server: ServerProcess, token: string, project: string, count: number) {
  const inputs = Array.from({ length: count }, () => outcomeInput(project, { capabilities: ['live.updates'] }));
  const recorded = await on(server, token).request(RecordAttemptsDocument, { inputs });
  if (recorded.recordAttempts.__typename !== 'RecordAttemptsSuccess') throw new Error(recorded.recordAttempts.message);
  const first = recorded.recordAttempts.results[0]!.result;
  if (first.__typename !== 'RecordAttemptSuccess') throw new Error(first.message);
  return first.attempts[0]!;
}
async function settledThrough(server: ServerProcess): Promise<string> {
  const report = await on(server, tokens.readerP!).request(CohortReliabilityDocument, { cohortId, minSamples: 1 });
  if (report.reliability?.__typename !== 'ReliabilityReport') throw new Error('no report');
  return report.reliability.settledThrough;
}

beforeAll(async () => {
  ledger = await createTestLedger();
  // Two processes, one database (started one after the other: the first provisions the login).
  serverA = await startServerProcess({ DATABASE_URL: ledger.ownerUrl }, 'src/cli.ts');
  serverB = await startServerProcess({ DATABASE_URL: ledger.ownerUrl }, 'src/cli.ts');
  const issue = async (name: string, roles: TokenRole[], project: string) =>
    (tokens[name] = (
      await issueToken(ledger.owner, { actorRef: `live-${name}`, roles, allProjects: false, projectIds: [project], createdBy: 'test' })
    ).token);
  await issue('recorderP', ['recorder'], P);
  await issue('adjudicatorP', ['adjudicator'], P);
  await issue('readerP', ['reader'], P);
  await issue('recorderQ', ['recorder'], Q);
  await issue('readerQ', ['reader'], Q);
  const attempt = await record(serverB, tokens.recorderP!, P, 1);
  cohortId = attempt.cohort.id;
  attemptId = attempt.id;
});
afterAll(async () => {
  await Promise.all([serverA?.stop(), serverB?.stop()]);
  await ledger?.close();
});

/** A subscription document written here (sent as text, not by hash), with what it selects. */
const EVENT_FIELDS: Record<string, string> = {
  attemptRecorded: 'projectId count recordedAt catchUp',
  adjudicationAppended: 'projectId count recordedAt catchUp',
  reliabilityChanged: 'cohortId projectId recordedAt catchUp',
};
function subscribeText(server: ServerProcess, token: string, text: string, variables: Record<string, unknown> = {}) {
  return createLedgerClient({ url: server.url, token, send: 'document' }).subscribe(
    new TypedDocumentString<Record<string, unknown>, Record<string, unknown>>(text),
    variables,
  );
}
/** The three ways of passing a subscription's arguments: inline, a variable of another name, a variable of the same name. */
function argumentForms(field: string, argument: string, type: string, value: string, since?: string) {
  const fields = EVENT_FIELDS[field]!;
  const literalSince = since ? `, since: ${JSON.stringify(since)}` : '';
  return [
    {
      form: 'literal',
      text: `subscription { ${field}(${argument}: ${JSON.stringify(value)}${literalSince}) { ${fields} } }`,
      variables: {},
    },
    {
      form: 'renamed variable',
      text: `subscription Renamed($x: ${type}!, $from: DateTime) { ${field}(${argument}: $x, since: $from) { ${fields} } }`,
      variables: since ? { x: value, from: since } : { x: value },
    },
    {
      form: 'same-named variable',
      text: `subscription Same($${argument}: ${type}!, $since: DateTime) { ${field}(${argument}: $${argument}, since: $since) { ${fields} } }`,
      variables: since ? { [argument]: value, since } : { [argument]: value },
    },
  ];
}

describe('subscription arguments, however they are written', () => {
  const subscriptionFields = () => [
    { field: 'attemptRecorded', argument: 'projectId', type: 'String', value: P },
    { field: 'adjudicationAppended', argument: 'projectId', type: 'String', value: P },
    { field: 'reliabilityChanged', argument: 'cohortId', type: 'ID', value: cohortId },
  ];

  it('every subscription field hears its events with literal arguments, a renamed variable and a same-named one', async () => {
    const open: { name: string; field: string; subscription: LedgerSubscription<Record<string, unknown>> }[] = [];
    try {
      for (const { field, argument, type, value } of subscriptionFields())
        for (const { form, text, variables } of argumentForms(field, argument, type, value))
          open.push({ name: `${field} (${form})`, field, subscription: await subscribeText(serverA, tokens.readerP!, text, variables) });
      expect(open.map((entry) => entry.field).sort()).toEqual(
        Object.keys(EVENT_FIELDS)
          .flatMap((field) => [field, field, field])
          .sort(),
      );
      const firsts = open.map(({ subscription }) => next(subscription).catch((error: unknown) => error));
      const attempt = await record(serverB, tokens.recorderP!, P, 1);
      const appended = await on(serverB, tokens.adjudicatorP!).request(AppendAdjudicationDocument, {
        input: { attemptId: attempt.id, idempotencyKey: 'live-forms', kind: 'HUMAN_ACCEPTED' },
      });
      expect(appended.appendAdjudication.__typename).toBe('AppendAdjudicationSuccess');
      const answers = Object.fromEntries(open.map(({ name }, index) => [name, firsts[index]]));
      for (const [name, answer] of Object.entries(answers)) {
        const event = await answer;
        if (name.startsWith('attemptRecorded'))
          expect(event, name).toEqual({ attemptRecorded: expect.objectContaining({ projectId: P, count: 1, catchUp: false }) });
        else if (name.startsWith('adjudicationAppended'))
          expect(event, name).toEqual({ adjudicationAppended: expect.objectContaining({ projectId: P, count: 1, catchUp: false }) });
        else expect(event, name).toEqual({ reliabilityChanged: expect.objectContaining({ cohortId, projectId: P, catchUp: false }) });
      }
    } finally {
      for (const { subscription } of open) subscription.close();
    }
  });

  it('since is read however it is written: each form of each field starts with the catch-up', async () => {
    const since = await settledThrough(serverA);
    const attempt = await record(serverB, tokens.recorderP!, P, 1);
    const appended = await on(serverB, tokens.adjudicatorP!).request(AppendAdjudicationDocument, {
      input: { attemptId: attempt.id, idempotencyKey: 'live-forms-since', kind: 'HUMAN_ACCEPTED' },
    });
    expect(appended.appendAdjudication.__typename).toBe('AppendAdjudicationSuccess');
    for (const { field, argument, type, value } of subscriptionFields())
      for (const { form, text, variables } of argumentForms(field, argument, type, value, since)) {
        const subscription = await subscribeText(serverA, tokens.readerP!, text, variables);
        try {
          const event = (await firstAnswer(Promise.resolve(subscription))) as Record<string, unknown>;
          expect(event?.[field], `${field} (${form})`).toMatchObject({ projectId: P, catchUp: true });
        } finally {
          subscription.close();
        }
      }
  });

  it("refuses another project's literal, renamed or same-named argument: authorisation reads the resolved argument", async () => {
    for (const { field, argument, type, value } of subscriptionFields()) {
      const expected = field === 'reliabilityChanged' ? 'NOT_FOUND' : 'FORBIDDEN';
      for (const { form, text, variables } of argumentForms(field, argument, type, value)) {
        const refusal = await firstAnswer(subscribeText(serverA, tokens.readerQ!, text, variables));
        expect(refusal, `${field} (${form})`).toBeInstanceOf(LedgerRequestError);
        expect((refusal as LedgerRequestError).codes, `${field} (${form})`).toEqual([expected]);
        // The refusal names the project asked for, not one read from elsewhere.
        if (expected === 'FORBIDDEN') expect((refusal as LedgerRequestError).message).toContain(P);
      }
    }
  });
});

describe('subscriptions across server processes', () => {
  it('a subscriber on one process hears attempts recorded through another, once per write', async () => {
    const subscription = await on(serverA, tokens.readerP!).subscribe(AttemptRecordedDocument, { projectId: P });
    try {
      await record(serverB, tokens.recorderP!, P, 3);
      const event = await next(subscription);
      expect(event.attemptRecorded).toMatchObject({ projectId: P, count: 3, catchUp: false });
    } finally {
      subscription.close();
    }
  });

  it('an adjudication written through another process changes the cohort and the project', async () => {
    const reliability = await on(serverA, tokens.readerP!).subscribe(ReliabilityChangedDocument, { cohortId });
    const adjudications = await on(serverA, tokens.readerP!).subscribe(AdjudicationAppendedDocument, { projectId: P });
    try {
      const appended = await on(serverB, tokens.adjudicatorP!).request(AppendAdjudicationDocument, {
        input: { attemptId, idempotencyKey: 'live-1', kind: 'HUMAN_ACCEPTED' },
      });
      expect(appended.appendAdjudication.__typename).toBe('AppendAdjudicationSuccess');
      expect((await next(reliability)).reliabilityChanged).toMatchObject({ cohortId, projectId: P, catchUp: false });
      expect((await next(adjudications)).adjudicationAppended).toMatchObject({ projectId: P, count: 1, catchUp: false });
    } finally {
      reliability.close();
      adjudications.close();
    }
  });

  it("refuses another project's token, and a token hears only its own project", async () => {
    const refused = await on(serverA, tokens.readerQ!).subscribe(AttemptRecordedDocument, { projectId: P });
    const refusal = await next(refused).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LedgerRequestError);
    expect((refusal as LedgerRequestError).codes).toEqual(['FORBIDDEN']);
    const hidden = await on(serverA, tokens.readerQ!).subscribe(ReliabilityChangedDocument, { cohortId });
    expect(((await next(hidden).catch((error: unknown) => error)) as LedgerRequestError).codes).toEqual(['NOT_FOUND']);
    const recorder = await on(serverA, tokens.recorderP!).subscribe(AttemptRecordedDocument, { projectId: P });
    expect(((await next(recorder).catch((error: unknown) => error)) as LedgerRequestError).codes).toEqual(['FORBIDDEN']);

    const anonymous = await on(serverA, 'crl_not-a-token')
      .subscribe(AttemptRecordedDocument, { projectId: P })
      .catch((error: unknown) => error);
    expect((anonymous as LedgerRequestError).status).toBe(401);

    const own = await on(serverA, tokens.readerQ!).subscribe(AttemptRecordedDocument, { projectId: Q });
    try {
      await record(serverB, tokens.recorderP!, P, 2);
      await record(serverB, tokens.recorderQ!, Q, 1);
      // The first event it hears is its own project's write, not the other project's.
      expect((await next(own)).attemptRecorded).toMatchObject({ projectId: Q, count: 1, catchUp: false });
    } finally {
      own.close();
    }
  });

  it('keeps a subscription waiting for its first event when fetch collects its Response', async () => {
    // fetch cancels the unread, unlocked body of a Response it has garbage collected; the
    // client locks the body when the response arrives, so the subscription lives on.
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const subscription = await on(serverA, tokens.readerP!).subscribe(AttemptRecordedDocument, { projectId: P });
    try {
      for (let round = 0; round < 5; round += 1) {
        collectGarbage();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await record(serverB, tokens.recorderP!, P, 1);
      expect((await next(subscription)).attemptRecorded).toMatchObject({ projectId: P, count: 1 });
    } finally {
      subscription.close();
    }
  });

  it('ends the subscriptions of a token revoked anywhere', async () => {
    const issued = await issueToken(ledger.owner, {
      actorRef: 'live-revoked',
      roles: ['reader'],
      allProjects: false,
      projectIds: [P],
      createdBy: 'test',
    });
    const subscription = await on(serverA, issued.token).subscribe(AttemptRecordedDocument, { projectId: P });
    await record(serverB, tokens.recorderP!, P, 1);
    expect((await next(subscription)).attemptRecorded.count).toBe(1);
    const ended = subscription[Symbol.asyncIterator]().next();
    expect(await revokeToken(ledger.owner, issued.id, 'test')).toBe(true);
    expect(await ended).toEqual({ value: undefined, done: true });
  });

  it('ends the subscriptions of a token when it expires', async () => {
    const issued = await issueToken(ledger.owner, {
      actorRef: 'live-expiring',
      roles: ['reader'],
      allProjects: false,
      projectIds: [P],
      createdBy: 'test',
      expiresInSeconds: 6,
    });
    const subscription = await on(serverA, issued.token).subscribe(AttemptRecordedDocument, { projectId: P });
    await record(serverB, tokens.recorderP!, P, 1);
    expect((await next(subscription)).attemptRecorded.count).toBe(1);
    const { rows } = await ledger.owner.query<{ expires_at: Date }>('SELECT expires_at FROM api_token WHERE id = $1', [issued.id]);
    expect(await subscription[Symbol.asyncIterator]().next()).toEqual({ value: undefined, done: true });
    expect(Date.now()).toBeGreaterThanOrEqual(rows[0]!.expires_at.getTime() - 50);
    const again = await firstAnswer(on(serverA, issued.token).subscribe(AttemptRecordedDocument, { projectId: P }));
    expect(again).toBeInstanceOf(LedgerRequestError);
    expect((again as LedgerRequestError).status).toBe(401);
  });

  it(`refuses a token more than ${MAX_SUBSCRIPTIONS_PER_TOKEN} subscriptions on one server, with a typed error, and takes one again once one ends`, async () => {
    const issued = await issueToken(ledger.owner, {
      actorRef: 'live-greedy',
      roles: ['reader'],
      allProjects: false,
      projectIds: [P],
      createdBy: 'test',
    });
    const client = on(serverA, issued.token);
    const open: LedgerSubscription<unknown>[] = [];
    try {
      for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_TOKEN; i += 1) open.push(await client.subscribe(AttemptRecordedDocument, { projectId: P }));
      // Every one of them hears a write before one more is asked for: the server holds all 32, live.
      await record(serverB, tokens.recorderP!, P, 1);
      for (const subscription of open)
        expect(((await next(subscription)) as { attemptRecorded: { count: number } }).attemptRecorded.count).toBe(1);
      const refused = await firstAnswer(client.subscribe(AttemptRecordedDocument, { projectId: P }));
      expect(refused).toBeInstanceOf(LedgerRequestError);
      expect((refused as LedgerRequestError).codes).toEqual(['TOO_MANY_SUBSCRIPTIONS']);
      // The limit is per token: another token subscribes, and hears the next write.
      const other = await on(serverA, tokens.readerP!).subscribe(AttemptRecordedDocument, { projectId: P });
      await record(serverB, tokens.recorderP!, P, 1);
      expect((await next(other)).attemptRecorded.count).toBe(1);
      other.close();
      // Once one ends, the token may open another (the server hears the close a moment later).
      open.pop()!.close();
      let reopened: unknown = null;
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const candidate = await client.subscribe(AttemptRecordedDocument, { projectId: P });
        const first = await Promise.race([
          next(candidate).catch((error: unknown) => error),
          new Promise((resolve) => setTimeout(() => resolve('open'), 300)),
        ]);
        if (first === 'open') {
          reopened = candidate;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(reopened).not.toBeNull();
      open.push(reopened as LedgerSubscription<unknown>);
    } finally {
      for (const subscription of open) subscription.close();
    }
  });

  it('refuses a subscription past MAX_SUBSCRIPTIONS of a process, whoever asks, and takes one again once one ends', async () => {
    // A process of its own with a limit of 2 (every token together), on the same database.
    const small = await startServerProcess({ DATABASE_URL: ledger.ownerUrl, MAX_SUBSCRIPTIONS: '2' }, 'src/cli.ts');
    const open: LedgerSubscription<unknown>[] = [];
    try {
      const first = on(small, tokens.readerP!);
      open.push(
        await first.subscribe(AttemptRecordedDocument, { projectId: P }),
        await first.subscribe(AttemptRecordedDocument, { projectId: P }),
      );
      // Another token, well under its own limit of 32, is refused on this process alone.
      const refused = await firstAnswer(on(small, tokens.readerQ!).subscribe(AttemptRecordedDocument, { projectId: Q }));
      expect(refused).toBeInstanceOf(LedgerRequestError);
      expect((refused as LedgerRequestError).codes).toEqual(['TOO_MANY_SUBSCRIPTIONS']);
      expect((refused as LedgerRequestError).message).toMatch(/this server holds 2 open subscriptions/);
      const elsewhere = await on(serverA, tokens.readerQ!).subscribe(AttemptRecordedDocument, { projectId: Q });
      await record(serverB, tokens.recorderQ!, Q, 1);
      expect((await next(elsewhere)).attemptRecorded.count).toBe(1);
      elsewhere.close();
      // Once one ends, the other token gets its place and hears the next write.
      open.shift()!.close();
      let taken: { subscription: LedgerSubscription<unknown>; firstEvent: Promise<unknown> } | null = null;
      for (let attempt = 0; attempt < 50 && !taken; attempt += 1) {
        const candidate = await on(small, tokens.readerQ!).subscribe(AttemptRecordedDocument, { projectId: Q });
        const firstEvent = next(candidate).catch((error: unknown) => error);
        const outcome = await Promise.race([firstEvent, new Promise((resolve) => setTimeout(() => resolve('open'), 300))]);
        if (outcome === 'open') taken = { subscription: candidate, firstEvent };
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(taken).not.toBeNull();
      open.push(taken!.subscription);
      await record(serverB, tokens.recorderQ!, Q, 2);
      expect(await taken!.firstEvent).toMatchObject({ attemptRecorded: { count: 2 } });
    } finally {
      for (const subscription of open) subscription.close();
      await small.stop();
    }
  });

  it('resumes a dropped subscription with since: what was written meanwhile arrives first, as a catch-up', async () => {
    const dropped = await on(serverA, tokens.readerP!).subscribe(ReliabilityChangedDocument, { cohortId });
    const since = await settledThrough(serverA);
    dropped.close();
    const appended = await on(serverB, tokens.adjudicatorP!).request(AppendAdjudicationDocument, {
      input: { attemptId, idempotencyKey: 'live-while-away', kind: 'REWORK_REQUESTED' },
    });
    if (appended.appendAdjudication.__typename !== 'AppendAdjudicationSuccess') throw new Error(appended.appendAdjudication.message);

    const resumed = await on(serverA, tokens.readerP!).subscribe(ReliabilityChangedDocument, { cohortId, since });
    try {
      const catchUp = (await next(resumed)).reliabilityChanged;
      expect(catchUp).toMatchObject({ cohortId, catchUp: true });
      expect(Date.parse(catchUp.recordedAt)).toBe(Date.parse(appended.appendAdjudication.adjudication.recordedAt));
    } finally {
      resumed.close();
    }

    // Resumed with nothing missed: no catch-up, the next event is the next write.
    const upToDate = await on(serverA, tokens.readerP!).subscribe(ReliabilityChangedDocument, {
      cohortId,
      since: await settledThrough(serverA),
    });
    try {
      await record(serverB, tokens.recorderP!, P, 1);
      expect((await next(upToDate)).reliabilityChanged).toMatchObject({ cohortId, catchUp: false });
    } finally {
      upToDate.close();
    }
  });

  it('with LEDGER_WORKERS=2, a worker hears writes made elsewhere, and stopping the server ends its subscriptions cleanly', async () => {
    const workers = await startServerProcess({ DATABASE_URL: ledger.ownerUrl, LEDGER_WORKERS: '2' }, 'src/cli.ts');
    try {
      const subscription = await on(workers, tokens.readerP!).subscribe(AttemptRecordedDocument, { projectId: P });
      await record(serverB, tokens.recorderP!, P, 1);
      expect((await next(subscription)).attemptRecorded).toMatchObject({ projectId: P, count: 1, catchUp: false });
      const ended = subscription[Symbol.asyncIterator]().next();
      await workers.stop();
      // The stream completes (the client resumes elsewhere with since) instead of being cut.
      expect(await ended).toEqual({ value: undefined, done: true });
      expect(await workers.exited).toBe(0);
    } finally {
      await workers.stop();
    }
  });
});
