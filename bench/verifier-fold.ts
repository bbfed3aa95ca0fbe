// The fold's cost of the verifier registry (docs/benchmarks/reliability.md, "The verifier registry in the fold"): one report over
// 500 attempts naming 5 registered verifiers, one of them withdrawn, against the same report
// judged without a registry, in alternating rounds.   npx tsx bench/verifier-fold.ts
import { reliabilityReport, type AttemptEvidence } from '../src/domain/reliability.js';
const now = Date.now();
const attempts: AttemptEvidence[] = Array.from({ length: 500 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  outcomeId: `o-${i}`,
  taskRef: `task-${i}`,
  attemptNumber: 1,
  outcomeCode: 'SUCCEEDED',
  stopReasonCode: 'COMPLETED',
  workerRef: 'worker-1',
  recordedBy: 'harness-1',
  verificationMode: 'DETERMINISTIC_CHECK',
  verificationResult: 'PASSED',
  verifierRef: `ci-${i % 5}`,
  verifierModel: null,
  humanOverride: false,
  humanRejected: false,
  rolledBack: false,
  severity: 'NORMAL',
  finishedAt: now - i * 60_000,
  recordedAt: now - i * 60_000,
  contentDigest: i.toString(16).padStart(64, '0'),
}));
const verifiers = Array.from({ length: 5 }, (_, i) => ({
  verifierRef: `ci-${i}`,
  kind: 'DETERMINISTIC_CHECK' as const,
  model: null,
  registeredAt: 0,
  contentDigest: 'f'.repeat(63) + i,
}));
const withdrawals = [{ verifierRef: 'ci-4', verdictsFrom: null, verdictsUntil: null, withdrawnAt: 1, contentDigest: 'e'.repeat(64) }];
const query = { asOf: now, window: { lastDays: 30 }, minSamples: 20 };
const time = (label: string, evidence: Parameters<typeof reliabilityReport>[0]) => {
  for (let i = 0; i < 300; i++) reliabilityReport(evidence, query);
  const runs = 3000;
  const start = performance.now();
  for (let i = 0; i < runs; i++) reliabilityReport(evidence, query);
  const us = ((performance.now() - start) / runs) * 1000;
  console.log(label, us.toFixed(1), 'µs');
  return us;
};
const rounds: [number, number][] = [];
for (let r = 0; r < 6; r++)
  rounds.push([
    time('without registry', { model: 'm', attempts, adjudications: [] }),
    time('5 verifiers, 1 withdrawn', { model: 'm', attempts, adjudications: [], trust: { verifiers, withdrawals } }),
  ]);
console.log('ratio', rounds.map(([a, b]) => (b / a).toFixed(3)).join(' '));
