// A serving process's memory stays bounded however many distinct documents it is sent
// (src/http/document-caches.ts): a real server process with its heap capped answers
// thousands of graded summaries, thirty aliased fields per request, each request a document
// of its own (cohorts and minSamples written as literals, as a client may), and its heap
// stops growing once its caches are full. Each such document compiled to about 12 MB and
// a thousand were kept, so the process died of heap exhaustion after a few dozen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { RECORD_GRADED, registerTestRubric, scoresOf, storeFeedback } from '../helpers/grading.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { graphql } from '../helpers/graphql.js';

const HEAP_MB = 256;
const REQUESTS = 60;
/** As many aliases as a request may have (src/http/yoga.ts). */
const SUMMARIES_PER_REQUEST = 30;
const IN_FLIGHT = 2;
/** Growth allowed between the lowest heaps of the middle and of the last third of the run. */
const GROWTH_BOUND_MB = 32;

const RECORD_MANY = graphql(`
  mutation GradedSummaryMemoryRecord($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) {
      __typename
      ... on RecordAttemptsSuccess { results { result { __typename ... on RecordAttemptSuccess { attempts { id cohort { id } } } } } }
      ... on Error { message }
    }
  }
`);

/** Every field of a summary (as test/helpers/grading.ts asks them), as fragments. */
const SUMMARY_FRAGMENTS = /* GraphQL */ `
  fragment summary on GradedSummary {
    state asOf settledThrough final minSamples attemptsInWindow sampleSize regradedCount notIndependentCount
    window { lastDays lastAttempts }
    reworkRecommendedRate { numerator denominator value lower upper }
    humanAgreementRate { numerator denominator value lower upper }
    humanAgreement { passAccepted passRejected failAccepted failRejected }
    meanChangeAfterRework
    criteria { criterionId required scored distribution { level count } belowThresholdRate { numerator denominator value lower upper } reworkPairs meanChangeAfterRework }
    graderCalibration { graderModel independent verdict { ...calibration } criteria { criterionId required calibration { ...calibration } } }
    unresolvedDriftAttemptIds evidenceDigest evidenceRowCount
  }
  fragment calibration on GradedCalibration { passAccepted passRejected failAccepted failRejected total rawAgreement expectedAgreement kappa }
`;

let ledger: TestLedger;
let server: ServerProcess;
const projectId = newProjectId();
let rubricDigest: string;
let readerToken: string;
const cohortIds: string[] = [];

beforeAll(async () => {
  ledger = await createTestLedger();
  const admin = await ledger.token({ roles: ['admin', 'reader'], allProjects: true });
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  const adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  readerToken = (await ledger.token({ roles: ['reader'], projects: [projectId] })).token;
  rubricDigest = await registerTestRubric(ledger, admin.token, { criteria: [{ id: 'grounding' }, { id: 'style', required: false }] });
  await storeFeedback(ledger, adjudicator.token, projectId, ['grounding', 'style']);
  // 20 cohorts (one per capability) of 10 attempts, a third of them graded.
  const attempts: { id: string; cohort: { id: string } }[] = [];
  for (let cohort = 0; cohort < 20; cohort++) {
    const inputs = Array.from({ length: 10 }, () => outcomeInput(projectId, { capabilities: [`memory.summary${cohort}`] }));
    const recorded = await ledger.gql(recorder.token, RECORD_MANY, { inputs });
    const batch = recorded.data?.recordAttempts;
    const results = batch?.__typename === 'RecordAttemptsSuccess' ? batch.results : [];
    attempts.push(...results.flatMap(({ result }) => (result.__typename === 'RecordAttemptSuccess' ? result.attempts : [])));
    expect(attempts, recorded.text.slice(0, 300)).toHaveLength(10 * (cohort + 1));
  }
  for (const attempt of attempts) if (!cohortIds.includes(attempt.cohort.id)) cohortIds.push(attempt.cohort.id);
  for (const [index, attempt] of attempts.entries()) {
    if (index % 3 !== 0) continue;
    const graded = await ledger.gql(adjudicator.token, RECORD_GRADED, {
      input: {
        attemptId: attempt.id,
        rubricDigest,
        graderRef: 'grader-bot',
        graderModel: 'judge-1',
        round: 0,
        scores: scoresOf({ grounding: 1 + (index % 4), style: 3 }),
      },
    });
    expect(graded.data?.recordGradedVerification?.__typename, graded.text.slice(0, 300)).toBe('RecordGradedVerificationSuccess');
  }
  server = await startServerProcess({ DATABASE_URL: ledger.ownerUrl, NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` });
});
afterAll(async () => {
  await server?.stop();
  await ledger?.close();
});

/** The heap the server reports on /metrics, in MB. */
async function heapUsedMb(): Promise<number> {
  const text = await (await fetch(server.url.replace(/\/graphql$/, '/metrics'))).text();
  const bytes = /^ledger_nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1];
  expect(bytes).toBeDefined();
  return Number(bytes) / 2 ** 20;
}

/** Request `round`: a summary of each cohort (and ten again), as a document of its own. */
function summaryDocument(round: number): string {
  const fields = Array.from({ length: SUMMARIES_PER_REQUEST }, (_, index) => {
    const cohortId = cohortIds[(round * SUMMARIES_PER_REQUEST + index) % cohortIds.length];
    return `s${index}: gradedSummary(cohortId: "${cohortId}", rubricDigest: "${rubricDigest}", minSamples: ${1 + round}) { __typename ...summary }`;
  });
  return `query Summaries${round} {\n${fields.join('\n')}\n}\n${SUMMARY_FRAGMENTS}`;
}

describe('a server asked thousands of graded summaries, thirty to a request', () => {
  it('answers them all with its heap capped, and its heap stops growing', async () => {
    const heaps: { round: number; mb: number }[] = [];
    const failures: string[] = [];
    let next = 0;
    const client = async () => {
      while (next < REQUESTS && server.alive()) {
        const round = next++;
        try {
          const response = await fetch(server.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${readerToken}` },
            body: JSON.stringify({ query: summaryDocument(round) }),
            signal: AbortSignal.timeout(30_000),
          });
          // Thirty aliases of one field, each a summary or an error member (or null).
          const body = (await response.json()) as { data?: Record<string, { __typename: string } | null> | null };
          const answered = Object.values(body.data ?? {}).filter((summary) => summary?.__typename === 'GradedSummary').length;
          if (response.status !== 200 || answered !== SUMMARIES_PER_REQUEST)
            failures.push(`round ${round}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
        } catch (error) {
          failures.push(`round ${round}: ${String(error)}`);
        }
        if (round % 3 === 0 && server.alive()) heaps.push({ round, mb: await heapUsedMb() });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, client));

    expect(server.alive(), server.output().slice(-1500)).toBe(true);
    expect(failures.slice(0, 5)).toEqual([]);
    // The lowest heap of each third is the closest to what survives a collection.
    const lowest = (from: number, to: number) => Math.min(...heaps.filter(({ round }) => round >= from && round < to).map(({ mb }) => mb));
    const middle = lowest(REQUESTS / 3, (2 * REQUESTS) / 3);
    const end = lowest((2 * REQUESTS) / 3, REQUESTS);
    console.log(
      `${REQUESTS * SUMMARIES_PER_REQUEST} summaries; heap used ${heaps.map(({ mb }) => mb.toFixed(0)).join(' ')} MB; lowest of the middle third ${middle.toFixed(0)}, of the last ${end.toFixed(0)}`,
    );
    expect(end - middle).toBeLessThan(GROWTH_BOUND_MB);
  }, 120_000);
});
