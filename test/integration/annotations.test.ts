// The annotation store (docs/specification.md §9): prose kept apart from the ledger under the
// digest of its text; redaction removes the text, records who and when, and
// changes nothing in the ledger; retention is scheduled redaction.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetention } from '../../src/modules/annotations/store.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { expectTypename, graphql } from '../helpers/graphql.js';

let ledger: TestLedger;
let adjudicator: TestToken;
let reader: TestToken;
let admin: TestToken;
const projectId = newProjectId();

const STORE = graphql(`
  mutation AnnotationsStore($p: String!, $text: String!) {
    storeAnnotation(projectId: $p, text: $text) {
      __typename
      ... on StoreAnnotationSuccess { replayed annotation { projectId digest byteLength storedBy storedAt text redacted } }
      ... on ValidationError { issues { path message } }
      ... on Error { message }
    }
  }
`);
const READ = graphql(`
  query AnnotationsRead($p: String!, $d: String!) {
    annotation(projectId: $p, digest: $d) { projectId digest storedBy text redacted redactedBy redactedAt }
  }
`);
const REDACT = graphql(`
  mutation AnnotationsRedact($p: String!, $d: String!) {
    redactAnnotation(projectId: $p, digest: $d) {
      __typename
      ... on RedactAnnotationSuccess { changed annotation { projectId digest text redacted redactedBy } }
      ... on Error { message }
    }
  }
`);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

beforeAll(async () => {
  ledger = await createTestLedger();
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  admin = await ledger.token({ roles: ['admin'], allProjects: true });
});
afterAll(() => ledger?.close());

describe('storeAnnotation', () => {
  it('stores prose under the SHA-256 of its text and replays the same text', async () => {
    const text = `The change broke the rollback path — ${Math.random()}`;
    const first = (await ledger.gql(adjudicator.token, STORE, { p: projectId, text })).data.storeAnnotation;
    expect(first).toMatchObject({ replayed: false, annotation: { digest: sha256(text), byteLength: Buffer.byteLength(text), text } });
    const again = (await ledger.gql(adjudicator.token, STORE, { p: projectId, text })).data.storeAnnotation;
    expect(expectTypename(again, 'StoreAnnotationSuccess').replayed).toBe(true);
    const { rows } = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM annotation WHERE digest = $1', [sha256(text)]);
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a project outside the token and a malformed project id, writing nothing', async () => {
    const text = `elsewhere ${Math.random()}`;
    const refused = (await ledger.gql(adjudicator.token, STORE, { p: newProjectId(), text })).data.storeAnnotation;
    expect(refused.__typename).toBe('ForbiddenError');
    const malformed = (await ledger.gql(adjudicator.token, STORE, { p: 'not-a-uuid', text })).data.storeAnnotation;
    expect(malformed).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'projectId' }] });
    const { rows } = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM annotation WHERE digest = $1', [sha256(text)]);
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses empty or oversized text with a ValidationError', async () => {
    for (const text of ['', 'x'.repeat(16_385)]) {
      const result = (await ledger.gql(adjudicator.token, STORE, { p: projectId, text })).data.storeAnnotation;
      expect(expectTypename(result, 'ValidationError').issues[0]?.path).toBe('text');
    }
  });

  it('is refused to a reader-only token', async () => {
    expect((await ledger.gql(reader.token, STORE, { p: projectId, text: 'nope' })).data.storeAnnotation.__typename).toBe('ForbiddenError');
  });
});

