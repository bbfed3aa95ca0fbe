// May this agent act autonomously on this capability? A gate an autonomy engine runs
// before it widens an agent's freedom, decided from one cohort's reliability report
// (read with the ledger's typed client, as a trusted document) and nothing else:
//
//   - the report's state is OK and it is final (nothing can still change it);
//   - the anytime-valid lower bound of the independently verified pass rate (valid however
//     often the gate is run; --bound fixed-sample reads the 95% Wilson bound instead, valid
//     for one look only) is at least --min-lower-bound;
//   - no critical failure of the cohort falls in the report's window;
//   - the latest verified pass is at most --max-age-hours old at the report's asOf.
//
// It prints one JSON line, the decision with the cohort as it was given (global id or
// ledger UUID), the report's evidenceDigest (what the decision was made from) and, for the
// anytime bound, how many more attempts at the observed rate would decide
// (attemptsToDecision), and exits 0 to allow, 1 to deny, 2 when it could not decide.
//
//   LEDGER_URL=http://127.0.0.1:4000/graphql LEDGER_TOKEN=crl_… \
//     npx tsx examples/gate/gate.ts --cohort <cohort id> [--min-lower-bound 0.8] [--max-age-hours 168]
//       [--window-days 30] [--min-samples 20] [--bound anytime|fixed-sample]
import { parseArgs } from 'node:util';
import { CohortGateDocument, createLedgerClient } from '@capability-reliability-ledger/client';
import { GATE_BOUNDS, decide, type GateBound } from './decide.js';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      cohort: { type: 'string' },
      'min-lower-bound': { type: 'string', default: '0.8' },
      'max-age-hours': { type: 'string', default: '168' },
      'window-days': { type: 'string', default: '30' },
      'min-samples': { type: 'string', default: '20' },
      bound: { type: 'string', default: 'anytime' },
    },
  });
  const url = process.env.LEDGER_URL;
  const token = process.env.LEDGER_TOKEN;
  const numbers = [values['min-lower-bound'], values['max-age-hours'], values['window-days'], values['min-samples']].map(Number);
  const bound = values.bound as GateBound;
  const threshold = numbers[0]!;
  if (
    !url ||
    !token ||
    !values.cohort ||
    numbers.some((value) => !Number.isFinite(value) || value < 0) ||
    !GATE_BOUNDS.includes(bound) ||
    !(threshold > 0 && threshold < 1)
  ) {
    console.error(
      'usage: LEDGER_URL=… LEDGER_TOKEN=… gate --cohort <id> [--min-lower-bound 0.8 (between 0 and 1)] [--max-age-hours 168] [--window-days 30] [--min-samples 20] ' +
        '[--bound anytime|fixed-sample]',
    );
    return 2;
  }
  const [minLowerBound, maxAgeHours, windowDays, minSamples] = numbers as [number, number, number, number];
  const client = createLedgerClient({ url, token });
  // No asOf: the ledger's settled horizon, so the report is final unless a write is in flight.
  const data = await client.request(CohortGateDocument, {
    cohortId: values.cohort,
    window: { lastDays: windowDays },
    minSamples,
    threshold: minLowerBound,
  });
  const report = data.reliability;
  if (report === null) {
    console.error(`no cohort ${values.cohort} visible to this token`);
    return 2;
  }
  if (report.__typename !== 'ReliabilityReport') {
    console.error(`${report.code}: ${report.message}`);
    return 2;
  }
  const decision = decide(report, { minLowerBound, maxAgeSeconds: maxAgeHours * 3600, bound }, values.cohort);
  const { outcome, attempts } = report.attemptsToDecision;
  console.log(JSON.stringify(bound === 'anytime' ? { ...decision, attemptsToDecision: { outcome, attempts } } : decision));
  return decision.decision === 'allow' ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
