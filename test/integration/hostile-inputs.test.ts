// Hostile values into every string input, then a search of every text column of the
// database (docs/security.md): whatever a client sends, the ledger stores only closed
// vocabularies, digests and grammar-bound identifiers; no credential, path, markup,
// control character or injection text lands in any column, annotation prose included.
// Every refusal is a typed answer, never a crash or an unexpected error.
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { getNamedType, isEnumType, isLeafType, isNonNullType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerLogger } from '../../src/logger.js';
import { LOGGED_TABLE_NAMES } from '../../src/modules/transparency/leaves.js';
import { schema } from '../../src/schema.js';
import { createLedgerYoga } from '../../src/http/yoga.js';
import { CREDENTIAL_RULES, credentialRuleFor } from '../../src/domain/credential-rules.js';
import { GRAMMAR_SOURCES, type GrammarName } from '../../src/domain/grammars.js';
import { CREDENTIAL_FORMS, EMBEDDINGS, samplesOf } from '../helpers/credential-samples.js';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { newDecisionId, proposalInput, proposedEvent, RECORD_AGREEMENT_EVENT, reviewedEvent } from '../helpers/agreements.js';
import { RECORD_GRADED, REGISTER_RUBRIC, registerTestRubric, rubricInput, scoresOf, STORE_ANNOTATION } from '../helpers/grading.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { fakeDigest, newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { SET_PROJECT_LABEL } from '../helpers/projects.js';
import { expectTypename, type RecordAttemptInput, type AppendAdjudicationInput, type AnswerError } from '../helpers/graphql.js';

let ledger: TestLedger;
let recorder: TestToken;
let adjudicator: TestToken;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
});
afterAll(() => ledger?.close());

/** One recognised credential per rule of the screen (a seeded sample of its own pattern). */
const CREDENTIALS = CREDENTIAL_RULES.flatMap((rule) => {
  const found =
    samplesOf(rule.source, 200).find((sample) => credentialRuleFor(sample) !== null) ??
    samplesOf(rule.source, 200)
      .map((sample) => `${rule.keywords[0]} ${sample}`)
      .find((sample) => credentialRuleFor(sample) !== null);
  return found ? [found] : [];
});

const HOSTILE = [
  '../../etc/passwd',
  '/home/alice/.ssh/id_rsa',
  'C:\\Users\\alice\\secrets.txt',
  "'; DROP TABLE attempt; --",
  '$(rm -rf /)',
  '<script>alert(1)</script>',
  'line\nbreak',
  'nul\u0000byte',
  'right\u202Eto-left',
  'zero\u200Bwidth',
  'x'.repeat(5000),
  '',
  ' ',
  'ünïcödé-名前',
];

/** A hostile value: a credential behind a separator, or one of the hostile shapes. */
const hostileValue = fc.oneof(
  fc
    .constantFrom(...CREDENTIALS)
    .chain((credential) => fc.constantFrom(credential, `run-${credential}`, `ci_${credential}`, `job+${credential}`)),
  fc.constantFrom(...HOSTILE),
);

/** The string leaves of a recordAttempt input, by path. */
const OUTCOME_PATHS = [
  ['outcomeId'],
  ['taskRef'],
  ['workPackageRef'],
  ['agentRunRef'],
  ['workerRef'],
  ['capabilities', 0],
  ['scope', 'rootRef'],
  ['scope', 'paths', 0],
  ['scope', 'resources', 0],
  ['runtime', 'provider'],
  ['runtime', 'model'],
  ['runtime', 'runtimeVersion'],
  ['policy', 'harnessVersion'],
  ['policy', 'policyVersion'],
  ['verification', 'verifierRef'],
  ['verification', 'verifierModel'],
  ['evidence', 0, 'digest'],
] as const;

/** A container of an input: an object or an array, indexed by `path`'s keys. */
type Container = Record<string | number, unknown>;

function withValue(input: object, path: readonly (string | number)[], value: string): Container {
  const copy = structuredClone(input) as Container;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Container;
  target[path.at(-1)!] = value;
  return copy;
}

const submitted = new Set<string>();

