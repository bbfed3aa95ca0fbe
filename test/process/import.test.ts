// `npm run import` (src/cli.ts, src/modules/attempts/import.ts) as an operator runs it:
// a real process on the ledger's database. The rows it writes are the rows the API
// writes for the same input (compared across two ledgers given the same outcomes);
// bad lines are reported by line number and never lose good ones; a re-run is all
// replays; a conflict flags drift exactly once.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { fakeDigest, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { expectTypename, graphql, type RecordAttemptInput } from '../helpers/graphql.js';
import { importOutcomes } from '../../src/modules/attempts/import.js';
import { CLI } from '../helpers/compiled.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const IMPORTER = 'importer-1';
let api: TestLedger;
let imported: TestLedger;
let folder: string;

beforeAll(async () => {
  [api, imported] = await Promise.all([createTestLedger(), createTestLedger()]);
  folder = mkdtempSync(path.join(tmpdir(), 'crl-import-test-'));
});
afterAll(async () => {
  await Promise.all([api?.close(), imported?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run import -- <args>` on `ledger`'s database, with `stdin` piped in when given. */
function importCommand(ledger: TestLedger, args: string[], stdin?: string): Promise<Run> {
  const env = { ...process.env, DATABASE_URL: ledger.ownerUrl, APP_DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const argv = [CLI, 'import', ...args];
  if (stdin === undefined)
    return new Promise((resolve) => {
      execFile(process.execPath, argv, { cwd: root, env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

function jsonl(file: string, lines: string[]): string {
  const at = path.join(folder, file);
  writeFileSync(at, `${lines.join('\n')}\n`);
  return at;
}

/** Every attempt of a project, in a stable order, without the columns a database assigns. */
async function storedAttempts(ledger: TestLedger, projectId: string) {
  const { rows } = await ledger.owner.query(
    `SELECT a.*, a.evidence_kinds::text[] AS evidence_kinds, c.fingerprint AS cohort_fingerprint,
            (SELECT count(*) FROM attempt g WHERE g.attempt_group_id = a.attempt_group_id)::int AS group_size
       FROM attempt a JOIN cohort c ON c.id = a.cohort_id
      WHERE a.project_id = $1 ORDER BY a.outcome_id, a.capability_key`,
    [projectId],
  );
  return rows.map(({ id: _id, cohort_id: _cohort, attempt_group_id: _group, recorded_at: _at, ...row }) => row);
}

async function storedCohorts(ledger: TestLedger, projectId: string) {
  const { rows } = await ledger.owner.query(`SELECT * FROM cohort WHERE project_id = $1 ORDER BY fingerprint`, [projectId]);
  return rows.map(({ id: _id, created_at: _at, ...row }) => row);
}

async function driftCount(ledger: TestLedger, outcomeId: string): Promise<number> {
  const { rows } = await ledger.owner.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM adjudication j JOIN attempt a ON a.id = j.attempt_id
      WHERE a.outcome_id = $1 AND j.kind = 'DRIFT_DETECTED'`,
    [outcomeId],
  );
  return rows[0]!.n;
}

const RECORD_BATCH = graphql(`
  mutation ImportRecordBatch($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }
  }
`);

describe('npm run import', () => {
  const projectId = newProjectId();
  // Outcomes that exercise the API's rules: defaults left out, every fan-out case,
  // times with an offset, a failed deterministic check, several evidence items.
  const inputs = [
    outcomeInput(projectId, { outcomeId: 'o-1' }),
    outcomeInput(projectId, { outcomeId: 'o-2', capabilities: ['code.edit.typescript', 'code.test.unit'], workPackageRef: 'wp-7' }),
    outcomeInput(projectId, { outcomeId: 'o-3', capabilities: [] }),
    outcomeInput(projectId, { outcomeId: 'o-4', capabilities: Array.from({ length: 17 }, (_, i) => `cap.k${i}`) }),
    (() => {
      const {
        humanOverride: _o,
        humanRejected: _r,
        rolledBack: _b,
        severity: _s,
        evidence: _e,
        workPackageRef: _w,
        ...rest
      } = outcomeInput(projectId, { outcomeId: 'o-5' });
      return rest;
    })(),
    outcomeInput(projectId, {
      outcomeId: 'o-6',
      outcomeCode: 'FAILED',
      stopReasonCode: 'VALIDATION_FAILED',
      startedAt: '2026-11-01T10:00:00+02:00',
      finishedAt: '2026-11-01T10:30:00.123+02:00',
      verification: { mode: 'DETERMINISTIC_CHECK', result: 'FAILED', verifierRef: 'reviewer-bot', verifierModel: 'acme-judge-1' },
      acceptanceCriteria: { total: 4, met: 1 },
      validationCommands: { total: 3, passed: 1, failed: 2 },
      severity: 'CRITICAL',
      humanRejected: true,
      evidence: [
        { kind: 'DIFF', digest: fakeDigest('d') },
        { kind: 'TRACE', digest: fakeDigest('t') },
        { kind: 'LOG', digest: fakeDigest('l') },
      ],
    }),
  ];

  it('writes exactly the rows the API writes for the same input', async () => {
    const recorder = await api.token({ roles: ['recorder'], projects: [projectId], actorRef: IMPORTER });
    const answer = await api.gql(recorder.token, RECORD_BATCH, { inputs });
    expect(expectTypename(answer.data.recordAttempts, 'RecordAttemptsSuccess').recordedCount).toBe(inputs.length);

    const file = jsonl(
      'same.jsonl',
      inputs.map((input) => JSON.stringify(input)),
    );
    const run = await importCommand(imported, [file, '--recorded-by', IMPORTER]);
    expect(run.stdout).toContain(
      `import: ${inputs.length} lines: ${inputs.length} outcomes recorded (7 attempt rows), 0 replayed, 0 conflicts, 0 refused`,
    );
    expect(run.code).toBe(0);
    // Not a terminal: no progress line.
    expect(run.stderr).not.toContain('rows/s');

    const [fromApi, fromImport] = await Promise.all([storedAttempts(api, projectId), storedAttempts(imported, projectId)]);
    expect(fromApi).toHaveLength(7);
    expect(fromImport).toEqual(fromApi);
    expect(await storedCohorts(imported, projectId)).toEqual(await storedCohorts(api, projectId));
  });

  it('replays every line when the same file is imported again', async () => {
    const file = path.join(folder, 'same.jsonl');
    const before = await storedAttempts(imported, projectId);
    const run = await importCommand(imported, [file, '--recorded-by', IMPORTER]);
    expect(run.stdout).toContain(
      `import: ${inputs.length} lines: 0 outcomes recorded (0 attempt rows), ${inputs.length} replayed, 0 conflicts, 0 refused`,
    );
    expect(run.code).toBe(0);
    expect(await storedAttempts(imported, projectId)).toEqual(before);
  });

  describe('bad lines', () => {
    const REFUSED = 'refused-by-database';
    beforeAll(async () => {
      // A rule only PostgreSQL knows, on this test's own database.
      await imported.owner.query(`ALTER TABLE attempt ADD CONSTRAINT attempt_test_refusal CHECK (task_ref <> '${REFUSED}')`);
    });
    afterAll(() => imported.owner.query('ALTER TABLE attempt DROP CONSTRAINT attempt_test_refusal'));

    it('are reported with their line numbers and never lose the good lines; a re-run replays the good ones', async () => {
      const project = newProjectId();
      const good1 = outcomeInput(project, { outcomeId: 'good-1' });
      const good2 = outcomeInput(project, { outcomeId: 'good-2', capabilities: ['a.b', 'c.d'] });
      const { taskRef: _missing, ...noTask } = outcomeInput(project, { outcomeId: 'no-task' });
      const lines = [
        JSON.stringify(good1),
        '{"outcomeId": "broken",',
        JSON.stringify(noTask),
        // An outcome code the schema does not know, deliberately.
        JSON.stringify(
          outcomeInput(project, { outcomeId: 'bad-enum', outcomeCode: 'NOPE' as unknown as RecordAttemptInput['outcomeCode'] }),
        ),
        JSON.stringify(
          outcomeInput(project, { outcomeId: 'backwards', startedAt: '2026-11-02T00:00:00Z', finishedAt: '2026-11-01T00:00:00Z' }),
        ),
        '',
        JSON.stringify(outcomeInput(project, { outcomeId: 'db-refused', taskRef: REFUSED })),
        JSON.stringify(good2),
        '[1, 2, 3]',
      ];
      const file = jsonl('bad.jsonl', lines);
      const run = await importCommand(imported, [file, '--recorded-by', IMPORTER]);
      expect(run.code).toBe(3);
      expect(run.stdout).toContain('import: 9 lines: 2 outcomes recorded (3 attempt rows), 0 replayed, 0 conflicts, 6 refused');
      const refusedLines = [...run.stdout.matchAll(/^ {2}line (\d+)/gm)].map((match) => Number(match[1]));
      expect(refusedLines).toEqual([2, 3, 4, 5, 7, 9]);
      expect(run.stdout).toMatch(/line 2: not JSON/);
      expect(run.stdout).toMatch(/line 3 \(no-task\): .*taskRef/);
      expect(run.stdout).toMatch(/line 4 \(bad-enum\): outcomeCode: /);
      expect(run.stdout).toMatch(/line 5 \(backwards\): finishedAt: finishedAt is before startedAt/);
      expect(run.stdout).toMatch(/line 7 \(db-refused\): the ledger refused this outcome/);
      expect(run.stdout).not.toMatch(/INSERT|SELECT|violates|unnest|\$\d/);

      const stored = await storedAttempts(imported, project);
      expect(stored.map((row) => `${row.outcome_id}/${row.capability_key}`)).toEqual([
        'good-1/code.edit.typescript',
        'good-2/a.b',
        'good-2/c.d',
      ]);

      const again = await importCommand(imported, [file, '--recorded-by', IMPORTER]);
      expect(again.code).toBe(3);
      expect(again.stdout).toContain('import: 9 lines: 0 outcomes recorded (0 attempt rows), 2 replayed, 0 conflicts, 6 refused');
      expect(await storedAttempts(imported, project)).toEqual(stored);
    });
  });

  it('answers a conflict with drift on the stored attempts exactly once, also on a re-run (from standard input)', async () => {
    const project = newProjectId();
    const recorder = await imported.token({ roles: ['recorder'], projects: [project] });
    const earlier = outcomeInput(project, { outcomeId: 'earlier', capabilities: ['a.b', 'c.d'] });
    const recorded = await imported.gql(recorder.token, RECORD_BATCH, { inputs: [earlier] });
    expect(expectTypename(recorded.data.recordAttempts, 'RecordAttemptsSuccess').recordedCount).toBe(1);
    const twice = outcomeInput(project, { outcomeId: 'twice' });
    const stdin = [
      JSON.stringify({ ...earlier, taskRef: 'task-changed' }),
      JSON.stringify(twice),
      JSON.stringify({ ...twice, attemptNumber: 2 }),
      JSON.stringify(twice),
    ].join('\n');

    for (const round of [1, 2]) {
      const run = await importCommand(imported, ['-', '--recorded-by', IMPORTER], stdin);
      expect(run.code).toBe(3);
      expect(run.stdout).toContain(
        `import: 4 lines: ${round === 1 ? 1 : 0} outcomes recorded (${round === 1 ? 1 : 0} attempt rows), ${round === 1 ? 1 : 2} replayed, 2 conflicts, 0 refused`,
      );
      expect(run.stdout).toMatch(/line 1 \(earlier\): outcome earlier was already recorded with different content/);
      expect(run.stdout).toMatch(/line 3 \(twice\): outcome twice was already recorded with different content/);
      expect(await driftCount(imported, 'earlier')).toBe(2);
      expect(await driftCount(imported, 'twice')).toBe(1);
    }
    const { rows } = await imported.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM attempt WHERE project_id = $1`, [project]);
    expect(rows[0]!.n).toBe(3);
  });

  it('decides an outcome given again in a later chunk in file order, though chunks are written two at a time', async () => {
    const project = newProjectId();
    const a = outcomeInput(project, { outcomeId: 'a' });
    const lines = [
      a,
      outcomeInput(project, { outcomeId: 'b' }),
      { ...a, taskRef: 'task-changed' },
      outcomeInput(project, { outcomeId: 'c' }),
      a,
    ];
    async function* source() {
      for (const line of lines) yield JSON.stringify(line);
    }
    const summary = await importOutcomes(imported.db.pool, source(), { recordedBy: IMPORTER, chunk: 1, concurrency: 2 });
    expect(summary).toMatchObject({ lines: 5, recorded: 3, rows: 3, replayed: 1, refused: [] });
    expect(summary.conflicts.map((conflict) => conflict.line)).toEqual([3]);
    expect(await driftCount(imported, 'a')).toBe(1);
  });

  it('refuses an independent-agent verdict on its line, says how to record it, and writes nothing of it', async () => {
    const project = newProjectId();
    const lines = [
      outcomeInput(project, { outcomeId: 'plain' }),
      outcomeInput(project, {
        outcomeId: 'judged',
        verification: { mode: 'INDEPENDENT_AGENT', result: 'PASSED', verifierRef: 'anyone', verifierModel: 'other-model' },
      }),
    ];
    async function* source() {
      for (const line of lines) yield JSON.stringify(line);
    }
    const summary = await importOutcomes(imported.db.pool, source(), { recordedBy: IMPORTER });
    expect(summary).toMatchObject({ lines: 2, recorded: 1 });
    expect(summary.refused.map((item) => item.line)).toEqual([2]);
    expect(JSON.stringify(summary.refused[0])).toMatch(/verification\.mode.*VERIFICATION_RECORDED adjudication/);
    const { rows } = await imported.owner.query(`SELECT outcome_id FROM attempt WHERE project_id = $1`, [project]);
    expect(rows.map((row) => row.outcome_id)).toEqual(['plain']);
  });

  it('refuses to run without --recorded-by, and --help explains it', async () => {
    const run = await importCommand(imported, [path.join(folder, 'same.jsonl')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--recorded-by <ref> is required');
    const help = await importCommand(imported, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('npm run import -- [<file.jsonl> | -] --recorded-by <ref>');
  });
});
