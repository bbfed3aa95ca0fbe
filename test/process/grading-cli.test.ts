// The starter rubric registers from the command line on a fresh ledger
// (`npm run rubric -- register rubrics/rag-answer.v1.json`), and reads back through
// GraphQL with every descriptor; registering it again is a replay.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { CLI } from '../helpers/compiled.js';
import { graphql } from '../helpers/graphql.js';
import type { RubricFile } from '../../src/modules/grading/inputs.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const STARTER = 'rubrics/rag-answer.v1.json';
let ledger: TestLedger;

beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

function rubricCommand(args: string[]) {
  return run(process.execPath, [CLI, 'rubric', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: ledger.ownerUrl, APP_DATABASE_URL: '' },
  });
}

describe('npm run rubric -- register', () => {
  it('registers the starter RAG-answer rubric on a fresh ledger, readable through GraphQL with its prose', async () => {
    const { stdout } = await rubricCommand(['register', STARTER]);
    expect(stdout).toContain('registered: rag-answer v1');
    const digest = stdout.match(/rubric digest: ([0-9a-f]{64})/)![1];

    const reader = await ledger.token({ roles: ['reader'], allProjects: true });
    const STARTER_RUBRIC = graphql(`
      query GradingCliStarterRubric {
        rubrics(domain: "rag-answer") { edges { node { digest version threshold registeredBy criteria { id required levels { level descriptor howToRaise } } } } }
      }
    `);
    const response = await ledger.gql(reader.token, STARTER_RUBRIC, {});
    const [node] = response.data.rubrics.edges.map((edge) => edge.node);
    if (!node) throw new Error(`the starter rubric is not listed: ${response.text}`);
    expect(node).toMatchObject({ digest, version: 'v1', threshold: 3, registeredBy: 'local-admin' });
    // The rubric file as written: its levels, read for what the test compares.
    const file = JSON.parse(readFileSync(path.join(root, STARTER), 'utf8')) as {
      criteria: { levels: { level: number; descriptor: string; howToRaise?: string }[] }[];
    };
    expect(node.criteria.map((criterion) => criterion.id)).toEqual([
      'source-grounding',
      'reasoning-soundness',
      'coverage',
      'answer-correctness',
      'completeness',
    ]);
    for (const [index, criterion] of file.criteria.entries())
      expect(node.criteria[index]?.levels).toEqual(
        criterion.levels.map((level) => ({ level: level.level, descriptor: level.descriptor, howToRaise: level.howToRaise ?? null })),
      );

    const again = await rubricCommand(['register', STARTER]);
    expect(again.stdout).toContain('already registered: rag-answer v1');
    expect(again.stdout).toContain(digest);
  });

  it('refuses an invalid rubric file before writing anything, and a changed rubric under a registered version', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crl-rubric-'));
    const starter = JSON.parse(readFileSync(path.join(root, STARTER), 'utf8')) as RubricFile;
    const before = (await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM annotation')).rows[0]!.n;

    const broken = structuredClone(starter);
    broken.version = 'v9';
    broken.criteria[0]!.levels.pop();
    broken.criteria[1]!.levels[0]!.descriptor = 'prose that would be new';
    writeFileSync(path.join(dir, 'broken.json'), JSON.stringify(broken));
    const refused = await rubricCommand(['register', path.join(dir, 'broken.json')]).catch((error) => error);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('criteria.0.levels');
    expect((await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM annotation')).rows[0]!.n).toBe(before);

    const changed = structuredClone(starter);
    changed.threshold = 2;
    writeFileSync(path.join(dir, 'changed.json'), JSON.stringify(changed));
    const conflict = await rubricCommand(['register', path.join(dir, 'changed.json')]).catch((error) => error);
    expect(conflict.code).toBe(2);
    expect(conflict.stderr).toContain('already registered with other content');
  });
});