describe('projects', () => {
  it('keeps the same text in two projects as two records; neither replays nor reveals the other', async () => {
    const otherProject = newProjectId();
    const otherWriter = await ledger.token({ roles: ['adjudicator'], projects: [otherProject] });
    const otherReader = await ledger.token({ roles: ['reader'], projects: [otherProject] });
    const text = `shared wording ${Math.random()}`;
    const mine = (await ledger.gql(adjudicator.token, STORE, { p: projectId, text })).data.storeAnnotation;
    expect(mine).toMatchObject({ replayed: false, annotation: { projectId, storedBy: adjudicator.actorRef } });

    // the other project cannot read it, by digest or otherwise
    expect((await ledger.gql(otherReader.token, READ, { p: projectId, d: sha256(text) })).data.annotation).toBeNull();
    expect((await ledger.gql(otherReader.token, READ, { p: otherProject, d: sha256(text) })).data.annotation).toBeNull();
    // every annotation has a project: a lookup without one is not a valid request
    const unscoped = await ledger.gql(otherReader.token, `query($d: String!) { annotation(digest: $d) { text } }`, { d: sha256(text) });
    expect(unscoped.data).toBeUndefined();
    expect(unscoped.errors?.[0]?.message).toMatch(/argument "projectId" of type "String!" is required/);

    // storing the same text there is a new record: no replay, no word of who stored it here
    const theirs = (await ledger.gql(otherWriter.token, STORE, { p: otherProject, text })).data.storeAnnotation;
    expect(theirs).toMatchObject({ replayed: false, annotation: { projectId: otherProject, storedBy: otherWriter.actorRef, text } });
    expect(JSON.stringify(theirs)).not.toContain(adjudicator.actorRef);
    const again = (await ledger.gql(otherWriter.token, STORE, { p: otherProject, text })).data.storeAnnotation;
    expect(again).toMatchObject({ replayed: true, annotation: { projectId: otherProject, storedBy: otherWriter.actorRef } });
    const { rows } = await ledger.owner.query('SELECT project_id FROM annotation WHERE digest = $1 ORDER BY stored_at', [sha256(text)]);
    expect(rows.map((row) => row.project_id)).toEqual([projectId, otherProject]);
  });

  it('lets an admin of another project neither redact nor read it; redaction in one project leaves the other', async () => {
    const otherProject = newProjectId();
    const otherAdmin = await ledger.token({ roles: ['admin', 'reader'], projects: [otherProject] });
    const otherWriter = await ledger.token({ roles: ['adjudicator'], projects: [otherProject] });
    const text = `redact here only ${Math.random()}`;
    const stored = expectTypename(
      (await ledger.gql(adjudicator.token, STORE, { p: projectId, text })).data.storeAnnotation,
      'StoreAnnotationSuccess',
    ).annotation;
    await ledger.gql(otherWriter.token, STORE, { p: otherProject, text });

    expect((await ledger.gql(otherAdmin.token, REDACT, { p: projectId, d: stored.digest })).data.redactAnnotation.__typename).toBe(
      'ForbiddenError',
    );
    expect((await ledger.gql(reader.token, READ, { p: projectId, d: stored.digest })).data.annotation?.text).toBe(text);

    const redacted = (await ledger.gql(otherAdmin.token, REDACT, { p: otherProject, d: stored.digest })).data.redactAnnotation;
    expect(redacted).toMatchObject({ changed: true, annotation: { projectId: otherProject, text: null, redactedBy: otherAdmin.actorRef } });
    expect((await ledger.gql(reader.token, READ, { p: projectId, d: stored.digest })).data.annotation).toMatchObject({
      text,
      redacted: false,
    });
  });
});

describe('redaction', () => {
  it('removes the text, records who and when, and leaves the ledger row that cites it unchanged', async () => {
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    const attempt = expectTypename(
      (await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) })).data.recordAttempt,
      'RecordAttemptSuccess',
    ).attempts[0]!;
    const reason = `Rejected: the migration drops a column still read by the API ${Math.random()}`;
    const stored = expectTypename(
      (await ledger.gql(adjudicator.token, STORE, { p: projectId, text: reason })).data.storeAnnotation,
      'StoreAnnotationSuccess',
    ).annotation;
    const appended = expectTypename(
      (
        await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
          input: { attemptId: attempt.id, idempotencyKey: 'reject-1', kind: 'HUMAN_REJECTED', reasonDigest: stored.digest },
        })
      ).data.appendAdjudication,
      'AppendAdjudicationSuccess',
    ).adjudication;
    const before = await ledger.owner.query('SELECT * FROM adjudication WHERE id = $1', [appended.ledgerId]);

    const redacted = (await ledger.gql(admin.token, REDACT, { p: projectId, d: stored.digest })).data.redactAnnotation;
    expect(redacted).toMatchObject({
      changed: true,
      annotation: { digest: stored.digest, text: null, redacted: true, redactedBy: admin.actorRef },
    });
    const read = (await ledger.gql(reader.token, READ, { p: projectId, d: stored.digest })).data.annotation;
    expect(read).toMatchObject({ digest: stored.digest, text: null, redacted: true });
    expect(read?.redactedAt).not.toBeNull();

    const after = await ledger.owner.query('SELECT * FROM adjudication WHERE id = $1', [appended.ledgerId]);
    expect(after.rows).toEqual(before.rows);
    const { rows } = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM annotation_text WHERE digest = $1', [
      stored.digest,
    ]);
    expect(rows[0]!.n).toBe(0);

    // a second redaction changes nothing; the same text sent again is not brought back
    const again = (await ledger.gql(admin.token, REDACT, { p: projectId, d: stored.digest })).data.redactAnnotation;
    expect(expectTypename(again, 'RedactAnnotationSuccess').changed).toBe(false);
    const resent = (await ledger.gql(adjudicator.token, STORE, { p: projectId, text: reason })).data.storeAnnotation;
    expect(resent).toMatchObject({ replayed: true, annotation: { text: null, redacted: true } });
  });

  it('is refused to anyone but an admin, and answers NotFoundError for an unknown digest', async () => {
    const stored = expectTypename(
      (await ledger.gql(adjudicator.token, STORE, { p: projectId, text: `keep ${Math.random()}` })).data.storeAnnotation,
      'StoreAnnotationSuccess',
    ).annotation;
    expect((await ledger.gql(adjudicator.token, REDACT, { p: projectId, d: stored.digest })).data.redactAnnotation.__typename).toBe(
      'ForbiddenError',
    );
    expect((await ledger.gql(admin.token, REDACT, { p: projectId, d: sha256('never stored') })).data.redactAnnotation.__typename).toBe(
      'NotFoundError',
    );
    expect((await ledger.gql(reader.token, READ, { p: projectId, d: stored.digest })).data.annotation?.text).toContain('keep');
  });
});

