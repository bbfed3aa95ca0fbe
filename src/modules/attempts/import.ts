// Bulk import of outcomes (docs/operations.md, "Importing outcomes"): JSON lines, each
// one `recordAttempts` input item (RecordAttemptInput), recorded by exactly the rules
// and the code of the API:
//   - the line is coerced by the schema's own RecordAttemptInput type (GraphQL input
//     coercion: required fields, enums, Int, DateTime, defaults), then validated by
//     the same zod `outcomeSchema`, then planned by the same `createOutcomePlanner`;
//   - the plans are written by the store's `recordOutcomes` (one crl_record_attempts
//     statement per chunk): the same idempotency, replay, conflict and drift rules,
//     and a refused item never loses the others.
// Up to IMPORT_CONCURRENCY chunks are written at once, while the next one is parsed
// and planned; a chunk holding an outcome that one in flight also holds waits for it,
// so an outcome given twice is decided as two successive API requests would decide it.
import { coerceInputValue, type GraphQLInputType, isInputType } from 'graphql';
import type pg from 'pg';
import { createOutcomePlanner, type OutcomePlan } from '../../domain/outcome.js';
import { schema } from '../../schema.js';
import { issuesOf } from '../common/validation.js';
import { MAX_BATCH_OUTCOMES, outcomeSchema } from './inputs.js';
import { recordOutcomes } from './store.js';

/** Outcomes per statement: the largest batch the API accepts. */
export const IMPORT_CHUNK = MAX_BATCH_OUTCOMES;
/** Chunks written at once: the database writes one while the next is planned and another is sent. */
export const IMPORT_CONCURRENCY = 2;
/** A longer line is refused unread (a RecordAttemptInput within every limit is far smaller). */
export const MAX_LINE_CHARACTERS = 1 << 20;

export interface LineProblem {
  line: number;
  outcomeId: string | null;
  message: string;
}

export interface ImportSummary {
  /** Lines read, blank ones included. */
  lines: number;
  /** Outcomes newly recorded, and the attempt rows they wrote. */
  recorded: number;
  rows: number;
  replayed: number;
  /** Outcomes already recorded with other content: nothing written but drift flagged. */
  conflicts: LineProblem[];
  /** Lines that are not a valid outcome, or that the ledger refused; nothing of them was written. */
  refused: LineProblem[];
}

export interface ImportProgress {
  lines: number;
  rows: number;
  /** Bytes of input consumed so far (for an estimate against a known file size). */
  bytes: number;
}

export interface ImportOptions {
  /** The actor recorded as `recordedBy` on every attempt (a reference). */
  recordedBy: string;
  chunk?: number;
  /** Chunks written at once, each on a connection of its own (default IMPORT_CONCURRENCY). */
  concurrency?: number;
  /** Called after every chunk written. */
  onProgress?: (progress: ImportProgress) => void;
}

const recordAttemptInput = (() => {
  const type = schema.getType('RecordAttemptInput');
  if (!type || !isInputType(type)) throw new Error('the schema has no RecordAttemptInput');
  return type as GraphQLInputType;
})();

