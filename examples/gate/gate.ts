// May this agent act autonomously on this capability? A gate an autonomy engine runs
// before it widens an agent's freedom, decided from one cohort's reliability report
// (read with the ledger's typed client, as a trusted document) and nothing else:
//
//   - the report's state is OK and it is final (nothing can still change it);
//   - the 95% Wilson lower bound of the independently verified pass rate is at least
//     --min-lower-bound;
//   - no critical failure of the cohort falls in the report's window;
//   - the latest verified pass is at most --max-age-hours old at the report's asOf.
//
// It prints one JSON line, the decision with the cohort as it was given (global id or
// ledger UUID) and the report's evidenceDigest (what the decision was made from), and exits 0 to allow, 1 to deny, 2 when it could not decide.
//
//   LEDGER_URL=http://127.0.0.1:4000/graphql LEDGER_TOKEN=crl_… \
//     npx tsx examples/gate/gate.ts --cohort <cohort id> [--min-lower-bound 0.8] [--max-age-hours 168]
//       [--window-days 30] [--min-samples 20]
import { parseArgs } from 'node:util';
import { CohortReliabilityDocument, createLedgerClient } from '../../client/index.js';
import { decide } from './decide.js';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      cohort: { type: 'string' },
      'min-lower-bound': { type: 'string', default: '0.8' },
      'max-age-hours': { type: 'string', default: '168' },
      'window-days': { type: 'string', default: '30' },
      'min-samples': { type: 'string', default: '20' },
    },
  });
  const url = process.env.LEDGER_URL;
  const token = process.env.LEDGER_TOKEN;
  const numbers = [values['min-lower-bound'], values['max-age-hours'], values['window-days'], values['min-samples']].map(Number);
  if (!url || !token || !values.cohort || numbers.some((value) => !Number.isFinite(value) || value < 0)) {
    console.error('usage: LEDGER_URL=… LEDGER_TOKEN=… gate --cohort <id> [--min-lower-bound 0.8] [--max-age-hours 168] [--window-days 30] [--min-samples 20]');
    return 2;
  }
  const [minLowerBound, maxAgeHours, windowDays, minSamples] = numbers as [number, number, number, number];
  const client = createLedgerClient({ url, token });
  // No asOf: the ledger's settled horizon, so the report is final unless a write is in flight.
  const data = await client.request(CohortReliabilityDocument, { cohortId: values.cohort, window: { lastDays: windowDays }, minSamples });
  const report = data.reliability;
  if (report === null) {
    console.error(`no cohort ${values.cohort} visible to this token`);
    return 2;
  }
  if (report.__typename !== 'ReliabilityReport') {
    console.error(`${report.code}: ${report.message}`);
    return 2;
  }
  const decision = decide(report, { minLowerBound, maxAgeSeconds: maxAgeHours * 3600 }, values.cohort);
  console.log(JSON.stringify(decision));
  return decision.decision === 'allow' ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
