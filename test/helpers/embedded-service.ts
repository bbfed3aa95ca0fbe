// The server as an operator runs it, with an embedded PostgreSQL in a data folder of the
// test's own: the fixtures the files of test/process/service-*.test.ts share. Each
// file's folders and processes are removed after it (afterAll of the calling file).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { freePort } from '../../src/db/urls.js';
import { graphql, type RecordAttemptInput, type ServiceRecordManyMutation } from './graphql.js';
import type { GraphQLResponse } from './ledger.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

const RECORD_MANY = graphql(`
  mutation ServiceRecordMany($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) {
      __typename
      ... on RecordAttemptsSuccess { recordedCount results { result { __typename ... on RecordAttemptSuccess { replayed } } } }
    }
  }
`);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a batch of attempts with a bearer token; resolves with the HTTP response. */
export function recordMany(url: string, token: string, inputs: RecordAttemptInput[]) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: String(RECORD_MANY), variables: { inputs } }),
  });
}

/** The body of recordMany's response, typed by its document. */
export async function recordManyAnswer(response: Response): Promise<Omit<GraphQLResponse<ServiceRecordManyMutation>, 'status' | 'text'>> {
  return (await response.json()) as Omit<GraphQLResponse<ServiceRecordManyMutation>, 'status' | 'text'>;
}

/** Data folders and server processes for one test file, all removed after it. */
export function embeddedServices() {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return {
    cleanups,
    /** A data folder and port of the test's own. */
    async dataFolder(): Promise<{ dataDir: string; env: Record<string, string> }> {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'crl-lifecycle-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      return { dataDir, env: { LEDGER_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) } };
    },
    /** The server's entry started with `env`, stopped after the file. */
    async started(env: Record<string, string>): Promise<ServerProcess> {
      const server = await startServerProcess(env);
      cleanups.push(() => server.stop());
      return server;
    },
  };
}
