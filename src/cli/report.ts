// `npm run report`: one cohort's reliability report, computed exactly as the `reliability` query computes it.
import { DEFAULT_MIN_SAMPLES, MAX_MIN_SAMPLES, MAX_WINDOW_ATTEMPTS, MAX_WINDOW_DAYS } from '../domain/window.js';
import { ValidationError } from '../errors.js';
import { ledgerIdOf } from '../modules/common/ids.js';
import { parseInput } from '../modules/common/validation.js';
import { reliabilityQuerySchema } from '../modules/reliability/inputs.js';
import { reliabilityOfCohort } from '../modules/reliability/store.js';
import { reliabilityTable } from '../modules/reliability/table.js';
import { defineCommand, fail, withDatabase } from './common.js';

export const reportCommand = defineCommand({
  name: 'report',
  summary: "Print one cohort's reliability report, computed exactly as the reliability query computes it.",
  details: [
    "The cohort id is its ledger UUID or its global id. Without --last-days or --last-attempts, the window is the query's default (docs/specification.md §6).",
  ],
  options: {
    'as-of': { type: 'string', value: 'ISO', description: 'the report as of this instant (an RFC 3339 time)' },
    'last-days': {
      type: 'string',
      value: 'N',
      description: `the window: the attempts finished in the last N days, 1 to ${MAX_WINDOW_DAYS}`,
    },
    'last-attempts': { type: 'string', value: 'N', description: `the window: the N most recent attempts, 1 to ${MAX_WINDOW_ATTEMPTS}` },
    'min-samples': {
      type: 'string',
      value: 'N',
      description: `the attempts the window needs before the report states its rates, 1 to ${MAX_MIN_SAMPLES}`,
      otherwise: `${DEFAULT_MIN_SAMPLES}`,
    },
  },
  forms: [{ args: '<cohort-id>', options: ['as-of', { oneOf: ['last-days', 'last-attempts'] }, 'min-samples'] }],
  async run({ config, values, positionals }) {
    const [cohortRef, ...extra] = positionals;
    if (!cohortRef || extra.length > 0) fail('give exactly one cohort id (ledger UUID or global id)');
    const cohortId = ledgerIdOf(cohortRef, 'Cohort');
    if (!cohortId) fail(`not a cohort id: ${cohortRef}`);
    const number = (text: string | undefined) => (text === undefined ? undefined : /^-?\d+$/.test(text) ? Number(text) : Number.NaN);
    const window =
      values['last-days'] === undefined && values['last-attempts'] === undefined
        ? undefined
        : { lastDays: number(values['last-days']), lastAttempts: number(values['last-attempts']) };
    const refusal = (error: ValidationError) => error.issues.map((issue) => `--${flagOf(issue.path)}: ${issue.message}`).join('\n');
    let query;
    try {
      query = parseInput(
        reliabilityQuerySchema,
        { window, asOf: values['as-of'] === undefined ? undefined : new Date(values['as-of']), minSamples: number(values['min-samples']) },
        '',
      );
    } catch (error) {
      if (error instanceof ValidationError) fail(refusal(error));
      throw error;
    }
    const outcome = await withDatabase(config, async (booted) => {
      try {
        return { result: await reliabilityOfCohort(booted.db.pool, cohortId, query, undefined) };
      } catch (error) {
        if (error instanceof ValidationError) return { refused: refusal(error) };
        throw error;
      }
    });
    if ('refused' in outcome) fail(outcome.refused!);
    if (!outcome.result) throw new Error(`no cohort ${cohortId}`);
    console.log(reliabilityTable(outcome.result));
  },
});

/** The command-line flag behind a query field path. */
function flagOf(path: string): string {
  if (path.startsWith('window')) return 'last-days / --last-attempts';
  return path === 'asOf' ? 'as-of' : path === 'minSamples' ? 'min-samples' : path;
}
