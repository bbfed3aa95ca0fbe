// What a starting ledger does once its database is up, besides serving: the first
// admin token of an empty ledger, shown once, and the annotation retention schedule.
import { mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { log } from './logger.js';
import { applyRetention } from './modules/annotations/store.js';
import { issueFirstAdminToken } from './modules/auth/bootstrap.js';

export const FIRST_TOKEN_NOTICE = 'First start on an empty ledger: a local admin token was created';

/**
 * Issues the first admin token of an empty ledger and hands it over once: printed on
 * a terminal; otherwise (a supervisor, a container, a log shipper reading stdout)
 * written to `tokenFile`, readable by its owner only (0600), and the log says where.
 * The token itself is never in the log.
 */
export async function announceFirstAdminToken(pool: pg.Pool, tokenFile: string, terminal = process.stdout.isTTY === true): Promise<void> {
  const firstToken = await issueFirstAdminToken(pool);
  if (!firstToken) return;
  if (terminal) {
    process.stdout.write(`\n${FIRST_TOKEN_NOTICE}. It is shown only this once:\n\n  ${firstToken.token}\n\n`);
    process.stdout.write('Send it as the header  Authorization: Bearer <token>  (GraphiQL has a Headers tab).\n\n');
    return;
  }
  mkdirSync(path.dirname(tokenFile), { recursive: true, mode: 0o700 });
  writeFileSync(tokenFile, `${firstToken.token}\n`, { mode: 0o600, flag: 'w' });
  chmodSync(tokenFile, 0o600); // a file that already existed keeps its old mode otherwise
  log().warn(
    { tokenFile, tokenId: firstToken.id },
    `${FIRST_TOKEN_NOTICE}; stdout is not a terminal, so it was written to ${tokenFile} (mode 0600): read it, then delete the file`,
  );
}

/** Actor recorded on redactions made by the retention schedule. */
export const RETENTION_ACTOR = 'ledger-retention';
const RETENTION_PERIOD_MS = 60 * 60 * 1000;
export const RETENTION_UNSET_NOTICE =
  'annotation retention: ANNOTATION_RETENTION_DAYS is not set, so annotation text is kept until an admin redacts it; ' +
  'set ANNOTATION_RETENTION_DAYS=N to redact text older than N days (docs/retention-and-redaction.md)';

/** Runs annotation retention now and hourly when a retention age is configured. */
export function scheduleRetention(pool: pg.Pool, days: number | undefined): NodeJS.Timeout | null {
  if (days === undefined) {
    log().info(RETENTION_UNSET_NOTICE);
    return null;
  }
  log().info(`annotation retention: text stored more than ${days} days ago is redacted at start and hourly`);
  const run = () =>
    applyRetention(pool, days, RETENTION_ACTOR).then(
      (count) => count > 0 && log().info(`retention: redacted ${count} annotation(s) older than ${days} days`),
      (error: unknown) => log().error(`retention failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  const timer = setInterval(run, RETENTION_PERIOD_MS);
  timer.unref();
  return timer;
}
