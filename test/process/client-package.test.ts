// The typed client as another project gets it: the package client/package.json describes,
// built (npm run client:build) and laid out in a fresh project's node_modules with only the
// files it publishes, then imported by its name from plain Node (no tsx, no paths) and
// type-checked by its declarations, against a real server that runs trusted documents only.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { ROOT, startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const run = promisify(execFile);
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const NAME = '@capability-reliability-ledger/client';
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'client/package.json'), 'utf8')) as {
  name: string;
  files: string[];
  dependencies: Record<string, string>;
};

let ledger: TestLedger;
let server: ServerProcess;
let project: string;
let token: string;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  const started = startServerProcess({ DATABASE_URL: ledger.ownerUrl, TRUSTED_DOCUMENTS: 'all' }, 'src/cli.ts');
  // The package's build, as `npm run client:build` makes it.
  const built = run(process.execPath, [TSC, '-p', 'client/tsconfig.build.json'], { cwd: ROOT });
  [server] = await Promise.all([started, built]);
  token = (
    await issueToken(ledger.owner, {
      actorRef: 'package-consumer',
      roles: ['recorder', 'reader'],
      allProjects: false,
      projectIds: [projectId],
      createdBy: 'test',
    })
  ).token;
  // A project that depends on the package: what npm puts in its node_modules (the package's
  // published files, and its dependencies), nothing else of this repository.
  project = mkdtempSync(path.join(tmpdir(), 'crl-client-package-'));
  const installed = path.join(project, 'node_modules', NAME);
  mkdirSync(installed, { recursive: true });
  cpSync(path.join(ROOT, 'client/package.json'), path.join(installed, 'package.json'));
  for (const file of manifest.files) cpSync(path.join(ROOT, 'client', file), path.join(installed, file), { recursive: true });
  for (const dependency of [...Object.keys(manifest.dependencies), '@types/node']) {
    mkdirSync(path.dirname(path.join(project, 'node_modules', dependency)), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules', dependency), path.join(project, 'node_modules', dependency), 'dir');
  }
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: { [NAME]: '0.1.0' } }),
  );
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await ledger?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('the client package', () => {
  it('names itself and exports ESM with its types, and publishes no source of the server', () => {
    expect(manifest.name).toBe(NAME);
    expect(manifest.files.every((file) => !file.includes('src') && !file.endsWith('.ts'))).toBe(true);
    const dist =
      readFileSync(path.join(ROOT, 'client/dist/index.js'), 'utf8') +
      readFileSync(path.join(ROOT, 'client/dist/generated/graphql.js'), 'utf8');
    expect(dist).not.toMatch(/from ['"]\.\.\/(\.\.\/)?src\//);
  });

  it('is imported by its name from plain Node and records and reads by trusted-document hash', async () => {
    const input = outcomeInput(projectId, { capabilities: ['package.consumer'] });
    writeFileSync(
      path.join(project, 'consumer.mjs'),
      `import { createLedgerClient, documentHash, RecordAttemptDocument, CohortReliabilityDocument } from '${NAME}';
import manifest from '${NAME}/persisted-documents.json' with { type: 'json' };
const ledger = createLedgerClient({ url: process.env.LEDGER_URL, token: process.env.LEDGER_TOKEN });
const input = JSON.parse(process.env.INPUT);
const { recordAttempt } = await ledger.request(RecordAttemptDocument, { input });
if (recordAttempt.__typename !== 'RecordAttemptSuccess') throw new Error(recordAttempt.message);
const again = await ledger.request(RecordAttemptDocument, { input });
const { reliability } = await ledger.request(CohortReliabilityDocument, { cohortId: recordAttempt.attempts[0].cohort.id, minSamples: 1 });
console.log(JSON.stringify({
  replayed: [recordAttempt.replayed, again.recordAttempt.replayed],
  sampleSize: reliability.sampleSize,
  inManifest: Boolean(manifest['sha256:' + documentHash(RecordAttemptDocument)]),
}));
`,
    );
    const { stdout } = await run(process.execPath, ['consumer.mjs'], {
      cwd: project,
      env: { ...process.env, LEDGER_URL: server.url, LEDGER_TOKEN: token, INPUT: JSON.stringify(input) },
    });
    expect(JSON.parse(stdout)).toEqual({ replayed: [false, true], sampleSize: 1, inManifest: true });
  });

  it("types a consumer's calls by the package's declarations", async () => {
    writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: ['node'],
        },
        files: ['consumer.ts', 'misuse.ts'],
      }),
    );
    writeFileSync(
      path.join(project, 'consumer.ts'),
      `import { createLedgerClient, CohortReliabilityDocument, type RecordAttemptInput } from '${NAME}';
const ledger = createLedgerClient({ url: 'http://127.0.0.1:1/graphql', token: 'crl_x' });
export async function read(cohortId: string): Promise<number | null> {
  const { reliability } = await ledger.request(CohortReliabilityDocument, { cohortId, minSamples: 1 });
  return reliability?.__typename === 'ReliabilityReport' ? reliability.independentlyVerifiedPassRate.value : null;
}
// @ts-expect-error cohortId is required: the variables are typed
export const wrong = () => ledger.request(CohortReliabilityDocument, { minSamples: 1 });
export const outcome: Pick<RecordAttemptInput, 'outcomeCode'> = { outcomeCode: 'SUCCEEDED' };
`,
    );
    // A misuse is an error of the consumer's check: one run of tsc checks both files, and
    // its only error is the misuse's (an unused @ts-expect-error above would be one too).
    writeFileSync(
      path.join(project, 'misuse.ts'),
      `import { createLedgerClient } from '${NAME}';\ncreateLedgerClient({ url: 1, token: 'crl_x' });\n`,
    );
    const checked = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: project }).then(
      () => ({ code: 0, output: '' }),
      (failed: { code: number; stdout: string }) => ({ code: failed.code, output: failed.stdout }),
    );
    const errors = checked.output.split('\n').filter((line) => /error TS\d+/.test(line));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^misuse\.ts\(2,\d+\): error TS2322/);
    expect(checked.code).not.toBe(0);
  }, 120_000);
});
