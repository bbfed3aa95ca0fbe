// The command line: serve, migrate, token (create / list / revoke), report, retention, rubric,
// checkpoint and verify (the transparency log, docs/tamper-evidence.md), backup and restore.
// Each command reads the same configuration as the server (src/config.ts); beside a
// running server with an embedded PostgreSQL, the commands use that server's database.
// Tracing first (for `serve`): it must be on before the database client is loaded.
import './tracing-start.js';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig, type Config } from './config.js';
import { backupEmbedded, restoreEmbedded } from './db/backup.js';
import { bootDatabase, type BootedDatabase } from './db/boot.js';
import { TOKEN_ROLES, type TokenRole } from './domain/enums.js';
import { matchesGrammar } from './domain/grammars.js';
import { IdempotencyConflictError, ValidationError } from './errors.js';
import { applyRetention } from './modules/annotations/store.js';
import { importOutcomes, type ImportProgress, type ImportSummary } from './modules/attempts/import.js';
import { issueToken, listTokens, revokeToken } from './modules/auth/tokens.js';
import { findVerifier } from './modules/verifiers/store.js';
import { rubricFileSchema, rubricSchema } from './modules/grading/inputs.js';
import { rubricWithDigests, storeRubricProse } from './modules/grading/prose.js';
import { registerRubric } from './modules/grading/store.js';
import { ledgerIdOf } from './modules/common/ids.js';
import { parseInput } from './modules/common/validation.js';
import { reportQuerySchema } from './modules/reliability/inputs.js';
import { reliabilityOfCohort } from './modules/reliability/store.js';
import { reliabilityTable } from './modules/reliability/table.js';
import { loadOrCreateSigner, publicKeysOf } from './modules/transparency/keys.js';
import { TransparencyLog } from './modules/transparency/store.js';
import { readCheckpointFile, readExport, readSnapshot, verifyAttestation, verifyReceipt, verifySnapshot, writeExport } from './modules/transparency/verify.js';
import { readBundleFile, verifyBundle } from './modules/transparency/bundle-verify.js';
import { serveUntilStopped } from './service.js';
import { RETENTION_ACTOR } from './startup.js';

