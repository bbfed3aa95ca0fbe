// What a starting ledger does once its database is up, besides serving: the first
// admin token of an empty ledger, shown once, and the annotation retention schedule.
import type pg from 'pg';
import { applyRetention } from './modules/annotations/store.js';
import { issueFirstAdminToken } from './modules/auth/bootstrap.js';

/** Issues the first admin token of an empty ledger and shows it this once. */
export async function announceFirstAdminToken(pool: pg.Pool): Promise<void> {
  const firstToken = await issueFirstAdminToken(pool);
  if (!firstToken) return;
  console.log('\nFirst start on an empty ledger: a local admin token was created. It is shown only this once:\n');
  console.log(`  ${firstToken.token}\n`);
  console.log('Send it as the header  Authorization: Bearer <token>  (GraphiQL has a Headers tab).\n');
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
    console.log(RETENTION_UNSET_NOTICE);
    return null;
  }
  console.log(`annotation retention: text stored more than ${days} days ago is redacted at start and hourly`);
  const run = () =>
    applyRetention(pool, days, RETENTION_ACTOR).then(
      (count) => count > 0 && console.log(`retention: redacted ${count} annotation(s) older than ${days} days`),
      (error: unknown) => console.error(`retention failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  const timer = setInterval(run, RETENTION_PERIOD_MS);
  timer.unref();
  return timer;
}
