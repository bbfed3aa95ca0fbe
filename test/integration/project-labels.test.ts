// Project labels (docs/specification.md §3.1, "Project labels"): an admin of a project
// sets its display label; append-only, the latest wins; the label grammar and the
// credential screen refuse with nothing written; another project's token can neither
// read nor set it; the same key replays, another label under it conflicts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf } from '../../src/domain/canonical.js';
import { CREDENTIAL_FORMS } from '../helpers/credential-samples.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import { PROJECT_LABELS, SET_PROJECT_LABEL } from '../helpers/projects.js';
import type { SetProjectLabelInput } from '../helpers/graphql.js';
import { expectTypename } from '../helpers/graphql.js';

let ledger: TestLedger;

beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

const key = () => `label-${randomUUID()}`;

async function projectWithAdmin() {
  const projectId = newProjectId();
  const token = await ledger.token({ roles: ['admin'], projects: [projectId] });
  return { projectId, token: token.token, actorRef: token.actorRef };
}

async function set(token: string, input: SetProjectLabelInput) {
  const response = await ledger.gql(token, SET_PROJECT_LABEL, { input });
  expect(response.errors, response.text).toBeUndefined();
  return response.data.setProjectLabel;
}

async function labels(token: string, projectIds: string[]) {
  const response = await ledger.gql(token, PROJECT_LABELS, { projectIds });
  expect(response.errors, response.text).toBeUndefined();
  return response.data.projectLabels;
}

async function rowsOf(projectId: string): Promise<number> {
  const { rows } = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM project_label WHERE project_id = $1', [
    projectId,
  ]);
  return rows[0]!.n;
}

