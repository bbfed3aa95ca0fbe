// `npm run test:profile [-- <vitest arguments>]`: runs `npm test` and says where its CPU
// went, by kind of process and by test file (docs/tests.md, "Where a pass spends its CPU").
//
// A pass on a 2-core machine is bound by CPU, so its wall time is at least its CPU over
// the cores; this is the profile that says what to cut. It reads /proc every 100 ms
// (Linux only) and bills each process's CPU:
//   - a vitest worker's CPU to the file it was running (test/helpers/profile-setup.ts
//     writes each file's worker, instants and CPU);
//   - a process a worker started (a server, a command, a cluster of the file's own, python3,
//     a browser) and its descendants, to the file the worker was running when it started;
//   - a PostgreSQL backend of a test database, to the file whose tag the database's name
//     carries; the run's other PostgreSQL processes, to "PostgreSQL (shared)".
// A process that lives less than one sample is missed; the total CPU of the run (from the
// kernel, children included) is printed beside the billed sum so the gap is visible.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (process.platform !== 'linux') {
  console.error('test:profile reads /proc: it runs on Linux only');
  process.exit(2);
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const folder = mkdtempSync(join(tmpdir(), 'crl-test-profile-'));
const bootMs = Date.now() - Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;

/** Every process seen, by pid and start tick (a pid can be reused). */
const seen = new Map();

function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may itself hold spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]), startTick: Number(fields[19]) };
  } catch {
    return undefined;
  }
}

function sample() {
  const now = Date.now();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(name);
    if (!stat) continue;
    const key = `${name}:${stat.startTick}`;
    let entry = seen.get(key);
    if (!entry) {
      let command = '';
      try {
        command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      } catch {}
      entry = {
        pid: Number(name),
        ppid: stat.ppid,
        startMs: bootMs + (stat.startTick / TICKS_PER_SECOND) * 1000,
        command,
        cpuTicks: 0,
        startCpuTicks: stat.cpuTicks,
      };
      seen.set(key, entry);
    }
    entry.cpuTicks = stat.cpuTicks;
    // A backend's title changes (idle, the query); the database is in it from the start.
    if (/^postgres: /.test(entry.command) && !entry.database) {
      try {
        const title = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
        entry.database = /crl_test_([0-9a-f]{8})_/.exec(title)?.[1];
      } catch {}
    }
    entry.lastMs = now;
  }
}

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`usage: npm run test:profile [-- <vitest options and file filters>]
  Runs npm test (the same arguments) and prints where its CPU went: by kind of process
  (vitest workers, server and command processes, PostgreSQL, python3, the browser, tsc)
  and by test file. Linux only (it reads /proc); docs/tests.md explains the billing.`);
  process.exit(0);
}

const startedAt = Date.now();
sample();
const before = new Set(seen.keys());
const timer = setInterval(sample, 100);
const child = spawn(process.execPath, ['scripts/test.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CRL_TEST_PROFILE: folder },
});
const exit = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
clearInterval(timer);
sample();
const wallS = (Date.now() - startedAt) / 1000;

// The run's processes are the descendants of the one it started (other work on the machine
// is not billed), and the backends of its test databases, which a PostgreSQL server at
// TEST_DATABASE_URL started (that server's other processes are not billed).
const everyByPid = new Map([...seen.values()].map((entry) => [entry.pid, entry]));
function descendsFromRun(entry) {
  for (let depth = 0; entry && depth < 30; depth++) {
    if (entry.pid === child.pid) return true;
    entry = everyByPid.get(entry.ppid);
  }
  return false;
}
const processes = [...seen]
  .filter(([key, entry]) => (!before.has(key) && descendsFromRun(entry)) || entry.database)
  .map(([, entry]) => entry);
