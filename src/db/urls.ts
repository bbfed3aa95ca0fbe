// Small facts about where a PostgreSQL server is, shared by the server, the test
// harness and the benchmarks.
import { createServer } from 'node:net';

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A TCP port on 127.0.0.1 that was free a moment ago (for an embedded PostgreSQL or a server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
