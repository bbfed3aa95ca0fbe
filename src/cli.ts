// The command line: serve, migrate, token (create / revoke), report, retention, rubric.
// Each command reads the same configuration as the server (src/config.ts).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { bootDatabase } from './db/boot.js';
import { TOKEN_ROLES, type TokenRole } from './domain/enums.js';
import { matchesGrammar } from './domain/grammars.js';
import { applyRetention } from './modules/annotations/store.js';
import { rubricFileSchema, rubricSchema } from './modules/grading/inputs.js';
import { rubricWithDigests, storeRubricProse } from './modules/grading/prose.js';
import { registerRubric } from './modules/grading/store.js';
import { issueToken, revokeToken } from './modules/auth/tokens.js';
import { ledgerIdOf } from './modules/common/ids.js';
import { parseInput } from './modules/common/validation.js';
import { reportQuerySchema } from './modules/reliability/inputs.js';
import { reliabilityOfCohort } from './modules/reliability/store.js';
import { reliabilityTable } from './modules/reliability/table.js';
import { IdempotencyConflictError, ValidationError } from './errors.js';
import { startService } from './service.js';
import { RETENTION_ACTOR } from './startup.js';

const USAGE = `usage:
  npm start                                   start the server (embedded PostgreSQL unless DATABASE_URL is set)
  npm run migrate                             apply migrations and exit
  npm run token -- create --actor <ref> --role <role> [--role <role>] (--project <uuid> ... | --all-projects)
  npm run token -- revoke <token-id> [--by <ref>]
  npm run retention -- --older-than-days N    redact annotations stored more than N days ago
  npm run report -- <cohort-id> [--as-of ISO] [--last-days N | --last-attempts N] [--min-samples N]
  npm run rubric -- register <file.json> [--by <ref>]   store a rubric's prose and register it (e.g. rubrics/rag-answer.v1.json)
roles: ${TOKEN_ROLES.join(', ')} (a token cannot be both recorder and adjudicator)`;

/** Actor recorded on rubrics (and their prose) registered from the command line, unless --by says otherwise. */
const RUBRIC_CLI_ACTOR = 'local-admin';

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  switch (command) {
    case 'serve': {
      const server = await startService(config);
      for (const signal of ['SIGINT', 'SIGTERM'] as const)
        process.once(signal, () => {
          console.log(`\n${signal}: shutting down`);
          void server.close().then(() => process.exit(0));
        });
      return;
    }
    case 'migrate': {
      const booted = await bootDatabase(config);
      console.log(booted.migrated.length ? `applied: ${booted.migrated.join(', ')}` : 'database is up to date');
      await booted.shutdown();
      return;
    }
    case 'token':
      return tokenCommand(config, rest);
    case 'report':
      return reportCommand(config, rest);
    case 'retention':
      return retentionCommand(config, rest);
    case 'rubric':
      return rubricCommand(config, rest);
    default:
      fail(command ? `unknown command: ${command}` : 'no command given');
  }
}

async function tokenCommand(config: ReturnType<typeof loadConfig>, argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      actor: { type: 'string' },
      role: { type: 'string', multiple: true },
      project: { type: 'string', multiple: true },
      'all-projects': { type: 'boolean' },
      by: { type: 'string' },
    },
  });
  const [action, ...targets] = positionals;
  const by = values.by ?? 'local-admin';
  if (!matchesGrammar('reference', by)) fail('--by must be a reference');
  if (action === 'create') {
    const roles = (values.role ?? []) as TokenRole[];
    const projects = values.project ?? [];
    if (!values.actor || !matchesGrammar('reference', values.actor)) fail('--actor <ref> is required and must be a reference');
    if (roles.length === 0 || roles.some((role) => !TOKEN_ROLES.includes(role))) fail('give one or more valid --role');
    if (roles.includes('recorder') && roles.includes('adjudicator')) fail('a recording credential cannot adjudicate');
    if (!values['all-projects'] && projects.length === 0) fail('give --project <uuid> (repeatable) or --all-projects');
    if (projects.some((project) => !matchesGrammar('uuid', project))) fail('--project must be a lowercase UUID');
    const booted = await bootDatabase(config);
    try {
      const issued = await issueToken(booted.db.pool, {
        actorRef: values.actor,
        roles,
        allProjects: values['all-projects'] ?? false,
        projectIds: projects,
        createdBy: by,
      });
      console.log(`token id: ${issued.id}\ntoken:    ${issued.token}\n(shown once; the ledger keeps only its hash)`);
    } finally {
      await booted.shutdown();
    }
    return;
  }
  if (action === 'revoke') {
    const [tokenId] = targets;
    if (!tokenId || !matchesGrammar('uuid', tokenId)) fail('give the token id to revoke');
    const booted = await bootDatabase(config);
    try {
      const revoked = await revokeToken(booted.db.pool, tokenId, by);
      console.log(revoked ? `revoked ${tokenId}` : `no unrevoked token ${tokenId}`);
    } finally {
      await booted.shutdown();
    }
    return;
  }
  fail('token needs create or revoke');
}