for (const [key, entry] of seen) {
  // CPU a process that was already running spent before the run is not the run's.
  entry.cpuS = (entry.cpuTicks - (before.has(key) ? entry.startCpuTicks : 0)) / TICKS_PER_SECOND;
}
const byPid = new Map(processes.map((entry) => [entry.pid, entry]));
const files = readFileSync(join(folder, 'files.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const fileByTag = new Map(files.map((file) => [file.tag, file]));
const workers = new Set(files.map((file) => file.pid));

/** The file a worker was running at an instant (files of one worker never overlap). */
function fileAt(workerPid, ms) {
  return files.find((file) => file.pid === workerPid && file.start - 1000 <= ms && ms <= file.end + 1000);
}

function kind(entry) {
  const c = entry.command;
  if (/^postgres/.test(c) || /\/postgres( |$)/.test(c)) return 'PostgreSQL';
  if (/python3?( |$)/.test(c)) return 'python3';
  if (/chrom/i.test(c)) return 'browser';
  if (/tsc|typescript/.test(c)) return 'tsc';
  if (/dist-test\//.test(c)) return 'server and command processes (dist-test)';
  if (/esbuild/.test(c)) return 'esbuild';
  if (/graphql-codegen|python-client\.ts|print-schema|schema:/.test(c)) return 'checks of the generated files';
  if (/vitest/.test(c)) return 'vitest';
  if (/\bnpm\b|npm-cli/.test(c)) return 'npm';
  return 'other';
}

const perFile = new Map(
  files.map((file) => [
    file.file,
    { file: file.file, wallS: (file.end - file.start) / 1000, workerS: file.cpuMs / 1000, childrenS: 0, backendsS: 0 },
  ]),
);
const perKind = new Map();
const bill = (name, seconds) => perKind.set(name, (perKind.get(name) ?? 0) + seconds);
for (const entry of processes) {
  if (workers.has(entry.pid)) {
    const inFiles = files.filter((file) => file.pid === entry.pid).reduce((sum, file) => sum + file.cpuMs / 1000, 0);
    bill('vitest workers, inside test files', inFiles);
    bill('vitest workers, between files (imports, setup)', Math.max(0, entry.cpuS - inFiles));
    continue;
  }
  if (entry.database && fileByTag.has(entry.database)) {
    perFile.get(fileByTag.get(entry.database).file).backendsS += entry.cpuS;
    bill('PostgreSQL backends of test databases', entry.cpuS);
    continue;
  }
  // Walk up to the worker that started this process, if any.
  let ancestor = entry;
  let worker;
  for (let depth = 0; ancestor && depth < 20; depth++) {
    if (workers.has(ancestor.ppid)) {
      worker = ancestor.ppid;
      break;
    }
    ancestor = byPid.get(ancestor.ppid);
  }
  const file = worker ? fileAt(worker, ancestor.startMs) : undefined;
  if (file) {
    perFile.get(file.file).childrenS += entry.cpuS;
    bill(`started by test files: ${kind(entry)}`, entry.cpuS);
  } else {
    bill(kind(entry) === 'PostgreSQL' ? 'PostgreSQL (shared: template, checkpointer, other databases)' : kind(entry), entry.cpuS);
  }
}

// utime, stime, cutime and cstime of this process: its reaped descendants' CPU included.
const ownStat = readFileSync('/proc/self/stat', 'utf8');
const ownFields = ownStat.slice(ownStat.lastIndexOf(')') + 2).split(' ');
const kernelS = (Number(ownFields[11]) + Number(ownFields[12]) + Number(ownFields[13]) + Number(ownFields[14])) / TICKS_PER_SECOND;
const billed = [...perKind.values()].reduce((a, b) => a + b, 0);
const lines = [];
lines.push(`wall ${wallS.toFixed(0)} s; CPU billed ${billed.toFixed(0)} s (${(billed / wallS).toFixed(2)} cores on average); exit ${exit}`);
lines.push(
  `kernel's count of the run's CPU, children reaped: ${kernelS.toFixed(0)} s (excludes a PostgreSQL server not started by the run)`,
);
lines.push('', '| where | CPU s | share |', '|---|---:|---:|');
for (const [name, seconds] of [...perKind].sort((a, b) => b[1] - a[1]))
  lines.push(`| ${name} | ${seconds.toFixed(1)} | ${((100 * seconds) / billed).toFixed(1)}% |`);
lines.push('', '| test file | wall s | CPU s | worker | processes | backends |', '|---|---:|---:|---:|---:|---:|');
const rows = [...perFile.values()]
  .map((row) => ({ ...row, totalS: row.workerS + row.childrenS + row.backendsS }))
  .sort((a, b) => b.totalS - a.totalS);
for (const row of rows)
  lines.push(
    `| ${row.file} | ${row.wallS.toFixed(1)} | ${row.totalS.toFixed(1)} | ${row.workerS.toFixed(1)} | ${row.childrenS.toFixed(1)} | ${row.backendsS.toFixed(1)} |`,
  );
writeFileSync(join(folder, 'profile.md'), `${lines.join('\n')}\n`);
// Every billed process, for a closer look: CPU, kind, command line.
writeFileSync(
  join(folder, 'processes.tsv'),
  processes
    .sort((a, b) => b.cpuS - a.cpuS)
    .map((entry) => `${entry.cpuS.toFixed(2)}\t${kind(entry)}\t${entry.command.slice(0, 300)}`)
    .join('\n') + '\n',
);
console.log(`\n${lines.slice(0, 12 + perKind.size).join('\n')}\n\nper file: ${join(folder, 'profile.md')}`);
process.exit(exit);
