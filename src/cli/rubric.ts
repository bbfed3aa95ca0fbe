// `npm run rubric -- register`: a rubric from a JSON file with its prose (rubrics/, docs/graded-verification.md).
import { readFileSync } from 'node:fs';
import { matchesGrammar } from '../domain/grammars.js';
import { IdempotencyConflictError, ValidationError } from '../errors.js';
import { LOCAL_ADMIN_ACTOR } from '../modules/auth/bootstrap.js';
import { parseInput } from '../modules/common/validation.js';
import { rubricFileSchema, rubricSchema } from '../modules/grading/inputs.js';
import { rubricWithDigests, storeRubricProse } from '../modules/grading/prose.js';
import { registerRubric } from '../modules/grading/store.js';
import { defineCommand, fail, withDatabase } from './common.js';

/**
 * Registers a rubric from a JSON file with its prose: the prose goes to the annotation
 * store, the rubric is registered with its digests, exactly as registerRubric does. The
 * whole file is validated before anything is written.
 */
export const rubricCommand = defineCommand({
  name: 'rubric',
  summary: "Store a rubric's prose and register it, e.g. the starter rubrics/rag-answer.v1.json (docs/graded-verification.md).",
  details: ['Registering the same file again is a replay.'],
  options: {
    by: {
      type: 'string',
      value: '<ref>',
      description: 'the actor recorded as registering the rubric and storing its prose',
      default: LOCAL_ADMIN_ACTOR,
    },
  },
  forms: [{ args: 'register <file.json>', options: ['by'] }],
  async run({ config, values, positionals }) {
    const [action, file, ...extra] = positionals;
    if (action !== 'register' || !file || extra.length > 0) fail('give: rubric register <file.json>');
    const by = values.by;
    if (!matchesGrammar('reference', by)) fail('--by must be a reference');
    let parsed;
    try {
      parsed = rubricFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!parsed.success)
      fail(`${file} is not a rubric file: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    const issues = (error: ValidationError) => error.issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n');
    // Validated before anything is written: the digests are those the annotation store will give the prose.
    let rubric;
    try {
      rubric = parseInput(rubricSchema, rubricWithDigests(parsed.data), '');
    } catch (error) {
      if (error instanceof ValidationError) fail(issues(error));
      throw error;
    }
    const file_ = parsed.data;
    const outcome = await withDatabase(config, async (booted) => {
      try {
        await storeRubricProse(booted.db.pool, file_, by);
        return { registered: await registerRubric(booted.db.pool, by, rubric) };
      } catch (error) {
        if (error instanceof ValidationError) return { refused: issues(error) };
        if (error instanceof IdempotencyConflictError) return { refused: error.message };
        throw error;
      }
    });
    if ('refused' in outcome) fail(outcome.refused!);
    const { registered } = outcome;
    console.log(
      `${registered.replayed ? 'already registered' : 'registered'}: ${registered.rubric.domain} ${registered.rubric.version}\n` +
        `rubric digest: ${registered.rubric.digest}`,
    );
  },
});