describe('database guards', () => {
  it('lets nobody delete text without a recorded redaction, or edit it', async () => {
    const stored = expectTypename(
      (await ledger.gql(adjudicator.token, STORE, { p: projectId, text: `guarded ${Math.random()}` })).data.storeAnnotation,
      'StoreAnnotationSuccess',
    ).annotation;
    await expect(ledger.db.pool.query('DELETE FROM annotation_text WHERE digest = $1', [stored.digest])).rejects.toThrow(
      /permission denied/,
    );
    await expect(ledger.owner.query('DELETE FROM annotation_text WHERE digest = $1', [stored.digest])).rejects.toThrow(/only by redaction/);
    await expect(ledger.owner.query(`UPDATE annotation_text SET text = 'other' WHERE digest = $1`, [stored.digest])).rejects.toThrow(
      /never edited/,
    );
    await expect(ledger.owner.query('DELETE FROM annotation WHERE digest = $1', [stored.digest])).rejects.toThrow(/append-only/);
    await expect(ledger.owner.query('TRUNCATE annotation_text')).rejects.toThrow(/append-only/);
  });

  it('refuses text that is not the text its digest names', async () => {
    await ledger.db.pool.query(`INSERT INTO annotation (project_id, digest, byte_length, stored_by) VALUES ($1, $2, 5, 'x')`, [
      projectId,
      sha256('right'),
    ]);
    await expect(
      ledger.db.pool.query('INSERT INTO annotation_text (project_id, digest, text) VALUES ($1, $2, $3)', [
        projectId,
        sha256('right'),
        'wrong',
      ]),
    ).rejects.toThrow(/annotation_text_digest_check/);
  });

  it('refuses text filed under a project that does not hold its digest', async () => {
    await ledger.db.pool.query(`INSERT INTO annotation (project_id, digest, byte_length, stored_by) VALUES ($1, $2, 5, 'x')`, [
      projectId,
      sha256('mine'),
    ]);
    await expect(
      ledger.db.pool.query('INSERT INTO annotation_text (project_id, digest, text) VALUES ($1, $2, $3)', [
        newProjectId(),
        sha256('mine'),
        'mine',
      ]),
    ).rejects.toThrow(/annotation_text_project_id_digest_fkey/);
  });
});

describe('retention', () => {
  it('redacts what is older than the configured age and nothing younger', async () => {
    const text = `old enough ${Math.random()}`;
    const stored = expectTypename(
      (await ledger.gql(adjudicator.token, STORE, { p: projectId, text })).data.storeAnnotation,
      'StoreAnnotationSuccess',
    ).annotation;
    expect(await applyRetention(ledger.db.pool, 1, 'ledger-retention')).toBe(0);
    expect((await ledger.gql(reader.token, READ, { p: projectId, d: stored.digest })).data.annotation?.text).toBe(text);
    // age 0: everything stored before this moment is older than the limit
    expect(await applyRetention(ledger.db.pool, 0, 'ledger-retention')).toBeGreaterThanOrEqual(1);
    expect((await ledger.gql(reader.token, READ, { p: projectId, d: stored.digest })).data.annotation).toMatchObject({
      text: null,
      redactedBy: 'ledger-retention',
    });
  });
});