describe('setProjectLabel', () => {
  it("appends a label; the latest set is the project's label, earlier ones stay", async () => {
    const { projectId, token, actorRef } = await projectWithAdmin();
    const first = expectTypename(await set(token, { projectId, label: 'platform', idempotencyKey: key() }), 'SetProjectLabelSuccess');
    expect(first).toMatchObject({
      __typename: 'SetProjectLabelSuccess',
      replayed: false,
      projectLabel: { projectId, label: 'platform', actorRef, contentDigest: digestOf({ projectId, label: 'platform' }) },
    });
    expect(expectTypename(await labels(token, [projectId]), 'ProjectLabels').labels.map((row) => row.label)).toEqual(['platform']);

    const second = expectTypename(
      await set(token, { projectId, label: 'platform-team.v2', idempotencyKey: key() }),
      'SetProjectLabelSuccess',
    );
    expect([first.projectLabel.seq, second.projectLabel.seq]).toEqual([1, 2]);
    expect(second.projectLabel.createdAt >= first.projectLabel.createdAt).toBe(true);
    const answer = expectTypename(await labels(token, [projectId]), 'ProjectLabels');
    expect(answer.labels).toEqual([expect.objectContaining({ ledgerId: second.projectLabel.ledgerId, label: 'platform-team.v2' })]);
    expect(await rowsOf(projectId)).toBe(2);
  });

  it('numbers concurrent sets 1..n in the order they commit; the highest is the label, whatever the clock says', async () => {
    const { projectId, token } = await projectWithAdmin();
    const names = Array.from({ length: 8 }, (_, index) => `name-${index}`);
    const answers = await Promise.all(names.map((label) => set(token, { projectId, label, idempotencyKey: key() })));
    const rows = answers.map((answer) => expectTypename(answer, 'SetProjectLabelSuccess').projectLabel).sort((a, b) => a.seq - b.seq);
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.createdAt >= rows[i - 1]!.createdAt).toBe(true);
    expect(expectTypename(await labels(token, [projectId]), 'ProjectLabels').labels.map((row) => row.label)).toEqual([rows.at(-1)!.label]);
    // the same label again under a new key is a new set, and wins
    const again = expectTypename(await set(token, { projectId, label: rows[0]!.label, idempotencyKey: key() }), 'SetProjectLabelSuccess');
    expect(again.projectLabel.seq).toBe(9);
    expect(expectTypename(await labels(token, [projectId]), 'ProjectLabels').labels.map((row) => row.label)).toEqual([rows[0]!.label]);
  });

  it('replays the same key and label with nothing written, and refuses another label under the key as a conflict', async () => {
    const { projectId, token } = await projectWithAdmin();
    const input = { projectId, label: 'docs-site', idempotencyKey: key() };
    const first = expectTypename(await set(token, input), 'SetProjectLabelSuccess');
    const again = expectTypename(await set(token, input), 'SetProjectLabelSuccess');
    expect(again).toMatchObject({ __typename: 'SetProjectLabelSuccess', replayed: true, projectLabel: first.projectLabel });
    const conflict = await set(token, { ...input, label: 'docs-site-2' });
    expect(conflict).toMatchObject({
      __typename: 'IdempotencyConflictError',
      code: 'IDEMPOTENCY_CONFLICT',
      idempotencyKey: input.idempotencyKey,
      existingDigest: first.projectLabel.contentDigest,
      submittedDigest: digestOf({ projectId, label: 'docs-site-2' }),
    });
    expect(await rowsOf(projectId)).toBe(1);
    expect(expectTypename(await labels(token, [projectId]), 'ProjectLabels').labels.map((row) => row.label)).toEqual(['docs-site']);
  });

  it('refuses a value outside the label grammar, or holding a credential, with a ValidationError on its field and nothing written', async () => {
    const { projectId, token } = await projectWithAdmin();
    const cases: [string, Record<string, unknown>, string][] = [
      ['an empty label', { label: '' }, 'input.label'],
      ['a label with a space', { label: 'platform team' }, 'input.label'],
      ['a label starting with a dot', { label: '.hidden' }, 'input.label'],
      ['a label of 129 characters', { label: `p${'x'.repeat(128)}` }, 'input.label'],
      ['markup as the label', { label: '<script>alert(1)</script>' }, 'input.label'],
      ['a key outside the reference grammar', { idempotencyKey: 'two words' }, 'input.idempotencyKey'],
      ['a project id that is not a uuid', { projectId: 'platform' }, 'input.projectId'],
      ...CREDENTIAL_FORMS.map(
        ({ form, value }) => [`${form} as the label`, { label: value }, 'input.label'] as [string, Record<string, unknown>, string],
      ),
      ['a credential behind a prefix', { label: 'team+ghp_abcdefghijklmnopqrstuvwxyz0123456789' }, 'input.label'],
    ];
    for (const [name, patch, path] of cases) {
      const answer = await set(token, { projectId, label: 'fine', idempotencyKey: key(), ...patch });
      expect({
        name,
        typename: answer.__typename,
        paths: 'issues' in answer ? answer.issues.map((issue) => issue.path) : undefined,
      }).toEqual({ name, typename: 'ValidationError', paths: [path] });
    }
    expect(await rowsOf(projectId)).toBe(0);
    expect(expectTypename(await labels(token, [projectId]), 'ProjectLabels').labels).toEqual([]);
  });

  it("needs the admin role of the project: another project's admin and a reader are refused, nothing written", async () => {
    const { projectId } = await projectWithAdmin();
    const otherAdmin = await ledger.token({ roles: ['admin', 'reader'], projects: [newProjectId()] });
    const notAdmin = await ledger.token({ roles: ['reader', 'adjudicator'], projects: [projectId] });
    for (const token of [otherAdmin.token, notAdmin.token]) {
      const answer = await set(token, { projectId, label: 'taken-over', idempotencyKey: key() });
      expect(answer.__typename).toBe('ForbiddenError');
    }
    expect(await rowsOf(projectId)).toBe(0);
  });
});