/** One line as the API would take it as a variable, or the reasons it would not. */
export function coerceLine(text: string): { value: unknown } | { problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problems: [`not JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const problems: string[] = [];
  const value = coerceInputValue(json, recordAttemptInput, (path, _invalid, error) => {
    problems.push(path.length > 0 ? `${path.join('.')}: ${error.message}` : error.message);
  });
  return problems.length > 0 ? { problems } : { value };
}

/** Reads JSON lines from `lines` and records them; see the module comment. */
export async function importOutcomes(pool: pg.Pool, lines: AsyncIterable<string>, options: ImportOptions): Promise<ImportSummary> {
  const chunkSize = Math.max(1, Math.min(options.chunk ?? IMPORT_CHUNK, MAX_BATCH_OUTCOMES));
  const concurrency = Math.max(1, options.concurrency ?? IMPORT_CONCURRENCY);
  const summary: ImportSummary = { lines: 0, recorded: 0, rows: 0, replayed: 0, conflicts: [], refused: [] };
  let bytes = 0;
  let planner = createOutcomePlanner();
  let chunk: { line: number; plan: OutcomePlan }[] = [];
  // Chunks in flight and the outcomes they hold: a chunk waits for every earlier one
  // when it shares an outcome with one in flight, so an outcome given twice is decided
  // in file order, as two successive API requests would decide it.
  const inFlight = new Set<Promise<void>>();
  const inFlightKeys = new Map<string, number>();
  let failure: unknown = null;

  const write = async (items: { line: number; plan: OutcomePlan }[]) => {
    const results = await recordOutcomes(
      pool,
      items.map((item) => item.plan),
      options.recordedBy,
    );
    results.forEach((result, index) => {
      const { line, plan } = items[index]!;
      const outcomeId = plan.submission.outcomeId;
      if (result.kind === 'recorded') {
        if (result.replayed) summary.replayed++;
        else {
          summary.recorded++;
          summary.rows += result.rowCount;
        }
      } else if (result.kind === 'conflict') summary.conflicts.push({ line, outcomeId, message: result.error.message });
      else summary.refused.push({ line, outcomeId, message: result.reason });
    });
    options.onProgress?.({ lines: summary.lines, rows: summary.rows, bytes });
  };

  const dispatch = async (items: { line: number; plan: OutcomePlan }[]) => {
    const keys = items.map(({ plan }) => `${plan.submission.projectId}/${plan.submission.outcomeId}`);
    if (inFlight.size >= concurrency || keys.some((key) => inFlightKeys.has(key))) await Promise.all(inFlight);
    if (failure) throw failure;
    for (const key of keys) inFlightKeys.set(key, (inFlightKeys.get(key) ?? 0) + 1);
    const running: Promise<void> = write(items)
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => {
        inFlight.delete(running);
        for (const key of keys) {
          const left = inFlightKeys.get(key)! - 1;
          if (left === 0) inFlightKeys.delete(key);
          else inFlightKeys.set(key, left);
        }
      });
    inFlight.add(running);
  };

  for await (const text of lines) {
    const line = ++summary.lines;
    bytes += Buffer.byteLength(text) + 1;
    if (text.trim() === '') continue;
    if (text.length > MAX_LINE_CHARACTERS) {
      summary.refused.push({ line, outcomeId: null, message: `longer than ${MAX_LINE_CHARACTERS} characters` });
      continue;
    }
    const coerced = coerceLine(text);
    if ('problems' in coerced) {
      summary.refused.push({ line, outcomeId: outcomeIdOf(text), message: coerced.problems.join('; ') });
      continue;
    }
    const parsed = outcomeSchema.safeParse(coerced.value);
    if (!parsed.success) {
      const issues = issuesOf(parsed.error, '');
      summary.refused.push({
        line,
        outcomeId: outcomeIdOf(text),
        message: issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; '),
      });
      continue;
    }
    chunk.push({ line, plan: planner(parsed.data) });
    if (chunk.length >= chunkSize) {
      await dispatch(chunk);
      chunk = [];
      // The planner memoises fingerprints per batch, as the API does per request.
      planner = createOutcomePlanner();
    }
  }
  if (chunk.length > 0) await dispatch(chunk);
  await Promise.all(inFlight);
  if (failure) throw failure;
  options.onProgress?.({ lines: summary.lines, rows: summary.rows, bytes });
  // Refused while reading, or by the ledger when their chunk was written: in file order.
  summary.refused.sort((a, b) => a.line - b.line);
  summary.conflicts.sort((a, b) => a.line - b.line);
  return summary;
}

/** The outcome id of a line, when it has one, for the report of a refused line. */
function outcomeIdOf(text: string): string | null {
  try {
    const value = JSON.parse(text) as { outcomeId?: unknown };
    return typeof value?.outcomeId === 'string' ? value.outcomeId.slice(0, 128) : null;
  } catch {
    return null;
  }
}