/** Every text value of every table of the public schema (arrays unnested), with where it is. */
async function storedTexts(): Promise<{ where: string; value: string }[]> {
  const { rows: columns } = await ledger.owner.query<{ table_name: string; column_name: string; data_type: string }>(`
    SELECT c.table_name, c.column_name, c.data_type
      FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> '_prisma_migrations'
       AND (c.data_type IN ('text', 'character varying', 'USER-DEFINED') OR c.data_type = 'ARRAY')`);
  const texts: { where: string; value: string }[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    const expression = type === 'ARRAY' ? `unnest("${column}")::text` : `"${column}"::text`;
    const { rows } = await ledger.owner.query<{ value: string | null }>(`SELECT DISTINCT ${expression} AS value FROM "${table}"`);
    for (const row of rows) if (row.value !== null) texts.push({ where: `${table}.${column}`, value: row.value });
  }
  return texts;
}

describe('hostile values in every string input', () => {
  it('are refused with typed errors (or only fingerprinted), and none is stored anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...OUTCOME_PATHS), hostileValue, async (path, value) => {
        submitted.add(value);
        // A hostile value at `path`: the input need not be a valid RecordAttemptInput any more.
        const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, {
          input: withValue(outcomeInput(projectId), path, value) as unknown as RecordAttemptInput,
        });
        expect(response.status, response.text).toBe(200);
        const typename = response.data?.recordAttempt?.__typename;
        // Scope paths and resources are only fingerprinted: any text is accepted there, and never stored.
        if (path[0] === 'scope' && path[1] !== 'rootRef') expect(['RecordAttemptSuccess', 'ValidationError']).toContain(typename);
        else expect(typename, `${path.join('.')} = ${JSON.stringify(value).slice(0, 80)}`).toBe('ValidationError');
      }),
      { numRuns: 120, seed: 20261130 },
    );

    const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
    const attemptId = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.id;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('idempotencyKey', 'reasonDigest', 'evidence', 'verifierRef'), hostileValue, async (field, value) => {
        submitted.add(value);
        const input: Record<string, unknown> = { attemptId, idempotencyKey: `key-${submitted.size}`, kind: 'HUMAN_REJECTED' };
        if (field === 'idempotencyKey') input.idempotencyKey = value;
        if (field === 'reasonDigest') input.reasonDigest = value;
        if (field === 'evidence') input.evidenceDigests = [fakeDigest('ok'), value];
        if (field === 'verifierRef')
          Object.assign(input, {
            kind: 'VERIFICATION_RECORDED',
            verification: { mode: 'DETERMINISTIC_CHECK', result: 'PASSED', verifierRef: value },
          });
        // A hostile value in `field`: the input need not be a valid AppendAdjudicationInput any more.
        const response = await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, { input: input as unknown as AppendAdjudicationInput });
        expect(response.status, response.text).toBe(200);
        expect(response.data?.appendAdjudication?.__typename, `${field} = ${JSON.stringify(value).slice(0, 80)}`).toBe('ValidationError');
      }),
      { numRuns: 60, seed: 20261130 },
    );

    for (const credential of CREDENTIALS.slice(0, 40)) {
      const text = `Reviewed the run; the log showed ${credential} by mistake.`;
      submitted.add(credential);
      const response = await ledger.gql(adjudicator.token, STORE_ANNOTATION, { p: projectId, t: text });
      expect(response.data.storeAnnotation.__typename).toBe('ValidationError');
    }

    expect(CREDENTIALS.length).toBeGreaterThan(90);
    const texts = await storedTexts();
    expect(texts.length).toBeGreaterThan(50);
    const hostile = [...submitted].filter((value) => value.trim().length >= 3);
    const found = texts.filter(({ value }) => hostile.some((bad) => value.includes(bad)) || credentialRuleFor(value) !== null);
    expect(found).toEqual([]);
    // And nothing with a control character, markup or a path separator run outside the identifier grammars.
    expect(texts.filter(({ value }) => /[\u0000-\u001f\u202e\u200b<>]|\.\.\//.test(value))).toEqual([]);
  }, 240_000);
});

/** The server's error log lines of `run`, through a GraphQL app of its own that logs. */
async function errorLogOf(run: (yoga: ReturnType<typeof createLedgerYoga>) => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  await run(createLedgerYoga({ db: ledger.db, logger: createLedgerLogger('error', sink), signer: ledger.signer }));
  return lines;
}

/** A GraphQL answer as the server sends it; `T` names the data the caller reads. */
interface Answer<T = unknown> {
  data?: T;
  errors?: AnswerError[];
}

/** What the NUL-byte annotation test reads of its answer. */
interface AnnotationRefusal {
  storeAnnotation: { __typename: string; issues?: { path: string; message: string }[] };
}

