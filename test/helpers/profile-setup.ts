// Loaded before every test file only when the suite runs under `npm run test:profile`
// (scripts/profile-suite.mjs sets CRL_TEST_PROFILE to a folder). It writes, for each file,
// the worker's pid, the file's first and last instant and the CPU the worker spent between
// them, and tags the file's databases (test/helpers/databases.ts), so the profile can bill
// spawned processes and PostgreSQL backends to the file that caused them.
import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';

const folder = process.env.CRL_TEST_PROFILE;
if (folder) {
  let start = 0;
  let cpu = process.cpuUsage();
  let file = '';
  beforeAll(() => {
    file = relative(process.cwd(), expect.getState().testPath ?? 'unknown');
    process.env.CRL_TEST_FILE_TAG = createHash('sha256').update(file).digest('hex').slice(0, 8);
    start = Date.now();
    cpu = process.cpuUsage();
  });
  afterAll(() => {
    const used = process.cpuUsage(cpu);
    const line = {
      pid: process.pid,
      file,
      tag: process.env.CRL_TEST_FILE_TAG,
      start,
      end: Date.now(),
      cpuMs: (used.user + used.system) / 1000,
    };
    appendFileSync(join(folder, 'files.jsonl'), `${JSON.stringify(line)}\n`);
    delete process.env.CRL_TEST_FILE_TAG;
  });
}
