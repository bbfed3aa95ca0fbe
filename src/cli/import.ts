// `npm run import`: outcomes from JSON lines, by exactly the API's rules (docs/operations.md, "Importing outcomes").
import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { matchesGrammar } from '../domain/grammars.js';
import { importOutcomes, type ImportProgress, type ImportSummary } from '../modules/attempts/import.js';
import { defineCommand, fail, withDatabase } from './common.js';

/** Exit code of an import that finished with refused or conflicting lines (the rest recorded). */
const IMPORT_INCOMPLETE = 3;

export const importCommand = defineCommand({
  name: 'import',
  summary: "Record outcomes from JSON lines, each line one recordAttempts input item, by exactly the API's rules.",
  details: [
    'The lines come from a file, or from standard input when the file is - or missing. The rules: validation, fan-out, ' +
      "digests, idempotency (a re-run is all replays), conflict and drift. Writes as the server's database role, for every " +
      'project. Prints progress on a terminal and a summary with the line numbers of refused and conflicting lines.',
    `Exit 0: every line recorded or replayed; ${IMPORT_INCOMPLETE}: some lines refused or in conflict (the others are recorded); ` +
      '1: failed (a re-run replays what was written).',
  ],
  options: {
    'recorded-by': { type: 'string', value: '<ref>', required: true, description: 'the actor stored as recordedBy (a reference)' },
  },
  forms: [{ args: '[<file.jsonl> | -]', options: ['recorded-by'] }],
  async run({ config, values, positionals }) {
    const [file, ...extra] = positionals;
    if (extra.length > 0) fail('give at most one file');
    const recordedBy = values['recorded-by'];
    if (!recordedBy || !matchesGrammar('reference', recordedBy)) fail('--recorded-by <ref> is required and must be a reference');
    const fromStdin = file === undefined || file === '-';
    let size: number | null = null;
    if (!fromStdin) {
      try {
        size = statSync(file).size;
      } catch (error) {
        fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const progress = process.stderr.isTTY ? progressLine(size) : undefined;
    const summary = await withDatabase(config, (booted) => {
      // Opened only now: readline's iterator would miss the lines read while the database booted.
      const lines = createInterface({ input: fromStdin ? process.stdin : createReadStream(file), crlfDelay: Infinity });
      return importOutcomes(booted.db.pool, lines, { recordedBy, ...(progress ? { onProgress: progress.update } : {}) });
    });
    progress?.done();
    console.log(importSummary(summary));
    if (summary.refused.length > 0 || summary.conflicts.length > 0) process.exitCode = IMPORT_INCOMPLETE;
  },
});

/** A progress line on a terminal (rows, rate, estimate of the time left when the size is known). */
function progressLine(totalBytes: number | null) {
  const started = Date.now();
  let last = 0;
  const render = ({ lines, rows, bytes }: ImportProgress) => {
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? rows / seconds : 0;
    const eta = totalBytes && bytes > 0 && bytes < totalBytes ? `, eta ${Math.ceil((seconds * (totalBytes - bytes)) / bytes)} s` : '';
    const share = totalBytes ? ` (${Math.min(100, Math.floor((bytes / totalBytes) * 100))}%)` : '';
    process.stderr.write(`\r\x1b[Kimport: ${lines} lines${share}, ${rows} attempt rows, ${Math.round(rate)} rows/s${eta}`);
  };
  return {
    update(progress: ImportProgress) {
      if (Date.now() - last < 200) return;
      last = Date.now();
      render(progress);
    },
    done() {
      process.stderr.write('\r\x1b[K');
    },
  };
}

/** The summary an import prints: counts, then each refused and conflicting line. */
function importSummary(summary: ImportSummary): string {
  const lines = [
    `import: ${summary.lines} lines: ${summary.recorded} outcomes recorded (${summary.rows} attempt rows), ` +
      `${summary.replayed} replayed, ${summary.conflicts.length} conflicts, ${summary.refused.length} refused`,
  ];
  const describe = (problem: ImportSummary['refused'][number]) =>
    `  line ${problem.line}${problem.outcomeId ? ` (${problem.outcomeId})` : ''}: ${problem.message}`;
  if (summary.conflicts.length > 0)
    lines.push('conflicts (nothing written, drift flagged on the stored attempts):', ...summary.conflicts.map(describe));
  if (summary.refused.length > 0) lines.push('refused (nothing written):', ...summary.refused.map(describe));
  return lines.join('\n');
}
