// `npm test`: the generated files' checks (schema.graphql, the TypeScript and Python clients, the
// dashboard's build of the client), the type check and the whole vitest suite.
// The type check (about 30 s of one core) runs beside the suite, whose files spend most
// of their time waiting on PostgreSQL and processes, rather than before it; its verdict
// is printed after the suite's, and either failing fails the command. Arguments are
// passed to vitest (`npm test -- test/process`).
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
  Checks that schema.graphql, the generated clients (TypeScript and Python) and the
  dashboard's build of the client are current, then runs the whole vitest suite with the type check beside it (docs/tests.md).
  Anything after -- goes to vitest run (npx vitest run --help lists it). npm run test:unit
  runs the unit and in-process integration files alone.`);
  process.exit(0);
}
for (const check of ['schema:check', 'client:check', 'client:python:check', 'client:browser:check']) {
  const { code } = await run(npm, ['run', '-s', check]);
  if (code !== 0) process.exit(code);
}
const typecheck = run(npm, ['run', '-s', 'typecheck'], { quiet: true });
const suite = await run(npm, ['exec', '--', 'vitest', 'run', ...args]);
const types = await typecheck;
if (types.code !== 0) {
  process.stderr.write(`\ntype check failed (npm run typecheck):\n${types.output}`);
} else {
  console.log('type check passed (npm run typecheck)');
}
process.exit(suite.code !== 0 ? suite.code : types.code);