/** Prints one cohort's reliability report, computed exactly as the `reliability` query computes it. */
async function reportCommand(config: ReturnType<typeof loadConfig>, argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'as-of': { type: 'string' },
      'last-days': { type: 'string' },
      'last-attempts': { type: 'string' },
      'min-samples': { type: 'string' },
    },
  });
  const [cohortRef, ...extra] = positionals;
  if (!cohortRef || extra.length > 0) fail('give exactly one cohort id (ledger UUID or global id)');
  const cohortId = ledgerIdOf(cohortRef, 'Cohort');
  if (!cohortId) fail(`not a cohort id: ${cohortRef}`);
  const number = (text: string | undefined) => (text === undefined ? undefined : /^-?\d+$/.test(text) ? Number(text) : Number.NaN);
  const window =
    values['last-days'] === undefined && values['last-attempts'] === undefined
      ? undefined
      : { lastDays: number(values['last-days']), lastAttempts: number(values['last-attempts']) };
  let query;
  try {
    query = parseInput(
      reportQuerySchema,
      {
        window,
        asOf: values['as-of'] === undefined ? undefined : new Date(values['as-of']),
        minSamples: number(values['min-samples']),
      },
      '',
    );
  } catch (error) {
    if (error instanceof ValidationError) fail(error.issues.map((issue) => `--${flagOf(issue.path)}: ${issue.message}`).join('\n'));
    throw error;
  }
  const booted = await bootDatabase(config);
  let refusal: string | null = null;
  let found = true;
  try {
    const result = await reliabilityOfCohort(booted.db.pool, cohortId, query, undefined);
    if (result) console.log(reliabilityTable(result));
    found = result !== null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    refusal = error.issues.map((issue) => `--${flagOf(issue.path)}: ${issue.message}`).join('\n');
  } finally {
    await booted.shutdown();
  }
  if (refusal) fail(refusal);
  // Thrown, not process.exitCode: the embedded database's exit hook would reset the code.
  if (!found) throw new Error(`no cohort ${cohortId}`);
}

/** The command-line flag behind a query field path. */
function flagOf(path: string): string {
  if (path.startsWith('window')) return 'last-days / --last-attempts';
  return path === 'asOf' ? 'as-of' : path === 'minSamples' ? 'min-samples' : path;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/** Redacts annotations older than the given age (for a scheduler such as cron). */
async function retentionCommand(config: ReturnType<typeof loadConfig>, argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { 'older-than-days': { type: 'string' } } });
  const days = Number(values['older-than-days'] ?? config.ANNOTATION_RETENTION_DAYS);
  if (!Number.isInteger(days) || days < 0) fail('give --older-than-days N (a whole number of days), or set ANNOTATION_RETENTION_DAYS');
  const booted = await bootDatabase(config);
  try {
    const count = await applyRetention(booted.db.pool, days, RETENTION_ACTOR);
    console.log(`redacted ${count} annotation(s) stored more than ${days} days ago`);
  } finally {
    await booted.shutdown();
  }
}

/**
 * Registers a rubric from a JSON file with its prose (see rubrics/): the prose goes
 * to the annotation store, the rubric is registered with its digests, exactly as
 * registerRubric does. Registering the same file again is a replay.
 */
async function rubricCommand(config: ReturnType<typeof loadConfig>, argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { by: { type: 'string' } } });
  const [action, file, ...extra] = positionals;
  if (action !== 'register' || !file || extra.length > 0) fail('give: rubric register <file.json>');
  const by = values.by ?? RUBRIC_CLI_ACTOR;
  if (!matchesGrammar('reference', by)) fail('--by must be a reference');
  let parsed;
  try {
    parsed = rubricFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!parsed.success) fail(`${file} is not a rubric file: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  // Validated before anything is written: the digests are those the annotation store will give the prose.
  let rubric;
  try {
    rubric = parseInput(rubricSchema, rubricWithDigests(parsed.data), '');
  } catch (error) {
    if (error instanceof ValidationError) fail(error.issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n'));
    throw error;
  }
  const booted = await bootDatabase(config);
  let refusal: string | null = null;
  try {
    await storeRubricProse(booted.db.pool, parsed.data, by);
    const registered = await registerRubric(booted.db.pool, by, rubric);
    console.log(
      `${registered.replayed ? 'already registered' : 'registered'}: ${registered.rubric.domain} ${registered.rubric.version}\n` +
        `rubric digest: ${registered.rubric.digest}`,
    );
  } catch (error) {
    if (error instanceof ValidationError) refusal = error.issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n');
    else if (error instanceof IdempotencyConflictError) refusal = error.message;
    else throw error;
  } finally {
    await booted.shutdown();
  }
  if (refusal) fail(refusal);
}
