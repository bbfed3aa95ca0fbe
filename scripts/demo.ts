// `npm run demo`: records the example history of scripts/demo-history.ts through the
// GraphQL API of a running ledger (`npm start` in another terminal), so the dashboard
// at /dashboard/ has something to show. It issues recorder, adjudicator, admin and verifier tokens
// for the example projects the way `npm run token -- create` does (on DATABASE_URL, or
// on the embedded PostgreSQL of LEDGER_DATA_DIR), and revokes them when done. Give
// LEDGER_RECORDER_TOKEN, LEDGER_ADJUDICATOR_TOKEN, LEDGER_ADMIN_TOKEN (admin of the example
// projects and of the shared project of rubric prose, or of all projects) and
// LEDGER_VERIFIER_TOKEN (an adjudicator whose actor is verifier-lyra) to use tokens of your own instead.
import pg from 'pg';
import { defineScript, runAsEntry, scriptArguments } from '../src/cli/script.js';
import { loadConfig, type Config } from '../src/config.js';
import { EMBEDDED_DATABASE_NAME } from '../src/db/boot.js';
import { runningEmbeddedPostgres } from '../src/db/embedded.js';
import { SHARED_PROSE_PROJECT } from '../src/modules/annotations/store.js';
import { issueToken, revokeToken } from '../src/modules/auth/tokens.js';
import { DEMO_JUDGE, DEMO_PROJECTS, recordDemoHistory, type DemoTokens } from './demo-history.js';

export const command = defineScript({
  name: 'demo',
  summary: 'Record an example history through the GraphQL API of a running ledger (npm start in another terminal), for the dashboard.',
  details: [
    "It issues its own recorder, adjudicator, admin and verifier tokens for the example projects on the ledger's database " +
      '(DATABASE_URL, or the embedded PostgreSQL the server runs in LEDGER_DATA_DIR, found as the other commands find it) and revokes them when done; ' +
      "the four token variables together use tokens of your own instead. Every run adds another run's worth of history.",
  ],
  options: {},
  environment: {
    LEDGER_URL: {
      value: '<url>',
      description: "the ledger's GraphQL endpoint",
      otherwise: 'http://HOST:PORT/graphql of the configuration',
    },
    LEDGER_RECORDER_TOKEN: { value: '<token>', description: 'a recorder of the example projects' },
    LEDGER_ADJUDICATOR_TOKEN: { value: '<token>', description: "an adjudicator of the example projects (not the recorder's actor)" },
    LEDGER_ADMIN_TOKEN: {
      value: '<token>',
      description: 'an admin of the example projects and of the shared project of rubric prose (or of all projects)',
    },
    LEDGER_VERIFIER_TOKEN: { value: '<token>', description: `an adjudicator whose actor is ${DEMO_JUDGE.verifierRef}` },
  },
});

/** The database's owner, found as the commands beside a running server find it (src/db/boot.ts). */
export function ownerUrl(config: Config): string {
  if (config.DATABASE_URL) return config.DATABASE_URL;
  const running = runningEmbeddedPostgres(config.dataDir);
  if (!running) throw new Error(`no ledger runs in ${config.dataDir}: start it first with npm start (or set DATABASE_URL)`);
  return running.urlFor(EMBEDDED_DATABASE_NAME);
}

export async function main(argv: string[]): Promise<void> {
  if (!scriptArguments(command, argv)) return;
  const config = loadConfig();
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  const url = process.env.LEDGER_URL ?? `http://${host}:${config.PORT}/graphql`;
  const given = {
    recorder: process.env.LEDGER_RECORDER_TOKEN,
    adjudicator: process.env.LEDGER_ADJUDICATOR_TOKEN,
    admin: process.env.LEDGER_ADMIN_TOKEN,
    verifier: process.env.LEDGER_VERIFIER_TOKEN,
  };
  let tokens: DemoTokens;
  let revoke = async () => undefined;
  if (given.recorder && given.adjudicator && given.admin && given.verifier)
    tokens = { recorder: given.recorder, adjudicator: given.adjudicator, admin: given.admin, verifier: given.verifier };
  else {
    const pool = new pg.Pool({ connectionString: ownerUrl(config), max: 1 });
    const projectIds = Object.values(DEMO_PROJECTS);
    const recorder = await issueToken(pool, {
      actorRef: 'demo-recorder',
      roles: ['recorder'],
      allProjects: false,
      projectIds,
      createdBy: 'npm-run-demo',
    });
    const adjudicator = await issueToken(pool, {
      actorRef: 'demo-reviewer',
      roles: ['adjudicator'],
      allProjects: false,
      projectIds,
      createdBy: 'npm-run-demo',
    });
    // The admin also names the shared project of rubric prose, where the example rubric's texts go.
    const admin = await issueToken(pool, {
      actorRef: 'demo-admin',
      roles: ['admin'],
      allProjects: false,
      projectIds: [...projectIds, SHARED_PROSE_PROJECT],
      createdBy: 'npm-run-demo',
    });
    // The judge holds its own credential: its actor is its verifier ref (docs/access.md).
    const verifier = await issueToken(pool, {
      actorRef: DEMO_JUDGE.verifierRef,
      roles: ['adjudicator'],
      allProjects: false,
      projectIds,
      createdBy: 'npm-run-demo',
    });
    tokens = { recorder: recorder.token, adjudicator: adjudicator.token, admin: admin.token, verifier: verifier.token };
    revoke = async () => {
      for (const issued of [recorder, adjudicator, admin, verifier]) await revokeToken(pool, issued.id, 'npm-run-demo');
      await pool.end();
    };
  }
  try {
    const started = performance.now();
    const summary = await recordDemoHistory({ url, tokens });
    console.log(
      `recorded run ${summary.runId} in ${Math.round(performance.now() - started)} ms: ${summary.attempts} attempts, ${summary.adjudications} adjudications, ` +
        `2 drift records, ${summary.gradings} gradings, ${summary.agreementEvents} agreement events`,
    );
    console.log(`projects: platform ${summary.projects.platform}, docs ${summary.projects.docs}`);
    for (const [role, cohortId] of Object.entries(summary.cohorts)) console.log(`  ${role.padEnd(14)} cohort ${cohortId}`);
    console.log(
      `\nOpen ${new URL('/dashboard/', url).href} and paste the admin token of the first start (printed on a terminal, otherwise in first-admin-token.txt in LEDGER_DATA_DIR).`,
    );
  } finally {
    await revoke();
  }
}

runAsEntry(import.meta.url, main, (error) => `demo failed: ${error instanceof Error ? error.message : String(error)}`);
