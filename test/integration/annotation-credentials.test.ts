// Annotation prose is screened for credentials like identifiers are (docs/specification.md
// §9, §2): a text holding a token of the rule set is refused with a ValidationError naming
// the rule, and nothing is stored, through the API and through the store alike.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAnnotation } from '../../src/modules/annotations/store.js';
import { ValidationError } from '../../src/errors.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { CREDENTIAL_PROSE } from '../helpers/credential-samples.js';
import { newProjectId } from '../helpers/outcomes.js';
import { expectTypename, graphql } from '../helpers/graphql.js';

let ledger: TestLedger;
let adjudicator: TestToken;
const projectId = newProjectId();

const STORE = graphql(`
  mutation AnnotationCredentialsStore($project: String!, $text: String!) {
    storeAnnotation(projectId: $project, text: $text) {
      __typename
      ... on StoreAnnotationSuccess { annotation { digest } }
      ... on ValidationError { message issues { path message } }
    }
  }
`);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const stored = async (text: string) =>
  (await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM annotation WHERE digest = $1', [sha256(text)])).rows[0]!.n;

beforeAll(async () => {
  ledger = await createTestLedger();
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
});
afterAll(() => ledger?.close());

describe('annotation prose and credentials', () => {
  it.each([
    ['github-pat', `Rolled back; the harness had GITHUB_TOKEN=ghp_${'A1b2C3d4E5'.repeat(3)}a1b2c3 in its log.`],
    ['slack-bot-token', 'Posted with xoxb-1234567890-1234567890-AbCdEfGhIjKl by mistake'],
    ['aws-access-token', 'key id (AKIAIOSFODNN7EXAMPL2) was in the diff'],
    ['private-key', `-----BEGIN RSA PRIVATE KEY-----\n${'MIIEow'.repeat(20)}\n-----END RSA PRIVATE KEY-----`],
  ])('refuses prose holding a %s, naming it, and stores nothing', async (rule, text) => {
    const result = (await ledger.gql(adjudicator.token, STORE, { project: projectId, text })).data.storeAnnotation;
    const refused = expectTypename(result, 'ValidationError');
    expect(refused.issues).toEqual([{ path: 'text', message: expect.stringContaining(`looks like a credential (${rule}`) }]);
    expect(refused.message).not.toContain(text);
    expect(await stored(text)).toBe(0);
  });

  // The ledger's own rules, which err toward refusal (Azure connection strings, URLs with
  // a password, keys of another length or alphabet, the ledger's own tokens).
  it.each(CREDENTIAL_PROSE)('refuses prose holding a $form, through the API and the store, and stores nothing', async ({ text }) => {
    const result = (await ledger.gql(adjudicator.token, STORE, { project: projectId, text })).data.storeAnnotation;
    expect(expectTypename(result, 'ValidationError').issues).toEqual([
      { path: 'text', message: expect.stringMatching(/^looks like a credential/) },
    ]);
    await expect(storeAnnotation(ledger.db.pool, projectId, text, 'reviewer-ana')).rejects.toBeInstanceOf(ValidationError);
    expect(await stored(text)).toBe(0);
  });

  it("refuses prose holding a live token of the ledger's own", async () => {
    const text = `Debugging 401s; my token is ${adjudicator.token}, please check`;
    const result = (await ledger.gql(adjudicator.token, STORE, { project: projectId, text })).data.storeAnnotation;
    expect(expectTypename(result, 'ValidationError').issues).toEqual([
      { path: 'text', message: expect.stringContaining('looks like a credential (ledger-bearer-token') },
    ]);
    expect(await stored(text)).toBe(0);
  });

  it('refuses it in the store too, before any write', async () => {
    const text = `token npm_${'a1b2c3d4e5'.repeat(3)}a1b2c3 leaked`;
    await expect(storeAnnotation(ledger.db.pool, projectId, text, 'reviewer-ana')).rejects.toBeInstanceOf(ValidationError);
    expect(await stored(text)).toBe(0);
  });

  it('keeps ordinary review prose, secrets vocabulary included', async () => {
    const text = `Asked the task runner to rotate the API key (AccountKey=<redacted>); risk-tier high; see desk-1, sk-learn notes and https://example.com/runbook ${Math.random()}`;
    const result = (await ledger.gql(adjudicator.token, STORE, { project: projectId, text })).data.storeAnnotation;
    expect(result.__typename).toBe('StoreAnnotationSuccess');
    expect(await stored(text)).toBe(1);
  });
});