const USAGE: Record<string, string> = {
  serve: `npm start (or npm run serve)
  Start the server: an embedded PostgreSQL in LEDGER_DATA_DIR unless DATABASE_URL is set.
  Stops cleanly on SIGINT, SIGTERM or SIGHUP. Configuration: README.md, docs/running.md.`,
  migrate: `npm run migrate
  Apply the migrations and exit (the server also applies them at start).`,
  token: `npm run token -- create --actor <ref> --role <role> [--role <role>] (--project <uuid> ... | --all-projects) [--expires-in <n>(m|h|d)] [--trusted-only] [--by <ref>]
npm run token -- create --verifier <ref> --role adjudicator --project <uuid> ... [--expires-in <n>(m|h|d)] [--trusted-only] [--by <ref>]
npm run token -- list
npm run token -- revoke <token-id> [--by <ref>]
  Tokens are shown once at creation and stored only as a hash; list shows everything else.
  Roles: ${TOKEN_ROLES.join(', ')} (a token cannot be both recorder and adjudicator).
  --verifier <ref>: the credential of a verifier registered in every --project (registerVerifier); its actor is <ref>.
  --trusted-only: with TRUSTED_DOCUMENTS=flagged, the token may only run the manifest's documents (docs/clients.md).`,
  report: `npm run report -- <cohort-id> [--as-of ISO] [--last-days N | --last-attempts N] [--min-samples N]
  Print one cohort's reliability report, computed exactly as the reliability query computes it.`,
  retention: `npm run retention -- --older-than-days N
  Redact annotations stored more than N days ago (default ANNOTATION_RETENTION_DAYS).`,
  import: `npm run import -- [<file.jsonl> | -] --recorded-by <ref>
  Record outcomes from JSON lines (a file, or standard input when the file is - or
  missing), each line one recordAttempts input item, by exactly the API's rules:
  validation, fan-out, digests, idempotency (a re-run is all replays), conflict and
  drift. Writes as the server's database role, for every project; --recorded-by is
  the actor stored as recordedBy. Prints progress on a terminal and a summary with the
  line numbers of refused and conflicting lines. Exit 0: every line recorded or
  replayed; 3: some lines refused or in conflict (the others are recorded); 1: failed
  (a re-run replays what was written).`,
  rubric: `npm run rubric -- register <file.json> [--by <ref>]
  Store a rubric's prose and register it, e.g. the starter rubrics/rag-answer.v1.json
  (docs/graded-verification.md). Registering the same file again is a replay.`,
  checkpoint: `npm run checkpoint
  Append the settled ledger rows to the transparency log and sign a checkpoint now
  (SIGNING_KEY_FILE; the checkpoint is also appended to CHECKPOINT_FILE).`,
  verify: `npm run verify -- [--export <file>] [--public-key <pem-file> ...] [--checkpoints <jsonl-file> ...]
npm run verify -- --write-export <file>
npm run verify -- --receipt <dsse-json-file> [--public-key <pem-file> ...]
npm run verify -- --attestation <dsse-json-file> [--public-key <pem-file> ...]
npm run verify -- --bundle <json-file> --public-key <pem-file> [--checkpoints <jsonl-file> ...]
  Recompute the transparency log from the database (or from an export) and check every
  checkpoint: prints the problems and the first bad log index, exits 1 if there is any.
  Public key: the one of SIGNING_KEY_FILE unless given. Checkpoints kept outside the
  database: CHECKPOINT_FILE (when it exists) and every --checkpoints file, together.
  A --checkpoints file holds one JSON document per line: a CHECKPOINT_FILE line, the
  checkpoint query's Checkpoint (envelope as a string) or its whole GraphQL response.
  --receipt / --attestation: check one signed receipt or report attestation (the
  envelope JSON the API answered) against the public key(s) and print its statement;
  exits 1 when it does not verify.
  --bundle: check an evidence bundle offline (the envelope, the evidenceBundle answer or
  its whole GraphQL response): its signature, every inclusion proof against its
  checkpoint, consistency with each --checkpoints checkpoint (only those: no server
  file), validUntil, and the report recomputed from its rows; exits 1 naming the first
  failure (docs/specification.md §14).`,
  backup: `npm run backup -- <new-folder>
  Back up the embedded database of LEDGER_DATA_DIR, online while writes go on
  (PostgreSQL's base backup API), with the folder's passwords, signing key and
  checkpoint file. With DATABASE_URL, use that server's own tools instead
  (docs/operations.md, "Backups").`,
  restore: `npm run restore -- <backup-folder> [--data-dir <new-folder>]
  Restore a backup into a new data folder (default LEDGER_DATA_DIR, which must be new
  or empty); the next npm start there replays the backup's WAL and serves it.`,
};

/** Actor recorded on rubrics (and their prose) registered from the command line, unless --by says otherwise. */
const RUBRIC_CLI_ACTOR = 'local-admin';

const ALL_USAGE = `usage:\n${Object.values(USAGE)
  .map((text) => `  ${text.replaceAll('\n', '\n  ')}`)
  .join('\n\n')}`;

/** A usage error: the message, the command's usage, exit code 2. */
function fail(message: string, command?: string): never {
  console.error(`${message}\n\n${command ? `usage: ${USAGE[command]}` : ALL_USAGE}`);
  process.exit(2);
}

/** node:util parseArgs with --help and readable errors for unknown or malformed options. */
function parse<T extends NonNullable<ParseArgsConfig['options']>>(command: string, argv: string[], options: T) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { ...options, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    fail(error instanceof Error ? error.message.replace(/\. To specify a positional.*$/s, '') : String(error), command);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(`usage: ${USAGE[command]}`);
    process.exit(0);
  }
  return parsed;
}

