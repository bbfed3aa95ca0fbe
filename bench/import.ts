// Import benchmark: the bulk import (`npm run import`, src/modules/attempts/import.ts)
// against two floors writing the same rows on the same database in the same run:
//   - INSERT floor: bench/ingest.ts's floor, plain multi-row INSERTs of 100 outcomes
//     (200 rows) per statement, prepared, autocommit;
//   - COPY: plain `COPY attempt FROM STDIN` of the round's rows.
// Both floors get cohorts prepared and digests computed in advance; the import starts
// from the JSON lines, so its time includes parsing, GraphQL input coercion, zod,
// digests, idempotency, cohorts and the writes. Rounds alternate the order of the
// three sides; the figures are medians over rounds, and the ratios those of medians.
//
//   npm run bench:import                       embedded PostgreSQL in a temp folder
//   DATABASE_URL=postgresql://... npm run bench:import
//
// Knobs (environment): BENCH_ROUNDS (6), BENCH_OUTCOMES per side and round (5000; 2
// capabilities each, so 10,000 rows), BENCH_CONNECTIONS (2: the import writes that
// many chunks at once, its default, and each floor spreads its statements, or its
// COPY, over as many connections), BENCH_SEED (1), BENCH_PROFILE_DIR (a V8 CPU profile
// of the import side of the last round; summarise with bench/profile-summary.ts).
//
// The ledger is append-only, so every run adds rows; each run writes a project of its own.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/db/embedded.js';
import { ensureDatabase, migrate } from '../src/db/migrate.js';
import { freePort, withDatabase } from '../src/db/urls.js';
import { planOutcome, type OutcomePlan } from '../src/domain/outcome.js';
import { importOutcomes } from '../src/modules/attempts/import.js';
import { copyText, FLOOR_COLUMNS, floorText, floorValues, prepareCohorts, submissionFor } from './write-floor.js';
import { median } from './statistics.js';
import { defineScript, knob, runAsEntry, scriptArguments, textKnob } from '../src/cli/script.js';

const log = (line: string) => process.stderr.write(`${line}\n`);
const RECORDED_BY = 'bench-importer';
const FLOOR_BATCH = 100;
const TARGET = 1.0;

type Side = 'import' | 'insert' | 'copy';
const PREFIX: Record<Side, string> = { import: 'bench-i-', insert: 'bench-s-', copy: 'bench-c-' };

async function* linesOf(lines: string[]): AsyncIterable<string> {
  yield* lines;
}

export const command = defineScript({
  name: 'bench:import',
  summary:
    'The bulk import (npm run import) against an INSERT floor and a COPY floor writing the same rows on the same database, in alternating rounds (docs/benchmarks.md).',
  details: ['The ledger is append-only: every run adds rows, in a project of its own.'],
  options: {},
  environment: {
    DATABASE_URL: {
      value: '<url>',
      description: "a database owner's URL to run on (created if missing)",
      otherwise: 'an embedded PostgreSQL in a temporary folder',
    },
    BENCH_ROUNDS: { value: 'N', description: 'rounds', default: '6' },
    BENCH_OUTCOMES: { value: 'N', description: 'outcomes per side and round (2 capabilities each), at least 100', default: '5000' },
    BENCH_CONNECTIONS: { value: 'N', description: 'connections of the import and of each floor', default: '2' },
    BENCH_SEED: { value: 'N', description: 'the seed of the generated outcomes', default: '1' },
    BENCH_PROFILE_DIR: { value: '<dir>', description: 'write a V8 CPU profile of the import side of the last round there' },
  },
});

