// The annotation store (CONTRACT.md 9): prose kept apart from the ledger under the
// digest of its text; redaction removes the text, records who and when, and
// changes nothing in the ledger; retention is scheduled redaction.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetention } from '../../src/modules/annotations/store.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';

let ledger: TestLedger;
let adjudicator: TestToken;
let reader: TestToken;
let admin: TestToken;
const projectId = newProjectId();

const STORE = `mutation($text: String!) { storeAnnotation(text: $text) { __typename
  ... on StoreAnnotationSuccess { replayed annotation { digest byteLength storedBy text redacted } }
  ... on ValidationError { issues { path message } } ... on Error { message } } }`;
const READ = `query($d: String!) { annotation(digest: $d) { digest text redacted redactedBy redactedAt } }`;
const REDACT = `mutation($d: String!) { redactAnnotation(digest: $d) { __typename
  ... on RedactAnnotationSuccess { changed annotation { digest text redacted redactedBy } } ... on Error { message } } }`;

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
    const first = (await ledger.gql(adjudicator.token, STORE, { text })).data.storeAnnotation;
    expect(first).toMatchObject({ replayed: false, annotation: { digest: sha256(text), byteLength: Buffer.byteLength(text), text } });
    const again = (await ledger.gql(adjudicator.token, STORE, { text })).data.storeAnnotation;
    expect(again.replayed).toBe(true);
    const { rows } = await ledger.owner.query('SELECT count(*)::int AS n FROM annotation WHERE digest = $1', [sha256(text)]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses empty or oversized text with a ValidationError', async () => {
    for (const text of ['', 'x'.repeat(16_385)]) {
      const result = (await ledger.gql(adjudicator.token, STORE, { text })).data.storeAnnotation;
      expect(result.__typename).toBe('ValidationError');
      expect(result.issues[0].path).toBe('text');
    }
  });

  it('is refused to a reader-only token', async () => {
    expect((await ledger.gql(reader.token, STORE, { text: 'nope' })).data.storeAnnotation.__typename).toBe('ForbiddenError');
  });
});

describe('redaction', () => {
  it('removes the text, records who and when, and leaves the ledger row that cites it unchanged', async () => {
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    const attempt = (await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) })).data.recordAttempt.attempts[0];
    const reason = `Rejected: the migration drops a column still read by the API ${Math.random()}`;
    const stored = (await ledger.gql(adjudicator.token, STORE, { text: reason })).data.storeAnnotation.annotation;
    const appended = (
      await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
        input: { attemptId: attempt.id, idempotencyKey: 'reject-1', kind: 'HUMAN_REJECTED', reasonDigest: stored.digest },
      })
    ).data.appendAdjudication.adjudication;
    const before = await ledger.owner.query('SELECT * FROM adjudication WHERE id = $1', [appended.ledgerId]);

    const redacted = (await ledger.gql(admin.token, REDACT, { d: stored.digest })).data.redactAnnotation;
    expect(redacted).toMatchObject({ changed: true, annotation: { digest: stored.digest, text: null, redacted: true, redactedBy: admin.actorRef } });
    const read = (await ledger.gql(reader.token, READ, { d: stored.digest })).data.annotation;
    expect(read).toMatchObject({ digest: stored.digest, text: null, redacted: true });
    expect(read.redactedAt).not.toBeNull();

    const after = await ledger.owner.query('SELECT * FROM adjudication WHERE id = $1', [appended.ledgerId]);
    expect(after.rows).toEqual(before.rows);
    const { rows } = await ledger.owner.query('SELECT count(*)::int AS n FROM annotation_text WHERE digest = $1', [stored.digest]);
    expect(rows[0].n).toBe(0);

    // a second redaction changes nothing; the same text sent again is not brought back
    expect((await ledger.gql(admin.token, REDACT, { d: stored.digest })).data.redactAnnotation.changed).toBe(false);
    const resent = (await ledger.gql(adjudicator.token, STORE, { text: reason })).data.storeAnnotation;
    expect(resent).toMatchObject({ replayed: true, annotation: { text: null, redacted: true } });
  });

  it('is refused to anyone but an admin, and answers NotFoundError for an unknown digest', async () => {
    const stored = (await ledger.gql(adjudicator.token, STORE, { text: `keep ${Math.random()}` })).data.storeAnnotation.annotation;
    expect((await ledger.gql(adjudicator.token, REDACT, { d: stored.digest })).data.redactAnnotation.__typename).toBe('ForbiddenError');
    expect((await ledger.gql(admin.token, REDACT, { d: sha256('never stored') })).data.redactAnnotation.__typename).toBe('NotFoundError');
    expect((await ledger.gql(reader.token, READ, { d: stored.digest })).data.annotation.text).toContain('keep');
  });
});

describe('database guards', () => {
  it('lets nobody delete text without a recorded redaction, or edit it', async () => {
    const stored = (await ledger.gql(adjudicator.token, STORE, { text: `guarded ${Math.random()}` })).data.storeAnnotation.annotation;
    await expect(ledger.db.pool.query('DELETE FROM annotation_text WHERE digest = $1', [stored.digest])).rejects.toThrow(/permission denied/);
    await expect(ledger.owner.query('DELETE FROM annotation_text WHERE digest = $1', [stored.digest])).rejects.toThrow(/only by redaction/);
    await expect(ledger.owner.query(`UPDATE annotation_text SET text = 'other' WHERE digest = $1`, [stored.digest])).rejects.toThrow(/never edited/);
    await expect(ledger.owner.query('DELETE FROM annotation WHERE digest = $1', [stored.digest])).rejects.toThrow(/append-only/);
    await expect(ledger.owner.query('TRUNCATE annotation_text')).rejects.toThrow(/append-only/);
  });

  it('refuses text that is not the text its digest names', async () => {
    await ledger.db.pool.query(`INSERT INTO annotation (digest, byte_length, stored_by) VALUES ($1, 5, 'x')`, [sha256('right')]);
    await expect(
      ledger.db.pool.query('INSERT INTO annotation_text (digest, text) VALUES ($1, $2)', [sha256('right'), 'wrong']),
    ).rejects.toThrow(/annotation_text_digest_check/);
  });
});

describe('retention', () => {
  it('redacts what is older than the configured age and nothing younger', async () => {
    const text = `old enough ${Math.random()}`;
    const stored = (await ledger.gql(adjudicator.token, STORE, { text })).data.storeAnnotation.annotation;
    expect(await applyRetention(ledger.db.pool, 1, 'ledger-retention')).toBe(0);
    expect((await ledger.gql(reader.token, READ, { d: stored.digest })).data.annotation.text).toBe(text);
    // age 0: everything stored before this moment is older than the limit
    expect(await applyRetention(ledger.db.pool, 0, 'ledger-retention')).toBeGreaterThanOrEqual(1);
    expect((await ledger.gql(reader.token, READ, { d: stored.digest })).data.annotation).toMatchObject({
      text: null,
      redactedBy: 'ledger-retention',
    });
  });
});
