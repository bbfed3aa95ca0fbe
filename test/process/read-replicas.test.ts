// Read replicas (docs/read-replicas.md) on a real primary and streaming standby
// started here from the machine's PostgreSQL binaries: queries are read from the
// standby, mutations carry a consistency token, a query sending it back sees the
// write (from the primary when the standby is behind), a query without it may read
// the standby's older state, replica reports equal the primary's for the same asOf,
// `final` is never claimed for rows the standby has not replayed, nothing the
// primary has not committed is ever served, a primary that went through crash recovery
// is still taken for the primary, and a replica promoted under the server is refused
// and then left out.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openServerDatabase, provisionServerLogin } from '../../src/db/login.js';
import { migrate } from '../../src/db/migrate.js';
import { CONSISTENCY_EXTENSION, CONSISTENCY_HEADER } from '../../src/db/replicas.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { createLedgerYoga, type LedgerYoga } from '../../src/http/yoga.js';
import { expectTypename, graphql, type ReplicaCohortsQuery, type TypedDocumentString, type AnswerError } from '../helpers/graphql.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { RELIABILITY } from '../helpers/reliability.js';
import { startServerProcess } from '../helpers/server-process.js';
import { startStreamingPair, streamingPairUnavailable, type StreamingPair } from '../helpers/streaming-pair.js';

/** Copies an attempt row under a new outcome id (owner connection), as test/integration/report-finality.test.ts does. */
const COPY_ATTEMPT = `
  INSERT INTO attempt (cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref,
      work_package_ref, agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
      verification_mode, verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
      validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
      rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by)
  SELECT cohort_id, project_id, capability_key, gen_random_uuid(), multiplicity, $2, task_ref, work_package_ref, agent_run_ref,
      worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at, verification_mode,
      verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
      validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
      rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by
    FROM attempt WHERE id = $1
  RETURNING recorded_at`;

const unavailable = streamingPairUnavailable();
if (unavailable) console.warn(`read-replicas.test.ts skipped: ${unavailable}`);

const COHORTS = graphql(`
  query ReplicaCohorts { cohorts(first: 50) { edges { node { ledgerId attemptCount } } } }
`);

interface Answer<R> {
  status: number;
  /** Absent when the request failed as a whole; a test that reads it then fails on the read. */
  data: R;
  errors?: AnswerError[];
  extensions?: Record<string, unknown>;
}