export async function main(argv: string[]): Promise<void> {
  if (!scriptArguments(command, argv)) return;
  const rounds = knob(command, 'BENCH_ROUNDS', 1);
  const outcomes = knob(command, 'BENCH_OUTCOMES', 100);
  const seed = knob(command, 'BENCH_SEED', 0);
  const connections = knob(command, 'BENCH_CONNECTIONS', 1);
  const profileDir = process.env.BENCH_PROFILE_DIR?.trim();
  const startedAt = new Date();
  let embedded: EmbeddedCluster | null = null;
  let tempDir: string | null = null;
  let owner: pg.Pool | null = null;
  try {
    let ownerUrl = process.env.DATABASE_URL?.trim();
    let databaseKind = 'DATABASE_URL';
    if (ownerUrl) {
      const name = decodeURIComponent(new URL(ownerUrl).pathname.slice(1));
      if (name) await ensureDatabase(withDatabase(ownerUrl, 'postgres'), name).catch(() => undefined);
    } else {
      databaseKind = 'embedded';
      tempDir = mkdtempSync(path.join(os.tmpdir(), 'crl-bench-import-'));
      embedded = await startEmbeddedPostgres(tempDir, await freePort());
      await ensureDatabase(embedded.urlFor('postgres'), 'ledger');
      ownerUrl = embedded.urlFor('ledger');
    }
    await migrate(ownerUrl);
    // `connections` connections per side.
    owner = new pg.Pool({ connectionString: ownerUrl, max: connections });
    const importPool = new pg.Pool({ connectionString: ownerUrl, max: connections });
    const db = (
      await owner.query<{ version: string; database: string; attempts: string }>(
        `SELECT current_setting('server_version') AS version, current_database() AS database, (SELECT count(*) FROM attempt) AS attempts`,
      )
    ).rows[0]!;
    log(`database: ${databaseKind}, PostgreSQL ${db.version} (${db.database}), ${db.attempts} attempts before the run`);

    const projectId = randomUUID();
    const cohortIds = await prepareCohorts(owner, seed, projectId);
    const submission = (side: Side, slot: string) => submissionFor(seed, slot, `${PREFIX[side]}${slot}`, projectId);
    const slots = (round: string, count: number) => Array.from({ length: count }, (_, k) => `${round}-o${String(k).padStart(5, '0')}`);
    const lineOf = (slot: string) => {
      const s = submission('import', slot);
      return JSON.stringify({ ...s, startedAt: s.startedAt.toISOString(), finishedAt: s.finishedAt.toISOString() });
    };
    const insertText = floorText(FLOOR_BATCH * 2);

    const sides: Record<Side, (round: string, count: number, profile: boolean) => Promise<{ seconds: number; rows: number }>> = {
      async import(round, count, profile) {
        const lines = slots(round, count).map(lineOf);
        const session = profile ? new Session() : null;
        if (session) {
          session.connect();
          await session.post('Profiler.enable');
          await session.post('Profiler.start');
        }
        const t0 = performance.now();
        const summary = await importOutcomes(importPool, linesOf(lines), { recordedBy: RECORDED_BY, concurrency: connections });
        const seconds = (performance.now() - t0) / 1000;
        if (session) {
          const { profile: cpu } = await session.post('Profiler.stop');
          mkdirSync(profileDir!, { recursive: true });
          writeFileSync(path.join(profileDir!, `import-${round}.cpuprofile`), JSON.stringify(cpu));
          session.disconnect();
        }
        if (summary.recorded !== count || summary.refused.length || summary.conflicts.length)
          throw new Error(`the import recorded ${summary.recorded} of ${count}: ${JSON.stringify(summary).slice(0, 400)}`);
        return { seconds, rows: summary.rows };
      },
      async insert(round, count) {
        const plans = slots(round, count).map((slot) => planOutcome(submission('insert', slot)));
        const statements: OutcomePlan[][] = [];
        for (let at = 0; at < plans.length; at += FLOOR_BATCH) statements.push(plans.slice(at, at + FLOOR_BATCH));
        const values = statements.map((batch) => floorValues(batch, cohortIds, RECORDED_BY));
        const clients = await Promise.all(Array.from({ length: connections }, () => owner!.connect()));
        try {
          let rows = 0;
          let next = 0;
          const t0 = performance.now();
          await Promise.all(
            clients.map(async (client) => {
              while (next < values.length) {
                const batch = values[next++]!;
                const full = batch.length === FLOOR_BATCH * 2 * FLOOR_COLUMNS.length;
                const result = await client.query(
                  full
                    ? { name: 'bench-import-floor', text: insertText, values: batch }
                    : { text: floorText(batch.length / FLOOR_COLUMNS.length), values: batch },
                );
                rows += result.rowCount ?? 0;
              }
            }),
          );
          return { seconds: (performance.now() - t0) / 1000, rows };
        } finally {
          for (const client of clients) client.release();
        }
      },
      async copy(round, count) {
        const plans = slots(round, count).map((slot) => planOutcome(submission('copy', slot)));
        const share = Math.ceil(plans.length / connections);
        const texts = Array.from({ length: connections }, (_, i) =>
          copyText(plans.slice(i * share, (i + 1) * share), cohortIds, RECORDED_BY),
        );
        const clients = await Promise.all(Array.from({ length: connections }, () => owner!.connect()));
        try {
          const t0 = performance.now();
          const counts = await Promise.all(
            clients.map(async (client, i) => {
              const stream = client.query(copyFrom(`COPY attempt (${FLOOR_COLUMNS.join(', ')}) FROM STDIN`));
              await pipeline(Readable.from([texts[i]!]), stream);
              return Number(stream.rowCount);
            }),
          );
          return { seconds: (performance.now() - t0) / 1000, rows: counts.reduce((a, b) => a + b, 0) };
        } finally {
          for (const client of clients) client.release();
        }
      },
    };

    log('warm-up');
    for (const side of ['import', 'insert', 'copy'] as Side[]) await sides[side]('w0', 500, false);
    await owner.query('ANALYZE attempt, cohort');

    const perRound: { round: number; order: Side[]; rowsPerSecond: Record<Side, number> }[] = [];
    const orders: Side[][] = [
      ['import', 'insert', 'copy'],
      ['insert', 'copy', 'import'],
      ['copy', 'import', 'insert'],
    ];
    for (let round = 0; round < rounds; round++) {
      const label = `r${String(round).padStart(2, '0')}`;
      const order = round % 2 === 0 ? orders[(round / 2) % 3]! : [...orders[((round - 1) / 2) % 3]!].reverse();
      const rowsPerSecond = {} as Record<Side, number>;
      for (const side of order) {
        const { seconds, rows } = await sides[side](label, outcomes, side === 'import' && round === rounds - 1 && Boolean(profileDir));
        if (rows !== outcomes * 2) throw new Error(`${side} wrote ${rows} rows, not ${outcomes * 2}`);
        rowsPerSecond[side] = rows / seconds;
      }
      perRound.push({ round, order, rowsPerSecond });
      log(
        `round ${round + 1}/${rounds} (${order.join(',')}): import ${rowsPerSecond.import.toFixed(0)} rows/s, ` +
          `INSERT floor ${rowsPerSecond.insert.toFixed(0)}, COPY ${rowsPerSecond.copy.toFixed(0)}`,
      );
    }

    // The import's rows equal the INSERT floor's rows of the same slots, column by column,
    // apart from what derives from the outcome id (and the clock).
    const same = FLOOR_COLUMNS.filter((c) => !['attempt_group_id', 'outcome_id', 'outcome_digest', 'content_digest'].includes(c));
    const compared = (
      await owner.query<{ differing: string; compared: string }>(
        `WITH i AS (SELECT substr(outcome_id, 9) AS slot, ${same.join(', ')} FROM attempt WHERE project_id = $1 AND outcome_id LIKE 'bench-i-r00-%'),
            s AS (SELECT substr(outcome_id, 9) AS slot, ${same.join(', ')} FROM attempt WHERE project_id = $1 AND outcome_id LIKE 'bench-s-r00-%'),
            c AS (SELECT substr(outcome_id, 9) AS slot, ${same.join(', ')} FROM attempt WHERE project_id = $1 AND outcome_id LIKE 'bench-c-r00-%')
       SELECT (SELECT count(*) FROM ((SELECT * FROM i EXCEPT ALL SELECT * FROM s) UNION ALL (SELECT * FROM s EXCEPT ALL SELECT * FROM i)
                                     UNION ALL (SELECT * FROM c EXCEPT ALL SELECT * FROM s)) d) AS differing,
              (SELECT count(*) FROM i) AS compared`,
        [projectId],
      )
    ).rows[0]!;
    if (Number(compared.differing) !== 0) throw new Error(`the import's and the floors' rows differ in ${compared.differing} rows`);
    log(`the import's rows of round 1 equal both floors' (${compared.compared} rows compared)`);

    const med = (side: Side) => median(perRound.map((r) => r.rowsPerSecond[side]));
    const ratios = (over: Side) => perRound.map((r) => r.rowsPerSecond.import / r.rowsPerSecond[over]);
    const figures = {
      import: med('import'),
      insert: med('insert'),
      copy: med('copy'),
      importOverInsert: med('import') / med('insert'),
      importOverCopy: med('import') / med('copy'),
      insertRange: [Math.min(...ratios('insert')), Math.max(...ratios('insert'))],
      copyRange: [Math.min(...ratios('copy')), Math.max(...ratios('copy'))],
    };
    const durationSeconds = (Date.now() - startedAt.getTime()) / 1000;
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverage: os.loadavg(),
    };
    process.stdout.write(
      [
        `Import: ${outcomes} outcomes x 2 capabilities per side and round, PostgreSQL ${db.version} (${databaseKind}), ${machine.cpus} CPUs, ` +
          `Node ${process.version}; ${connections} connection(s) per side; ${rounds} rounds, order rotating; rows/s = median over rounds`,
        '',
        '| import rows/s | INSERT floor rows/s | COPY rows/s | import/INSERT (rounds) | import/COPY (rounds) | target >= 1.0x INSERT |',
        '|---:|---:|---:|---:|---:|:---|',
        `| ${figures.import.toFixed(0)} | ${figures.insert.toFixed(0)} | ${figures.copy.toFixed(0)} | ` +
          `**${figures.importOverInsert.toFixed(2)}** (${figures.insertRange[0]!.toFixed(2)}–${figures.insertRange[1]!.toFixed(2)}) | ` +
          `${figures.importOverCopy.toFixed(2)} (${figures.copyRange[0]!.toFixed(2)}–${figures.copyRange[1]!.toFixed(2)}) | ` +
          `${figures.importOverInsert >= TARGET ? 'met' : 'not met'} |`,
        '',
      ].join('\n'),
    );
    const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(
      resultsDir,
      `import-${startedAt
        .toISOString()
        .replace(/:/g, '-')
        .replace(/\.\d+Z$/, 'Z')}.json`,
    );
    writeFileSync(
      file,
      `${JSON.stringify({ benchmark: 'import', startedAt, durationSeconds, machine, database: { kind: databaseKind, ...db }, settings: { rounds, outcomes, seed, connections }, projectId, figures, rounds: perRound }, null, 2)}\n`,
    );
    log(`results written to ${path.relative(process.cwd(), file)} (${durationSeconds.toFixed(0)} s)`);
    await importPool.end();
  } finally {
    await owner?.end().catch(() => undefined);
    await embedded?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

runAsEntry(import.meta.url, main);