/** Runs `work` on the command's database (the running server's, when there is one) and closes it. */
async function withDatabase<T>(config: Config, work: (booted: BootedDatabase) => Promise<T>): Promise<T> {
  const booted = await bootDatabase(config, { attach: true });
  try {
    return await work(booted);
  } finally {
    await booted.shutdown();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    console.log(ALL_USAGE);
    if (command === undefined) process.exit(2);
    return;
  }
  if (!(command in USAGE)) fail(`unknown command: ${command}`);
  const config = loadConfig();
  switch (command) {
    case 'serve':
      parse(command, rest, {});
      return serveUntilStopped(config);
    case 'migrate': {
      parse(command, rest, {});
      const migrated = await withDatabase(config, async (booted) => booted.migrated);
      console.log(migrated.length ? `applied: ${migrated.join(', ')}` : 'database is up to date');
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
    case 'import':
      return importCommand(config, rest);
    case 'checkpoint': {
      parse(command, rest, {});
      const made = await withDatabase(config, async (booted) => {
        const transparency = new TransparencyLog(booted.db.pool, loadOrCreateSigner(config.signingKeyFile), config.checkpointFile);
        const added = await transparency.sequence();
        return { added, checkpoint: await transparency.checkpoint() };
      });
      console.log(`sequenced ${made.added} new row(s)`);
      console.log(made.checkpoint ? JSON.stringify(made.checkpoint, null, 2) : 'the log is empty: no checkpoint');
      return;
    }
    case 'backup': {
      const { positionals } = parse(command, rest, {});
      if (positionals.length !== 1) fail('name one new folder to back up into', command);
      if (config.DATABASE_URL)
        fail('DATABASE_URL is set: back up that server with its own tools (pg_dump of its major version or newer, or pg_basebackup); this command backs up the embedded database', command);
      const manifest = await backupEmbedded(config.dataDir, positionals[0]!);
      console.log(`backed up ${config.dataDir} into ${positionals[0]} (WAL ${manifest.startLsn || 'of a stopped cluster'}${manifest.stopLsn ? ` to ${manifest.stopLsn}` : ''})`);
      return;
    }
    case 'restore': {
      const { positionals, values } = parse(command, rest, { 'data-dir': { type: 'string' } });
      if (positionals.length !== 1) fail('name the backup folder to restore', command);
      const target = values['data-dir'] ?? config.dataDir;
      restoreEmbedded(positionals[0]!, target);
      console.log(`restored ${positionals[0]} into ${target}: start the server with LEDGER_DATA_DIR=${target}`);
      return;
    }
    case 'verify':
      return verifyCommand(config, rest);
  }
}

/** `npm run verify`: the offline verifier; exit 1 when anything does not verify. */
async function verifyCommand(config: Config, argv: string[]): Promise<void> {
  const { values, positionals } = parse('verify', argv, {
    export: { type: 'string' },
    'write-export': { type: 'string' },
    'public-key': { type: 'string', multiple: true },
    checkpoints: { type: 'string', multiple: true },
    receipt: { type: 'string' },
    attestation: { type: 'string' },
    bundle: { type: 'string' },
  });
  if (positionals.length > 0) fail(`unexpected argument: ${positionals[0]}`, 'verify');
  const keys = values['public-key']
    ? values['public-key'].flatMap((file) => publicKeysOf(readFileSync(file, 'utf8')))
    : existsSync(config.signingKeyFile)
      ? [loadOrCreateSigner(config.signingKeyFile).publicKey]
      : fail(`no --public-key given and no signing key at ${config.signingKeyFile}`, 'verify');
  if (keys.length === 0) fail('no public key found in the --public-key file(s)', 'verify');
  if (values.receipt) {
    const checked = verifyReceipt(JSON.parse(readFileSync(values.receipt, 'utf8')), keys);
    console.log(checked.ok ? `receipt valid: ${JSON.stringify(checked.statement)}` : `receipt NOT valid: ${checked.reason}`);
    process.exitCode = checked.ok ? 0 : 1;
    return;
  }
  if (values.attestation) {
    const checked = verifyAttestation(JSON.parse(readFileSync(values.attestation, 'utf8')), keys);
    console.log(checked.ok ? `attestation valid: ${JSON.stringify(checked.statement)}` : `attestation NOT valid: ${checked.reason}`);
    process.exitCode = checked.ok ? 0 : 1;
    return;
  }
  if (values.bundle) {
    // Offline: only the bundle, the given keys and the checkpoints the caller kept (never this server's files).
    const kept = (values.checkpoints ?? []).flatMap((file) => readCheckpointFile(file));
    const checked = verifyBundle(readBundleFile(values.bundle), keys, { kept });
    if (!checked.ok) console.log(`bundle NOT valid: ${checked.reason}`);
    else {
      const { subject, query, reports, validUntil } = checked.statement;
      console.log(
        `bundle valid: ${checked.rows} rows proven in the checkpoint of size ${checked.treeSize}, consistent with ${checked.keptChecked} kept checkpoint(s); ` +
          `${subject.kind === 'cohort' ? `cohort ${subject.cohortId}` : `worker ${subject.workerRef} of capability ${subject.capabilityKey}`} as of ${query.asOf}, valid until ${validUntil}; reports recomputed from the rows:`,
      );
      for (const { cohortId, report } of reports)
        console.log(`  cohort ${cohortId}: ${report.state}, ${report.sampleSize} attempts, evidence digest ${report.evidenceDigest}`);
    }
    process.exitCode = checked.ok ? 0 : 1;
    return;
  }
  if (values['write-export']) {
    const file = values['write-export'];
    const snapshot = await withDatabase(config, (booted) => readSnapshot(booted.ownerUrl));
    writeExport(file, snapshot);
    console.log(`wrote ${snapshot.rows.length} rows, ${snapshot.leaves.length} leaves and ${snapshot.checkpoints.length} checkpoints to ${file}`);
    return;
  }
  const snapshot = values.export ? readExport(values.export) : await withDatabase(config, (booted) => readSnapshot(booted.ownerUrl));
  // Every copy kept outside the database counts: the server's CHECKPOINT_FILE (when it
  // exists) and each --checkpoints file. An older copy alone would let a restored older
  // backup pass, so naming one never drops the server's file.
  const trustedFiles = [...new Set([...(existsSync(config.checkpointFile) ? [config.checkpointFile] : []), ...(values.checkpoints ?? [])])];
  const report = verifySnapshot(snapshot, keys, trustedFiles.flatMap((file) => readCheckpointFile(file)));
  console.log(`rows: ${report.rows}; leaves logged: ${report.logged}; checkpoints verified: ${report.checkpointsChecked}; kept outside the database: ${trustedFiles.join(', ') || 'none'}`);
  for (const problem of report.problems) console.log(`PROBLEM ${problem.message}`);
  if (report.ok) console.log('the ledger is what the log recorded and the checkpoints signed');
  else {
    if (report.firstBadIndex !== null) console.log(`first bad log index: ${report.firstBadIndex}`);
    if (report.firstBadCheckpoint !== null) console.log(`first bad checkpoint: tree size ${report.firstBadCheckpoint}`);
  }
  process.exitCode = report.ok ? 0 : 1;
}

/** `30m`, `12h`, `90d` as seconds; at least a minute, at most ten years. */
function durationSeconds(text: string): number | null {
  const match = /^(\d{1,6})([mhd])$/.exec(text);
  if (!match) return null;
  const seconds = Number(match[1]) * { m: 60, h: 3600, d: 86_400 }[match[2] as 'm' | 'h' | 'd'];
  return seconds >= 60 && seconds <= 3650 * 86_400 ? seconds : null;
}

async function tokenCommand(config: Config, argv: string[]): Promise<void> {
  const { values, positionals } = parse('token', argv, {
    actor: { type: 'string' },
    verifier: { type: 'string' },
    role: { type: 'string', multiple: true },
    project: { type: 'string', multiple: true },
    'all-projects': { type: 'boolean' },
    'expires-in': { type: 'string' },
    'trusted-only': { type: 'boolean' },
    by: { type: 'string' },
  });
  const [action, ...targets] = positionals;
  const by = values.by ?? 'local-admin';
  if (!matchesGrammar('reference', by)) fail('--by must be a reference', 'token');
  if (action === 'create') {
    const roles = (values.role ?? []) as TokenRole[];
    const projects = values.project ?? [];
    // --verifier <ref>: the credential of a registered verifier, whose actor is its verifier ref
    // (docs/access.md, "Verifier credentials").
    const verifier = values.verifier;
    if (verifier !== undefined) {
      if (!matchesGrammar('reference', verifier)) fail('--verifier must be a reference', 'token');
      if (values.actor !== undefined && values.actor !== verifier) fail('a verifier token acts as its verifier: give --verifier or --actor, not both', 'token');
      if (roles.length !== 1 || roles[0] !== 'adjudicator') fail('a verifier token has the one role adjudicator', 'token');
      if (values['all-projects']) fail('a verifier token names its projects (--project), each one where the verifier is registered', 'token');
      values.actor = verifier;
    }
    if (!values.actor || !matchesGrammar('reference', values.actor)) fail('--actor <ref> is required and must be a reference', 'token');
    if (roles.length === 0 || roles.some((role) => !TOKEN_ROLES.includes(role))) fail('give one or more valid --role', 'token');
    if (roles.includes('recorder') && roles.includes('adjudicator')) fail('a recording credential cannot adjudicate', 'token');
    if (!values['all-projects'] && projects.length === 0) fail('give --project <uuid> (repeatable) or --all-projects', 'token');
    if (projects.some((project) => !matchesGrammar('uuid', project))) fail('--project must be a lowercase UUID', 'token');
    const expiresIn = values['expires-in'] === undefined ? undefined : durationSeconds(values['expires-in']);
    if (expiresIn === null) fail('--expires-in is a duration such as 30m, 12h or 90d (at least 1m, at most 3650d)', 'token');
    const actorRef = values.actor;
    const issued = await withDatabase(config, async (booted) => {
      if (verifier !== undefined)
        for (const project of projects)
          if (!(await findVerifier(booted.db.pool, project, verifier))) fail(`verifier ${verifier} is not registered in project ${project} (registerVerifier)`, 'token');
      return issueToken(booted.db.pool, {
        actorRef,
        roles,
        allProjects: values['all-projects'] ?? false,
        projectIds: projects,
        createdBy: by,
        ...(expiresIn === undefined ? {} : { expiresInSeconds: expiresIn }),
        trustedDocumentsOnly: values['trusted-only'] ?? false,
      });
    });
    console.log(`token id: ${issued.id}\ntoken:    ${issued.token}\n(shown once; the ledger keeps only its hash)`);
    return;
  }
  if (action === 'list') {
    const tokens = await withDatabase(config, (booted) => listTokens(booted.db.pool));
    const rows = tokens.map((token) => [
      token.id,
      token.actorRef,
      token.roles.join(','),
      token.allProjects ? 'all projects' : token.projectIds.join(','),
      token.createdAt.toISOString(),
      token.expiresAt?.toISOString() ?? '-',
      token.trustedDocumentsOnly ? 'yes' : 'no',
      token.revokedAt?.toISOString() ?? '-',
    ]);
    const header = ['id', 'actor', 'roles', 'projects', 'created', 'expires', 'trusted-only', 'revoked'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
    return;
  }
  if (action === 'revoke') {
    const [tokenId] = targets;
    if (!tokenId || !matchesGrammar('uuid', tokenId)) fail('give the token id to revoke', 'token');
    const revoked = await withDatabase(config, (booted) => revokeToken(booted.db.pool, tokenId, by));
    console.log(revoked ? `revoked ${tokenId}` : `no unrevoked token ${tokenId}`);
    return;
  }
  fail(action ? `unknown token action: ${action}` : 'token needs create, list or revoke', 'token');
}

/** Prints one cohort's reliability report, computed exactly as the `reliability` query computes it. */
async function reportCommand(config: Config, argv: string[]): Promise<void> {
  const { values, positionals } = parse('report', argv, {
    'as-of': { type: 'string' },
    'last-days': { type: 'string' },
    'last-attempts': { type: 'string' },
    'min-samples': { type: 'string' },
  });
  const [cohortRef, ...extra] = positionals;
  if (!cohortRef || extra.length > 0) fail('give exactly one cohort id (ledger UUID or global id)', 'report');
  const cohortId = ledgerIdOf(cohortRef, 'Cohort');
  if (!cohortId) fail(`not a cohort id: ${cohortRef}`, 'report');
  const number = (text: string | undefined) => (text === undefined ? undefined : /^-?\d+$/.test(text) ? Number(text) : Number.NaN);
  const window =
    values['last-days'] === undefined && values['last-attempts'] === undefined
      ? undefined
      : { lastDays: number(values['last-days']), lastAttempts: number(values['last-attempts']) };
  const refusal = (error: ValidationError) => error.issues.map((issue) => `--${flagOf(issue.path)}: ${issue.message}`).join('\n');
  let query;
  try {
    query = parseInput(
      reportQuerySchema,
      { window, asOf: values['as-of'] === undefined ? undefined : new Date(values['as-of']), minSamples: number(values['min-samples']) },
      '',
    );
  } catch (error) {
    if (error instanceof ValidationError) fail(refusal(error), 'report');
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
  if ('refused' in outcome) fail(outcome.refused!, 'report');
  if (!outcome.result) throw new Error(`no cohort ${cohortId}`);
  console.log(reliabilityTable(outcome.result));
}

/** The command-line flag behind a query field path. */
function flagOf(path: string): string {
  if (path.startsWith('window')) return 'last-days / --last-attempts';
  return path === 'asOf' ? 'as-of' : path === 'minSamples' ? 'min-samples' : path;
}

/** Redacts annotations older than the given age (for a scheduler such as cron). */
async function retentionCommand(config: Config, argv: string[]): Promise<void> {
  const { values } = parse('retention', argv, { 'older-than-days': { type: 'string' } });
  const days = Number(values['older-than-days'] ?? config.ANNOTATION_RETENTION_DAYS);
  if (!Number.isInteger(days) || days < 0) fail('give --older-than-days N (a whole number of days), or set ANNOTATION_RETENTION_DAYS', 'retention');
  const count = await withDatabase(config, (booted) => applyRetention(booted.db.pool, days, RETENTION_ACTOR));
  console.log(`redacted ${count} annotation(s) stored more than ${days} days ago`);
}

/**
 * Registers a rubric from a JSON file with its prose (see rubrics/): the prose goes
 * to the annotation store, the rubric is registered with its digests, exactly as
 * registerRubric does. The whole file is validated before anything is written.
 */
async function rubricCommand(config: Config, argv: string[]): Promise<void> {
  const { values, positionals } = parse('rubric', argv, { by: { type: 'string' } });
  const [action, file, ...extra] = positionals;
  if (action !== 'register' || !file || extra.length > 0) fail('give: rubric register <file.json>', 'rubric');
  const by = values.by ?? RUBRIC_CLI_ACTOR;
  if (!matchesGrammar('reference', by)) fail('--by must be a reference', 'rubric');
  let parsed;
  try {
    parsed = rubricFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, 'rubric');
  }
  if (!parsed.success)
    fail(`${file} is not a rubric file: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`, 'rubric');
  const issues = (error: ValidationError) => error.issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n');
  // Validated before anything is written: the digests are those the annotation store will give the prose.
  let rubric;
  try {
    rubric = parseInput(rubricSchema, rubricWithDigests(parsed.data), '');
  } catch (error) {
    if (error instanceof ValidationError) fail(issues(error), 'rubric');
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
  if ('refused' in outcome) fail(outcome.refused!, 'rubric');
  const { registered } = outcome;
  console.log(
    `${registered.replayed ? 'already registered' : 'registered'}: ${registered.rubric.domain} ${registered.rubric.version}\n` +
      `rubric digest: ${registered.rubric.digest}`,
  );
}

/** Exit code of an import that finished with refused or conflicting lines (the rest recorded). */
const IMPORT_INCOMPLETE = 3;

/** Records outcomes from JSON lines; see USAGE.import and docs/operations.md. */
async function importCommand(config: Config, argv: string[]): Promise<void> {
  const { values, positionals } = parse('import', argv, { 'recorded-by': { type: 'string' } });
  const [file, ...extra] = positionals;
  if (extra.length > 0) fail('give at most one file', 'import');
  const recordedBy = values['recorded-by'];
  if (!recordedBy || !matchesGrammar('reference', recordedBy)) fail('--recorded-by <ref> is required and must be a reference', 'import');
  const fromStdin = file === undefined || file === '-';
  let size: number | null = null;
  if (!fromStdin) {
    try {
      size = statSync(file).size;
    } catch (error) {
      fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, 'import');
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
}

/** A progress line on a terminal (rows, rate, estimate of the time left when the size is known). */
function progressLine(totalBytes: number | null) {
  const started = Date.now();
  let last = 0;
  const render = ({ lines, rows, bytes }: ImportProgress) => {
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? rows / seconds : 0;
    const eta =
      totalBytes && bytes > 0 && bytes < totalBytes ? `, eta ${Math.ceil((seconds * (totalBytes - bytes)) / bytes)} s` : '';
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
  if (summary.conflicts.length > 0) lines.push('conflicts (nothing written, drift flagged on the stored attempts):', ...summary.conflicts.map(describe));
  if (summary.refused.length > 0) lines.push('refused (nothing written):', ...summary.refused.map(describe));
  return lines.join('\n');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
