// `npm test`: the generated files' checks (schema.graphql, the TypeScript and Python clients, the
// dashboard's build of the client), the type check and the whole vitest suite.
// The checks and the type check (together about 50 s of one core) run one after another
// beside the suite, rather than before it: the suite's first minute is its setup and its
// process files, which wait on PostgreSQL and servers more than they compute. Their
// verdicts are printed after the suite's, and any failure fails the command. Arguments
// are passed to vitest (`npm test -- test/process`).
import { spawn } from 'node:child_process';

/** Runs a command; resolves with its exit code and, when `quiet`, what it printed. */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(`usage: npm test [-- <vitest options and file filters>]
  Runs the whole vitest suite and, beside it, checks that schema.graphql, the generated
  clients (TypeScript and Python) and the dashboard's build of the client are current and
  type-checks; every verdict is printed after the suite's (docs/tests.md).
  Anything after -- goes to vitest run (npx vitest run --help lists it). npm run test:unit
  runs the unit and in-process integration files alone.`);
  process.exit(0);
}
const CHECKS = [
  ['schema:check', 'schema.graphql is current'],
  ['client:check', 'the TypeScript client is current'],
  ['client:python:check', 'the Python client is current'],
  ['client:browser:check', "the dashboard's build of the client is current"],
  ['test:documents:check', "the suite's typed documents are current"],
  ['lint', 'lint and formatting (biome.json)'],
  ['typecheck', 'type check'],
];
const checks = (async () => {
  const results = [];
  for (const [script, what] of CHECKS) results.push({ script, what, ...(await run(npm, ['run', '-s', script], { quiet: true })) });
  return results;
})();
const suite = await run(npm, ['exec', '--', 'vitest', 'run', ...args]);
let failed = suite.code;
for (const { script, what, code, output } of await checks) {
  if (code === 0) {
    console.log(`passed: ${what} (npm run ${script})`);
  } else {
    process.stderr.write(`\nfailed: ${what} (npm run ${script}):\n${output}`);
    failed ||= code;
  }
}
process.exit(failed);
