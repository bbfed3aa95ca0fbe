// The Python client (clients/python) against a real server process: its own unittest
// suite runs with the server's URL and tokens in its environment (record, replay, a changed
// payload refused locally, a retry after a lost answer, typed errors, a judge's verdict with
// its own verifier token, a subscription resumed after a dropped connection), and its
// canonical JSON is held to the ledger's on generated values. Without python3 >= 3.10 on
// the machine the tests say so in their names and are skipped.
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/domain/canonical.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import { ROOT, startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const run = promisify(execFile);
const PYTHON_DIR = path.join(ROOT, 'clients/python');

/** python3's version when it is 3.10 or later, else null. */
function python(): string | null {
  try {
    const version = execFileSync(
      'python3',
      ['-c', 'import sys; print("%d.%d" % sys.version_info[:2]); sys.exit(0 if sys.version_info >= (3, 10) else 1)'],
      { encoding: 'utf8' },
    );
    return version.trim();
  } catch {
    return null;
  }
}

const version = python();
const skipped = version ? '' : ' (skipped: no python3 >= 3.10 on this machine)';

describe.skipIf(!version)(`the Python client, python ${version ?? 'missing'}`, () => {
  let ledger: TestLedger;
  let server: ServerProcess;
  const projectId = newProjectId();
  const otherProjectId = newProjectId();
  const env: Record<string, string> = {};

  beforeAll(async () => {
    ledger = await createTestLedger();
    // Trusted documents only: the client sends every operation by its hash.
    server = await startServerProcess({ DATABASE_URL: ledger.ownerUrl, TRUSTED_DOCUMENTS: 'all' }, 'src/cli.ts');
    const token = async (actorRef: string, roles: ('admin' | 'recorder' | 'reader' | 'adjudicator')[], projectIds = [projectId]) =>
      (await issueToken(ledger.owner, { actorRef, roles, allProjects: false, projectIds, createdBy: 'test' })).token;
    Object.assign(env, {
      LEDGER_URL: server.url,
      LEDGER_PROJECT_ID: projectId,
      LEDGER_OTHER_PROJECT_ID: otherProjectId,
      LEDGER_ADMIN_TOKEN: await token('py-admin', ['admin']),
      LEDGER_RECORDER_TOKEN: await token('py-harness', ['recorder']),
      LEDGER_READER_TOKEN: await token('py-reader', ['reader']),
      // A judge service's own credential: its actor is its verifier ref (npm run token -- create --verifier …).
      LEDGER_JUDGE_TOKEN: await token('py-judge', ['adjudicator']),
      LEDGER_JUDGE_REF: 'py-judge',
      LEDGER_IMPOSTOR_TOKEN: await token('py-impostor', ['adjudicator']),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await ledger?.close();
  });

  it('passes its own unittest suite against the server, skipping nothing', async () => {
    const result = await run('python3', ['-m', 'unittest', 'discover', '-v'], {
      cwd: PYTHON_DIR,
      env: { ...process.env, ...env, PYTHONDONTWRITEBYTECODE: '1' },
    }).then(
      (done) => ({ code: 0, output: done.stderr + done.stdout }),
      (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, output: failed.stderr + failed.stdout }),
    );
    expect(result.output, result.output).toMatch(/^OK$/m);
    expect(result.code, result.output).toBe(0);
    expect(Number(/Ran (\d+) tests/.exec(result.output)?.[1])).toBeGreaterThanOrEqual(15);
    for (const name of [
      'test_record_then_replay_the_same_bytes',
      'test_a_changed_payload_is_refused_locally_and_no_drift_is_recorded',
      'test_a_judges_verdict_counts_with_its_own_token_and_is_refused_with_a_recorders',
      'test_a_subscription_resumes_after_its_connection_drops',
    ])
      expect(result.output).toMatch(new RegExp(`${name} .*\\.\\.\\. ok`));
  }, 180_000);

  it("computes the ledger's canonical JSON for any JSON value", async () => {
    const values = fc.sample(fc.jsonValue({ maxDepth: 3 }), { numRuns: 300, seed: 39 });
    const script =
      'import json,sys\nfrom ledger_client.canonical import canonical_json\nfor line in sys.stdin:\n    print(json.dumps(canonical_json(json.loads(line))))';
    const child = execFile('python3', ['-c', script], { cwd: PYTHON_DIR, maxBuffer: 64 * 1024 * 1024 });
    const output = new Promise<string>((resolve, reject) => {
      let text = '';
      child.stdout!.on('data', (chunk) => (text += chunk));
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`python3 exited with ${code}`))));
    });
    child.stdin!.end(values.map((value) => JSON.stringify(value)).join('\n') + '\n');
    const lines = (await output)
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as string);
    expect(lines).toHaveLength(values.length);
    values.forEach((value, index) => expect(lines[index], JSON.stringify(value)).toBe(canonicalJson(value)));
  });
});

describe.skipIf(Boolean(version))(`the Python client${skipped}`, () => {
  it('is not run: python3 >= 3.10 is not on this machine', () => {
    expect(version).toBeNull();
  });
});
