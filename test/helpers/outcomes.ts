// Builders of valid outcome inputs with fresh ids, so every test owns its rows.
import { createHash, randomUUID } from 'node:crypto';
import { graphql, type RecordAttemptInput } from './graphql.js';

export function fakeDigest(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

export function newProjectId(): string {
  return randomUUID();
}

/** A valid RecordAttemptInput; override any field. Times default to an hour ago. */
export function outcomeInput(projectId: string, overrides: Partial<RecordAttemptInput> = {}): RecordAttemptInput {
  const finishedAt = new Date(Date.now() - 60 * 60 * 1000);
  const startedAt = new Date(finishedAt.getTime() - 10 * 60 * 1000);
  return {
    outcomeId: `outcome-${randomUUID()}`,
    projectId,
    taskRef: 'task-42',
    workPackageRef: null,
    agentRunRef: `run-${randomUUID().slice(0, 8)}`,
    workerRef: 'worker-alpha',
    outcomeCode: 'SUCCEEDED',
    stopReasonCode: 'COMPLETED',
    attemptNumber: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    capabilities: ['code.edit.typescript'],
    scope: { rootRef: 'repo-main', paths: ['src/app', 'src/lib/'], resources: [] },
    runtime: { provider: 'acme', model: 'acme-coder-2', runtimeVersion: '2026.11' },
    policy: { harnessVersion: 'harness-1.4', policyVersion: 'policy-7' },
    verification: { mode: 'DETERMINISTIC_CHECK', result: 'PASSED', verifierRef: 'ci-runner', verifierModel: null },
    acceptanceCriteria: { total: 3, met: 3 },
    validationCommands: { total: 2, passed: 2, failed: 0 },
    humanOverride: false,
    humanRejected: false,
    rolledBack: false,
    severity: 'NORMAL',
    evidence: [{ kind: 'LOG', digest: fakeDigest('log') }],
    ...overrides,
  };
}

export const RECORD_ATTEMPT = graphql(`
  mutation RecordAttempt($input: RecordAttemptInput!) {
    recordAttempt(input: $input) {
      __typename
      ... on RecordAttemptSuccess {
        replayed
        attempts { id ledgerId capabilityKey multiplicity attemptGroupId outcomeDigest contentDigest recordedAt recordedBy
                   cohort { id ledgerId fingerprint } }
      }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }
    }
  }
`);