describe.skipIf(unavailable !== null)('read replicas on a streaming standby (PostgreSQL binaries in PG_BINDIR)', () => {
  let pair: StreamingPair;
  let replicated: Database;
  let primaryOnly: Database;
  let yoga: LedgerYoga;
  let primaryYoga: LedgerYoga;
  let owner: pg.Pool;
  let recorder: string;
  let reader: string;
  const projectId = newProjectId();

  beforeAll(async () => {
    pair = await startStreamingPair('crl_replicas');
    await migrate(pair.primaryUrl);
    const appUrl = await provisionServerLogin(pair.primaryUrl);
    await pair.catchUp();
    ({ db: replicated } = await openServerDatabase({
      ownerUrl: pair.primaryUrl,
      appUrl,
      readUrls: [pair.standbyUrlWithoutUser],
      consistencyWaitMs: 300,
    }));
    ({ db: primaryOnly } = await openServerDatabase({ ownerUrl: pair.primaryUrl, appUrl }));
    yoga = createLedgerYoga({ db: replicated, logErrors: false });
    primaryYoga = createLedgerYoga({ db: primaryOnly, logErrors: false });
    owner = new pg.Pool({ connectionString: pair.primaryUrl, max: 2 });
    owner.on('error', () => undefined); // the primary is crashed on purpose below
    const issue = async (roles: ('recorder' | 'reader')[]) =>
      (
        await issueToken(primaryOnly.pool, {
          actorRef: `actor-${randomUUID().slice(0, 8)}`,
          roles,
          allProjects: false,
          projectIds: [projectId],
          createdBy: 'test-suite',
        })
      ).token;
    recorder = await issue(['recorder']);
    reader = await issue(['reader']);
  }, 120_000);

  afterAll(async () => {
    await pair?.resumeReplay().catch(() => undefined);
    await owner?.end();
    await replicated?.close();
    await primaryOnly?.close();
    await pair?.stop();
  });

  async function gql<R, V>(
    app: LedgerYoga,
    token: string,
    document: TypedDocumentString<R, V>,
    variables: V,
    headers: Record<string, string> = {},
  ): Promise<Answer<R>> {
    const response = await app.fetch('http://ledger.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify({ query: String(document), variables }),
    });
    return { status: response.status, ...((await response.json()) as Omit<Answer<R>, 'status'>) };
  }

  async function record(overrides: Record<string, unknown> = {}) {
    const answer = await gql(yoga, recorder, RECORD_ATTEMPT, { input: outcomeInput(projectId, overrides) });
    const recorded = expectTypename(answer.data.recordAttempt, 'RecordAttemptSuccess');
    const token = answer.extensions?.[CONSISTENCY_EXTENSION];
    expect(token).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    return { attempt: recorded.attempts[0]!, token: token as string };
  }

  const ledgerIds = (answer: Answer<ReplicaCohortsQuery>): string[] => answer.data.cohorts.edges.map((edge) => edge.node.ledgerId).sort();
  const report = async (app: LedgerYoga, cohortId: string, asOf?: string, headers: Record<string, string> = {}) => {
    const answer = await gql(
      app,
      reader,
      RELIABILITY,
      { cohortId, window: { lastDays: 30 }, minSamples: 1, ...(asOf ? { asOf } : {}) },
      headers,
    );
    expect(answer.errors).toBeUndefined();
    return expectTypename(answer.data.reliability, 'ReliabilityReport');
  };
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let attempt = 0; attempt < 300; attempt++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('condition not reached within 15 s');
  }

  it('a query with the token sees the write under paused replay (from the primary); without it, the standby answers its older state', async () => {
    await pair.pauseReplay();
    let written: Awaited<ReturnType<typeof record>>;
    try {
      written = await record({ capabilities: ['replica.read_your_writes'] });
      const stale = await gql(yoga, reader, COHORTS, {});
      expect(stale.errors).toBeUndefined();
      expect(ledgerIds(stale)).not.toContain(written.attempt.cohort.ledgerId);

      const fresh = await gql(yoga, reader, COHORTS, {}, { [CONSISTENCY_HEADER]: written.token });
      expect(ledgerIds(fresh)).toContain(written.attempt.cohort.ledgerId);
    } finally {
      await pair.resumeReplay();
    }
    const { attempt, token } = written;
    await pair.catchUp();
    // Replayed: the same token is now served by the standby, and without it the standby has the row too.
    expect(ledgerIds(await gql(yoga, reader, COHORTS, {}, { [CONSISTENCY_HEADER]: token }))).toContain(attempt.cohort.ledgerId);
    expect(ledgerIds(await gql(yoga, reader, COHORTS, {}))).toContain(attempt.cohort.ledgerId);
  }, 60_000);

  it('refuses a malformed consistency token; a token from the future is answered by the primary after the wait', async () => {
    const bad = await gql(yoga, reader, COHORTS, {}, { [CONSISTENCY_HEADER]: 'not-a-position' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.data ?? null).toBeNull();
    const ahead = await gql(yoga, reader, COHORTS, {}, { [CONSISTENCY_HEADER]: 'FFFFFFFF/0' });
    expect(ahead.errors).toBeUndefined();
    expect(ahead.data.cohorts.edges.length).toBeGreaterThan(0);
  }, 60_000);

  it("a report on the standby equals the primary's for the same asOf, and is not final while the standby lags", async () => {
    const first = await record({ capabilities: ['replica.finality'] });
    const cohortId = first.attempt.cohort.id;
    const asOfFirst = first.attempt.recordedAt;
    await pair.catchUp();
    // Settled on both: byte-identical reports, both final.
    const onPrimary = await until(
      () => report(primaryYoga, cohortId, asOfFirst),
      (value) => value.final,
    );
    const onStandby = await until(
      () => report(yoga, cohortId, asOfFirst),
      (value) => value.final,
    );
    expect(onStandby).toEqual(onPrimary);

    await pair.pauseReplay();
    try {
      const second = await record({ capabilities: ['replica.finality'] });
      const asOfSecond = second.attempt.recordedAt;
      const primaryFinal = await until(
        () => report(primaryYoga, cohortId, asOfSecond),
        (value) => value.final,
      );
      expect(primaryFinal.sampleSize).toBe(2);
      // The standby has not replayed the second write: its report as of that instant
      // lacks it and says so (not final, settled through an earlier instant).
      const lagging = await report(yoga, cohortId, asOfSecond);
      expect(lagging.sampleSize).toBe(1);
      expect(lagging.final).toBe(false);
      expect(new Date(lagging.settledThrough).getTime()).toBeLessThan(new Date(asOfSecond).getTime());
      // Without an asOf, the standby answers as of its own horizon: final, and equal to the primary's for it.
      const standbyDefault = await report(yoga, cohortId);
      expect(standbyDefault.final).toBe(true);
      expect(await report(primaryYoga, cohortId, standbyDefault.asOf)).toEqual(standbyDefault);
      // The token sends the read to the primary: the write is seen, and final there.
      expect(await report(yoga, cohortId, asOfSecond, { [CONSISTENCY_HEADER]: second.token })).toEqual(primaryFinal);

      await pair.resumeReplay();
      const caughtUp = await until(
        () => report(yoga, cohortId, asOfSecond),
        (value) => value.final,
      );
      expect(caughtUp).toEqual(primaryFinal);
    } finally {
      await pair.resumeReplay();
    }
  }, 60_000);

  it('a write in flight on the primary is never served by the standby, even replayed, and keeps reports after its stamp from being final', async () => {
    const { attempt } = await record({ capabilities: ['replica.in_flight'] });
    await pair.catchUp();
    const outcomeId = `outcome-${randomUUID()}`;
    const writer = await owner.connect();
    try {
      await writer.query('BEGIN');
      // The owner's copy of the attempt under a new outcome id: announced and stamped
      // by the ledger's triggers, as the first row of any write is, and left uncommitted.
      const { rows } = await writer.query<{ recorded_at: Date }>(COPY_ATTEMPT, [
        Buffer.from(attempt.id, 'base64').toString().split(':')[1],
        outcomeId,
      ]);
      const stamp = rows[0]!.recorded_at;
      // A committed write flushes the WAL (the uncommitted row's records with it), and the standby replays it all.
      await record({ capabilities: ['replica.in_flight_other'] });
      await pair.catchUp();
      const standby = new pg.Client({ connectionString: pair.standbyUrl });
      await standby.connect();
      const seen = await standby.query('SELECT 1 FROM attempt WHERE outcome_id = $1', [outcomeId]);
      await standby.end();
      expect(seen.rowCount).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500)); // several horizon samples
      const answer = await report(yoga, attempt.cohort.id, new Date(stamp.getTime() + 1).toISOString());
      expect(answer.sampleSize).toBe(1);
      expect(answer.final).toBe(false);
      expect(new Date(answer.settledThrough).getTime()).toBeLessThan(stamp.getTime());
    } finally {
      await writer.query('ROLLBACK');
      writer.release();
    }
    const rolledBackAt = Date.now();
    // Once the standby's horizon passes the rollback, the copy is still absent: it never was committed.
    const afterRollback = await until(
      () => report(yoga, attempt.cohort.id),
      (value) => new Date(value.asOf).getTime() > rolledBackAt && value.final,
    );
    expect(afterRollback.sampleSize).toBe(1);
  }, 60_000);

  it('a server of two processes started with READ_DATABASE_URL reads its queries from the standby and honours tokens over HTTP', async () => {
    const server = await startServerProcess({
      DATABASE_URL: pair.primaryUrl,
      READ_DATABASE_URL: pair.standbyUrlWithoutUser,
      READ_CONSISTENCY_WAIT_MS: '300',
      LEDGER_WORKERS: '2',
    });
    const post = async <R, V>(
      token: string,
      document: TypedDocumentString<R, V>,
      variables: V,
      headers: Record<string, string> = {},
    ): Promise<Answer<R>> => {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
        body: JSON.stringify({ query: String(document), variables }),
      });
      return { status: response.status, ...((await response.json()) as Omit<Answer<R>, 'status'>) };
    };
    try {
      await pair.pauseReplay();
      try {
        const written = await post(recorder, RECORD_ATTEMPT, {
          input: outcomeInput(projectId, { capabilities: ['replica.over_http'] }),
        });
        const recorded = expectTypename(written.data.recordAttempt, 'RecordAttemptSuccess');
        const token = written.extensions?.[CONSISTENCY_EXTENSION] as string;
        expect(token).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
        const cohort = recorded.attempts[0]!.cohort.ledgerId;
        // Several requests, so that both processes answer some of them.
        for (let round = 0; round < 4; round++) {
          expect(ledgerIds(await post(reader, COHORTS, {}))).not.toContain(cohort);
          expect(ledgerIds(await post(reader, COHORTS, {}, { [CONSISTENCY_HEADER]: token }))).toContain(cohort);
        }
      } finally {
        await pair.resumeReplay();
      }
    } finally {
      await server.stop();
    }
  }, 120_000);

  /** The report, once it is answered without errors (pools drop their connections to a crashed server on first use). */
  const served = async (app: LedgerYoga, cohortId: string, asOf?: string) =>
    until(
      () => gql(app, reader, RELIABILITY, { cohortId, window: { lastDays: 30 }, minSamples: 1, ...(asOf ? { asOf } : {}) }),
      (answer) =>
        answer.errors === undefined && answer.data.reliability?.__typename === 'ReliabilityReport' && answer.data.reliability.final,
    ).then((answer) => expectTypename(answer.data.reliability, 'ReliabilityReport'));

  it('a primary that went through crash recovery is still the primary: reports are served from it and from the standby', async () => {
    const { attempt } = await record({ capabilities: ['replica.crash_recovery'] });
    await pair.catchUp();
    await pair.crashPrimary();
    await pair.catchUp();
    // What misled a clock that read standby-ness off the replay position: the primary has one now.
    const facts = await until(
      () => owner.query('SELECT pg_last_wal_replay_lsn() IS NOT NULL AS replayed, pg_is_in_recovery() AS standby').catch(() => null),
      (result) => result !== null,
    );
    expect(facts!.rows[0]).toEqual({ replayed: true, standby: false });
    const onPrimary = await served(primaryYoga, attempt.cohort.id, attempt.recordedAt);
    expect(onPrimary.sampleSize).toBe(1);
    expect(await served(yoga, attempt.cohort.id, attempt.recordedAt)).toEqual(onPrimary);
    // Writes and read-your-writes go on as before.
    const after = await record({ capabilities: ['replica.crash_recovery'] });
    expect((await served(primaryYoga, attempt.cohort.id, after.attempt.recordedAt)).sampleSize).toBe(2);
    expect(await report(yoga, attempt.cohort.id, after.attempt.recordedAt, { [CONSISTENCY_HEADER]: after.token })).toMatchObject({
      sampleSize: 2,
    });
  }, 120_000);

  it('refuses to start when READ_DATABASE_URL is not a standby of the primary', async () => {
    // The primary itself, with the server's own login: it passes the privilege check, and is not in recovery.
    const primaryWithoutUser = pair.primaryUrl.replace('postgres@', '');
    await expect(startServerProcess({ DATABASE_URL: pair.primaryUrl, READ_DATABASE_URL: primaryWithoutUser })).rejects.toThrow(
      /not a streaming standby/,
    );
  }, 120_000);
  // Last: the standby is promoted for good.
  it('a replica promoted under the server is no standby: its report is refused, and from then on queries are read from the primary', async () => {
    const { attempt } = await record({ capabilities: ['replica.promoted'] });
    await pair.catchUp();
    await pair.promoteStandby();
    const refused = await gql(yoga, reader, RELIABILITY, { cohortId: attempt.cohort.id, window: { lastDays: 30 }, minSamples: 1 });
    expect(refused.status).toBe(503);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    expect(refused.data?.reliability ?? null).toBeNull();
    // The promoted server follows the primary no more: what is written now is read from the primary.
    const later = await record({ capabilities: ['replica.promoted_later'] });
    expect(ledgerIds(await gql(yoga, reader, COHORTS, {}))).toContain(later.attempt.cohort.ledgerId);
    const onPrimary = await served(primaryYoga, later.attempt.cohort.id, later.attempt.recordedAt);
    expect(await served(yoga, later.attempt.cohort.id, later.attempt.recordedAt)).toEqual(onPrimary);
  }, 60_000);
});
