// Alert evaluation never stalls the server (docs/alerts.md, "Cost"): a real server process
// evaluating a CRITICAL_FAILURE rule every 50 ms over cohorts of 5,000 attempts, while four
// clients send `recordAttempts` of 5 outcomes × 2 capabilities into the rule's cohorts as
// fast as it answers, keeps answering `/health/live` (polled every 20 ms) with no gap above
// the bound, and raises the alerts of the critical attempts it was sent. Re-folding every
// cohort's whole report at every instant of new evidence on the event loop left it silent
// for 4 to 7 s in this test.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOf, createRule } from '../helpers/alerts.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

/**
 * The largest gap allowed between two answers of `/health/live`. Generous for a loaded
 * 2-core machine running other tests (the evaluator's slices are 8 ms; requests, garbage
 * collection and the other processes take the rest); the stall it guards against lasted
 * 4 to 7 s here, and 13 to 60 s and more under a longer load.
 */
const LIVENESS_GAP_BOUND_MS = 2_000;
const LOAD_MS = 12_000;
const CLIENTS = 4;
/** Attempts per cohort stored before the rule exists: the history each evaluation reads. */
const HISTORY = 5_000;

let ledger: TestLedger;
let server: ServerProcess;

beforeAll(async () => {
  ledger = await createTestLedger();
  server = await startServerProcess({ DATABASE_URL: ledger.ownerUrl, ALERT_EVALUATION_INTERVAL_MS: '50', WEBHOOK_DELIVERY: 'false' });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await ledger?.close();
});

/** `perCohort` more attempts, finished two days ago, in each cohort of the project: one statement, as the owner. */
async function seedHistory(projectId: string, perCohort: number): Promise<void> {
  await ledger.owner.query(
    `INSERT INTO attempt (id, cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref,
        agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
        verification_mode, verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
        validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
        rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by)
     SELECT x.id, c.id, c.project_id, c.capability_key, x.id, 1, 'o-' || x.id, 'task-' || (x.n % 50), 'run-1', 'worker-alpha',
            'SUCCEEDED', 'COMPLETED', 1, now() - interval '49 hours', now() - interval '48 hours', 'NONE', 'NOT_RUN', NULL, NULL,
            1, 1, 1, 1, 0, false, false, false, 'NORMAL', '{}', '{}',
            encode(sha256(convert_to(x.id::text, 'UTF8')), 'hex'), encode(sha256(convert_to('c' || x.id::text, 'UTF8')), 'hex'), 'harness-1'
       FROM cohort c CROSS JOIN LATERAL (SELECT gen_random_uuid() AS id, n FROM generate_series(1, $2::int) AS n WHERE c.id IS NOT NULL) AS x
      WHERE c.project_id = $1`,
    [projectId, perCohort],
  );
}

const RECORD_ATTEMPTS = /* GraphQL */ `
  mutation($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { results { result { __typename } } } }
  }
`;

describe('alert evaluation under a steady write load', () => {
  it('leaves the server answering /health/live, and raises the alerts of what was written', async () => {
    const projectId = newProjectId();
    const admin = await ledger.token({ roles: ['admin'], projects: [projectId] });
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    const capabilities = [`live.a${randomUUID().slice(0, 8)}`, `live.b${randomUUID().slice(0, 8)}`];
    let sent = 0;
    /** Requests answered that held a critical outcome: each is one new critical failure in each cohort. */
    let criticalRequests = 0;
    /** One request of 5 outcomes × 2 capabilities; one outcome in 40 is critical. */
    const send = async (signal: AbortSignal) => {
      let critical = false;
      const inputs = Array.from({ length: 5 }, () => {
        const severity = sent++ % 40 === 0 ? 'CRITICAL' : 'NORMAL';
        if (severity === 'CRITICAL') critical = true;
        return outcomeInput(projectId, { capabilities, severity, outcomeCode: severity === 'CRITICAL' ? 'FAILED' : 'SUCCEEDED' });
      });
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${recorder.token}` },
        body: JSON.stringify({ query: RECORD_ATTEMPTS, variables: { inputs } }),
        signal,
      });
      const body = (await response.json()) as { data?: { recordAttempts?: { __typename: string } } };
      if (body.data?.recordAttempts?.__typename !== 'RecordAttemptsSuccess')
        throw new Error(`recordAttempts failed: ${JSON.stringify(body)}`);
      if (critical) criticalRequests++;
    };

    // The two cohorts, a history in each (stored in bulk, as an import would), then the rule.
    await send(AbortSignal.timeout(30_000));
    await seedHistory(projectId, HISTORY);
    const rule = await createRule(ledger, admin.token, { projectId, kind: 'CRITICAL_FAILURE' });
    const criticalBefore = criticalRequests;

    const stop = new AbortController();
    const base = new URL(server.url).origin;
    let lastAnswer = performance.now();
    let largestGap = 0;
    const probe = (async () => {
      while (!stop.signal.aborted) {
        const answered = await fetch(`${base}/health/live`, { signal: stop.signal }).then(
          (response) => response.ok,
          () => false,
        );
        const now = performance.now();
        if (answered) {
          largestGap = Math.max(largestGap, now - lastAnswer);
          lastAnswer = now;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // A probe still unanswered when the load ends counts up to then.
      largestGap = Math.max(largestGap, performance.now() - lastAnswer);
    })();
    let failures = 0;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (!stop.signal.aborted) await send(stop.signal).catch(() => (failures += stop.signal.aborted ? 0 : 1));
    });
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    stop.abort();
    await Promise.all([probe, ...clients]);
    const raising = criticalRequests - criticalBefore;
    console.log(
      `largest /health/live gap ${largestGap.toFixed(0)} ms; ${sent} outcomes sent, ${raising} answered requests held a critical one`,
    );
    expect(largestGap).toBeLessThan(LIVENESS_GAP_BOUND_MS);
    expect(failures).toBe(0);

    // The evaluator kept up: each answered request with a critical outcome raised in each of its two cohorts
    // (one more may come from a request the end of the load cut off after it was written).
    const deadline = Date.now() + 30_000;
    let alerts = await alertsOf(ledger, reader.token, projectId, rule.digest);
    while (alerts.length < 2 * raising && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      alerts = await alertsOf(ledger, reader.token, projectId, rule.digest);
    }
    console.log(`${alerts.length} alerts, all raised ${Date.now() - deadline + 30_000} ms after the load`);
    expect(raising).toBeGreaterThan(0);
    expect(new Set(alerts.map((alert) => alert.subject)).size).toBe(2);
    expect(alerts.length).toBeGreaterThanOrEqual(2 * raising);
    expect(alerts.length).toBeLessThanOrEqual(2 * (raising + CLIENTS));
  }, 120_000);
});
