// The `report` command prints the same report as the `reliability` query.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { RELIABILITY, settledAsOf } from '../helpers/reliability.js';
import { CLI } from '../helpers/compiled.js';
import { expectTypename, type RecordAttemptInput } from '../helpers/graphql.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
let ledger: TestLedger;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

function report(args: string[]) {
  return run(process.execPath, [CLI, 'report', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: ledger.ownerUrl, APP_DATABASE_URL: '' },
  });
}

describe('npm run report', () => {
  it('prints the report of the reliability query as a table', async () => {
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    const adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    const attempts = [];
    for (const overrides of [
      {},
      { outcomeCode: 'FAILED' },
      { attemptNumber: 2, severity: 'CRITICAL' },
    ] satisfies Partial<RecordAttemptInput>[]) {
      const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, {
        input: outcomeInput(projectId, { capabilities: ['cli.report'], ...overrides }),
      });
      attempts.push(expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!);
    }
    await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
      input: { attemptId: attempts[0]!.id, idempotencyKey: 'r1', kind: 'HUMAN_REJECTED' },
    });
    const asOf = (await settledAsOf(ledger)).toISOString();
    const cohortId = attempts[0]!.cohort.ledgerId;

    const { stdout } = await report([cohortId, '--as-of', asOf, '--last-attempts', '10', '--min-samples', '2']);
    const answer = (await ledger.gql(reader.token, RELIABILITY, { cohortId, asOf, window: { lastAttempts: 10 }, minSamples: 2 })).data
      .reliability;
    const expected = expectTypename(answer, 'ReliabilityReport');

    expect(stdout).toContain(`Reliability of cohort ${cohortId}`);
    expect(stdout).toContain(`as of       ${asOf}`);
    expect(stdout).toContain('state       OK (3 attempts in the window, minSamples 2)');
    for (const name of ['independentlyVerifiedPassRate', 'humanRejectionRate', 'repairRetryRate'] as const) {
      // The state is OK: every value and bound of these rates exists.
      const rate = expected[name];
      const row = stdout.split('\n').find((line) => line.startsWith(`${name} `))!;
      expect(row.split(/\s+/)).toEqual([
        name,
        String(rate.numerator),
        String(rate.denominator),
        rate.value!.toFixed(4),
        rate.lower!.toFixed(4),
        rate.upper!.toFixed(4),
        rate.clusteredLowerBound!.toFixed(4),
        rate.clusteredUpperBound!.toFixed(4),
        rate.designEffect!.toFixed(4),
        String(rate.taskCount),
      ]);
    }
    expect(stdout).toContain(`critical failures            1`);
    expect(stdout).toContain(`evidence digest              ${expected.evidenceDigest} (${expected.evidenceRowCount} rows)`);
  });

  it('refuses an invalid window before touching the database, and answers an unknown cohort', async () => {
    const refused = await report([newProjectId(), '--last-days', '0']).catch((error) => error);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--last-days / --last-attempts');
    const both = await report([newProjectId(), '--last-days', '3', '--last-attempts', '3']).catch((error) => error);
    expect(both.code).toBe(2);
    const unknown = await report([newProjectId()]).catch((error) => error);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no cohort');
  });
});