async function ask<T = unknown>(
  yoga: ReturnType<typeof createLedgerYoga>,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Answer<T>> {
  const response = await yoga.fetch('http://ledger.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer<T>;
}

describe('text PostgreSQL cannot hold, and keys of the wrong shape', () => {
  it('a NUL byte in annotation prose is a ValidationError on the text, nothing stored, nothing logged', async () => {
    let answer: Answer<AnnotationRefusal> | undefined;
    const log = await errorLogOf(async (yoga) => {
      answer = await ask<AnnotationRefusal>(
        yoga,
        adjudicator.token,
        `mutation($p: String!, $t: String!) { storeAnnotation(projectId: $p, text: $t) { __typename ... on ValidationError { issues { path message } } } }`,
        { p: projectId, t: 'reviewed\u0000the run' },
      );
    });
    expect(answer!.errors).toBeUndefined();
    expect(answer!.data!.storeAnnotation.__typename).toBe('ValidationError');
    expect(answer!.data!.storeAnnotation.issues).toEqual([{ path: 'text', message: expect.stringMatching(/NUL/) }]);
    expect(log).toEqual([]);
    const { rows } = await ledger.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM annotation_text WHERE text LIKE 'reviewed%the run'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("an inclusionProof key not of its table's shape is BAD_USER_INPUT on key, never an unexpected error", async () => {
    const reader = await ledger.token({ roles: ['reader'], allProjects: true });
    const answers: Answer[] = [];
    const keys: [string, string][] = [
      ['ANNOTATION', 'not-a-project/not-a-digest'],
      ['ANNOTATION', `${projectId}/${'A'.repeat(64)}`],
      ['ANNOTATION', `${projectId}/${fakeDigest('x')}/extra`],
      ['ANNOTATION_REDACTION', '/'],
      ['ANNOTATION', `${projectId}\u0000/${fakeDigest('x')}`],
      ['RUBRIC', 'not-a-digest'],
      ['RUBRIC', '\u0000'],
      ['ATTEMPT', 'not-a-uuid'],
      // Every table, with keys of no table's shape.
      ...LOGGED_TABLE_NAMES.flatMap((table): [string, string][] => [
        [table.toUpperCase(), 'not/a/key'],
        [table.toUpperCase(), '\u0000'],
      ]),
    ];
    const log = await errorLogOf(async (yoga) => {
      for (const [table, key] of keys)
        answers.push(
          await ask(yoga, reader.token, `query($t: LedgerTable!, $k: String!) { inclusionProof(table: $t, key: $k) { leafIndex } }`, {
            t: table,
            k: key,
          }),
        );
    });
    for (const [index, answer] of answers.entries()) {
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(keys[index])).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.issues).toEqual([{ path: 'key', message: expect.any(String) }]);
    }
    expect(log).toEqual([]);
    // A well-formed key of no row is no proof, not an error.
    const absent = await ask(
      createLedgerYoga({ db: ledger.db, logErrors: false }),
      reader.token,
      `query($k: String!) { inclusionProof(table: ANNOTATION, key: $k) { leafIndex } }`,
      { k: `${projectId}/${fakeDigest('absent')}` },
    );
    expect(absent).toEqual({ data: { inclusionProof: null } });
  });
});

describe('a NUL byte in every string argument of every query', () => {
  it('is a typed refusal or an empty answer, never an unexpected error, and is not logged', async () => {
    const reader = await ledger.token({ roles: ['reader'], allProjects: true });
    const asked: string[] = [];
    const unexpected: string[] = [];
    const log = await errorLogOf(async (yoga) => {
      for (const field of Object.values(schema.getQueryType()!.getFields())) {
        const values: Record<string, string> = {};
        const args = field.args.flatMap((arg) => {
          const type = getNamedType(arg.type);
          if (isEnumType(type)) return [`${arg.name}: ${type.getValues()[0]!.name}`];
          if (type.name === 'Int') return [`${arg.name}: 1`];
          if (type.name === 'String' || type.name === 'ID') {
            values[arg.name] = `x\u0000${arg.name}`;
            return [`${arg.name}: $${arg.name}`];
          }
          return isNonNullType(arg.type) ? [null] : [];
        });
        if (args.includes(null) || Object.keys(values).length === 0) continue;
        const variables = Object.keys(values).map(
          (name) =>
            `$${name}: ${getNamedType(field.args.find((arg) => arg.name === name)!.type).name}${isNonNullType(field.args.find((arg) => arg.name === name)!.type) ? '!' : ''}`,
        );
        const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
        const answer = await ask(
          yoga,
          reader.token,
          `query(${variables.join(', ')}) { ${field.name}(${args.join(', ')})${selection} }`,
          values,
        );
        asked.push(field.name);
        for (const error of answer.errors ?? [])
          if (error.message === 'Unexpected error.' || error.extensions?.code === 'INTERNAL')
            unexpected.push(`${field.name}: ${error.message}`);
      }
    });
    expect(asked.length).toBeGreaterThan(10);
    expect(unexpected).toEqual([]);
    expect(log).toEqual([]);
  });
});

// The screen errs toward refusal (src/domain/credential-rules.ts, LEDGER_RULES): each
// such form, bare and behind a separator, into every input that lands in a
// credential-screened column, from every mutation that writes one.
describe('every credential form in every credential-screened input', () => {
  const DESIGNATION = (field: string) =>
    /* GraphQL */ `mutation($v: String!) { ${field}(property: $v) { __typename ... on ValidationError { issues { path message } } } }`;

  it('is refused with a ValidationError naming the screen where the value fits the grammar, and none is stored', async () => {
    const admin = await ledger.token({ roles: ['admin', 'reader'], allProjects: true });
    const grader = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
    const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
    const attemptId = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.id;
    const rubricDigest = await registerTestRubric(ledger, admin.token, { criteria: [{ id: 'grounding' }] });
    const rubric = await rubricInput(ledger, admin.token, { criteria: [{ id: 'grounding' }] });
    const proposed = newDecisionId();
    expect(
      (await ledger.gql(recorder.token, RECORD_AGREEMENT_EVENT, { input: proposedEvent(projectId, proposed) })).data.recordAgreementEvent
        .__typename,
    ).toBe('RecordAgreementEventSuccess');
    const live = await ledger.token({ roles: ['reader'], projects: [projectId] });

    type Send = (value: string) => Promise<{ status: number; data?: unknown; text: string }>;
    const attempt =
      (path: readonly (string | number)[]): Send =>
      (value) =>
        // A hostile value at `path`: the input need not be a valid RecordAttemptInput any more.
        ledger.gql(recorder.token, RECORD_ATTEMPT, {
          input: withValue(outcomeInput(projectId), path, value) as unknown as RecordAttemptInput,
        });
    const adjudication =
      (patch: (value: string) => Record<string, unknown>): Send =>
      (value) =>
        ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
          input: { attemptId, idempotencyKey: `key-${Math.random()}`, kind: 'HUMAN_REJECTED', ...patch(value) },
        });
    const verification = (field: 'verifierRef' | 'verifierModel') =>
      adjudication((value) => ({
        kind: 'VERIFICATION_RECORDED',
        verification: { mode: 'INDEPENDENT_AGENT', result: 'PASSED', verifierRef: 'verifier-7', verifierModel: 'judge-1', [field]: value },
      }));
    const proposal =
      (overrides: (value: string) => Record<string, unknown>): Send =>
      (value) =>
        ledger.gql(recorder.token, RECORD_AGREEMENT_EVENT, {
          input: { ...proposedEvent(projectId, newDecisionId()), proposal: proposalInput(overrides(value)) },
        });
    const graded =
      (patch: (value: string) => Record<string, unknown>): Send =>
      (value) =>
        ledger.gql(grader.token, RECORD_GRADED, {
          input: {
            attemptId,
            rubricDigest,
            round: 0,
            graderRef: 'grader-9',
            graderModel: 'judge-2',
            scores: scoresOf({ grounding: 3 }),
            ...patch(value),
          },
        });
    const registered =
      (patch: (value: string) => Record<string, unknown>): Send =>
      (value) =>
        ledger.gql(admin.token, REGISTER_RUBRIC, { input: { ...rubric, version: `v-${Math.random()}`, ...patch(value) } });

    // input, the grammar of its column, how to send a value there
    const INPUTS: [string, GrammarName, Send][] = [
      // scope paths and resources are only fingerprinted, never stored nor screened
      ...OUTCOME_PATHS.filter(
        (path) => !(path[0] === 'scope' && path[1] !== 'rootRef') && path[0] !== 'evidence' && path[0] !== 'capabilities',
      ).map(
        (path) =>
          [
            `recordAttempt.${path.join('.')}`,
            path[0] === 'runtime' || path[0] === 'policy' || path[1] === 'verifierModel' ? 'label' : 'reference',
            attempt(path),
          ] as [string, GrammarName, Send],
      ),
      ['recordAttempt.capabilities', 'capabilityKey', attempt(['capabilities', 0])],
      ['appendAdjudication.idempotencyKey', 'reference', adjudication((value) => ({ idempotencyKey: value }))],
      ['appendAdjudication.verification.verifierRef', 'reference', verification('verifierRef')],
      ['appendAdjudication.verification.verifierModel', 'label', verification('verifierModel')],
      [
        'recordAgreementEvent.decisionId',
        'reference',
        (value) => ledger.gql(recorder.token, RECORD_AGREEMENT_EVENT, { input: proposedEvent(projectId, value) }),
      ],
      ...(['agentRef', 'artifactRef', 'prRef'] as const).map(
        (field) =>
          [`recordAgreementEvent.proposal.${field}`, 'reference', proposal((value) => ({ [field]: value }))] as [string, GrammarName, Send],
      ),
      ...(['lane', 'phase', 'property', 'workflowSlug'] as const).map(
        (field) =>
          [`recordAgreementEvent.proposal.${field}`, 'label', proposal((value) => ({ [field]: value }))] as [string, GrammarName, Send],
      ),
      [
        'recordAgreementEvent.proposal.guardrailChecks.checkKey',
        'label',
        proposal((value) => ({ guardrailChecks: [{ checkKey: value, result: 'PASS' }] })),
      ],
      [
        'recordAgreementEvent.review.reviewerRef',
        'reference',
        (value) =>
          ledger.gql(adjudicator.token, RECORD_AGREEMENT_EVENT, { input: reviewedEvent(projectId, proposed, { reviewerRef: value }) }),
      ],
      ['recordGradedVerification.graderRef', 'reference', graded((value) => ({ graderRef: value }))],
      ['recordGradedVerification.graderModel', 'label', graded((value) => ({ graderModel: value }))],
      ['recordGradedVerification.scores.criterionId', 'label', graded((value) => ({ scores: scoresOf({ [value]: 3 }) }))],
      ['registerRubric.domain', 'label', registered((value) => ({ domain: value }))],
      ['registerRubric.version', 'label', registered((value) => ({ version: value }))],
      ['registerRubric.criteria.id', 'label', registered((value) => ({ criteria: [{ ...rubric.criteria[0]!, id: value }] }))],
      ['designateProperty(property:)', 'label', (value) => ledger.gql(admin.token, DESIGNATION('designateProperty'), { v: value })],
      [
        'withdrawPropertyDesignation(property:)',
        'label',
        (value) => ledger.gql(admin.token, DESIGNATION('withdrawPropertyDesignation'), { v: value }),
      ],
      [
        'setProjectLabel.label',
        'label',
        (value) =>
          ledger.gql(admin.token, SET_PROJECT_LABEL, { input: { projectId, label: value, idempotencyKey: `key-${Math.random()}` } }),
      ],
      [
        'setProjectLabel.idempotencyKey',
        'reference',
        (value) => ledger.gql(admin.token, SET_PROJECT_LABEL, { input: { projectId, label: 'platform', idempotencyKey: value } }),
      ],
    ];
    expect(INPUTS.length).toBe(37);

    const forms = [...CREDENTIAL_FORMS, { form: "a live token of this ledger's", value: live.token }];
    const sent: string[] = [];
    const wrong: string[] = [];
    for (const [i, [name, grammar, send]] of INPUTS.entries()) {
      // One input's values are sent together: each is refused on its own, so the order of
      // the requests does not matter, and the file waits on the pool rather than on each.
      const values = forms.flatMap(({ form, value: bare }, j) =>
        // bare, and behind one separator (a different one for each input and form)
        [bare, `${EMBEDDINGS[1 + ((i + j) % (EMBEDDINGS.length - 1))]}${bare}`].map((value) => ({ form, bare, value })),
      );
      const responses = await Promise.all(values.map(({ value }) => send(value)));
      for (const [k, { form, bare, value }] of values.entries()) {
        const response = responses[k]!;
        sent.push(bare);
        // Each input's answer is its one mutation field's union: the member and its issues are all this reads.
        const fields = response.data as Record<string, { __typename: string; issues?: { message: string }[] }> | null | undefined;
        const result = fields && Object.values(fields)[0];
        const screened = new RegExp(GRAMMAR_SOURCES[grammar]).test(value);
        const named = result?.issues?.some((issue) => /^looks like a credential/.test(issue.message)) ?? false;
        if (response.status !== 200 || result?.__typename !== 'ValidationError' || named !== screened || response.text.includes(bare))
          wrong.push(`${name} <- ${form} ${JSON.stringify(value).slice(0, 40)}: ${response.text.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);

    const texts = await storedTexts();
    expect(texts.filter(({ value }) => sent.some((bare) => value.includes(bare)) || credentialRuleFor(value) !== null)).toEqual([]);
  }, 300_000);
});