describe('projectLabels', () => {
  it('answers any role of the project, leaves out projects outside the token and projects without a label, in the order asked', async () => {
    const a = await projectWithAdmin();
    const b = await projectWithAdmin();
    const unlabelled = newProjectId();
    await set(a.token, { projectId: a.projectId, label: 'alpha', idempotencyKey: key() });
    await set(b.token, { projectId: b.projectId, label: 'beta', idempotencyKey: key() });
    for (const role of ['reader', 'recorder', 'adjudicator', 'admin'] as const) {
      const token = await ledger.token({ roles: [role], projects: [a.projectId, b.projectId, unlabelled] });
      const answer = expectTypename(await labels(token.token, [b.projectId, unlabelled, a.projectId, b.projectId]), 'ProjectLabels');
      expect(answer.labels.map((row) => [row.projectId, row.label])).toEqual([
        [b.projectId, 'beta'],
        [a.projectId, 'alpha'],
      ]);
    }
    // another project's token: as if there were no label
    const stranger = await ledger.token({ roles: ['reader', 'admin'], projects: [newProjectId()] });
    expect(expectTypename(await labels(stranger.token, [a.projectId, b.projectId]), 'ProjectLabels').labels).toEqual([]);
    // an all-projects token reads every project
    const everything = await ledger.token({ roles: ['reader'], allProjects: true });
    expect(expectTypename(await labels(everything.token, [a.projectId]), 'ProjectLabels').labels.map((row) => row.label)).toEqual([
      'alpha',
    ]);
  });

  it('refuses a project id that is not a uuid, and more than 100 ids, with a ValidationError', async () => {
    const { token } = await projectWithAdmin();
    const bad = await labels(token, ['not-a-uuid']);
    expect(bad).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'projectIds.0' }] });
    const many = await labels(
      token,
      Array.from({ length: 101 }, () => newProjectId()),
    );
    expect(many.__typename).toBe('ValidationError');
    expect((await labels(token, [])).__typename).toBe('ValidationError');
  });
});

describe('the project_label table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE to the application role and, by trigger, to the owner', async () => {
    const { projectId, token } = await projectWithAdmin();
    await set(token, { projectId, label: 'kept', idempotencyKey: key() });
    await expect(ledger.db.pool.query(`UPDATE project_label SET label = 'changed' WHERE project_id = $1`, [projectId])).rejects.toThrow(
      /permission denied/,
    );
    await expect(ledger.db.pool.query(`DELETE FROM project_label WHERE project_id = $1`, [projectId])).rejects.toThrow(/permission denied/);
    await expect(ledger.db.pool.query(`TRUNCATE project_label`)).rejects.toThrow(/permission denied/);
    await expect(ledger.owner.query(`UPDATE project_label SET label = 'changed' WHERE project_id = $1`, [projectId])).rejects.toThrow(
      /append-only/,
    );
    await expect(ledger.owner.query(`DELETE FROM project_label WHERE project_id = $1`, [projectId])).rejects.toThrow(/append-only/);
    await expect(ledger.owner.query(`TRUNCATE project_label`)).rejects.toThrow(/append-only/);
    expect(expectTypename(await labels(token, [projectId]), 'ProjectLabels').labels.map((row) => row.label)).toEqual(['kept']);
  });

  it('stamps created_at with the ledger clock, numbers seq itself and holds the grammar and the screen, for the owner too', async () => {
    const projectId = newProjectId();
    const { rows } = await ledger.owner.query<{ created_at: Date; seq: number }>(
      `INSERT INTO project_label (project_id, seq, label, idempotency_key, actor_ref, content_digest, created_at)
       VALUES ($1, 99, 'owner-set', 'k1', 'admin', repeat('c', 64), '2001-01-01T00:00:00Z') RETURNING created_at, seq`,
      [projectId],
    );
    expect(Math.abs(rows[0]!.created_at.getTime() - Date.now())).toBeLessThan(60_000);
    expect(rows[0]!.seq).toBe(1);
    await expect(
      ledger.owner.query(
        `INSERT INTO project_label (project_id, label, idempotency_key, actor_ref, content_digest) VALUES ($1, 'two words', 'k2', 'admin', repeat('c', 64))`,
        [projectId],
      ),
    ).rejects.toThrow(/crl_label/);
    await expect(
      ledger.owner.query(
        `INSERT INTO project_label (project_id, label, idempotency_key, actor_ref, content_digest) VALUES ($1, $2, 'k3', 'admin', repeat('c', 64))`,
        [projectId, CREDENTIAL_FORMS[0]!.value],
      ),
    ).rejects.toThrow(/crl_label/);
    await expect(
      ledger.owner.query(
        `INSERT INTO project_label (project_id, label, idempotency_key, actor_ref, content_digest) VALUES ($1, 'again', 'k1', 'admin', repeat('c', 64))`,
        [projectId],
      ),
    ).rejects.toThrow(/duplicate key/);
    expect(await rowsOf(projectId)).toBe(1);
  });
});
