// Request lines a browser never sends but a socket can, to the app on a real port in
// production and development (docs/security.md, "Requests"): an absolute-form target,
// `OPTIONS *` and a malformed Host are 400 with a short JSON reason, never a 500 with
// the adapter's stack, and the server goes on serving.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAppFor } from '../../src/http/app.js';
import { loadConfig } from '../../src/config.js';
import { listen, type Listener } from '../../src/http/listener.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';

let ledger: TestLedger;
const servers: Listener[] = [];
beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await ledger?.close();
});

/** Writes `request` as is over TCP and reads the answer until the server closes (or 3 s pass). */
function exchange(port: number, request: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const done = () => {
      clearTimeout(timer);
      const end = received.indexOf('\r\n\r\n');
      const head = end >= 0 ? received.slice(0, end) : received;
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: end >= 0 ? received.slice(end + 4) : '' });
    };
    const timer = setTimeout(() => socket.destroy(), 3_000);
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', done);
    socket.on('error', reject);
    socket.write(request);
  });
}

describe.each(['production', 'development'] as const)('malformed request targets (NODE_ENV=%s)', (mode) => {
  let port: number;
  beforeAll(async () => {
    const config = loadConfig({ DATABASE_URL: ledger.ownerUrl, NODE_ENV: mode, LOG_LEVEL: 'silent' });
    const server = await listen(ledgerAppFor(config, ledger.db), { port: 0, host: '127.0.0.1', graceMs: 500 });
    servers.push(server);
    port = server.port;
  });

  const host = () => `127.0.0.1:${port}`;
  const cases = () => ({
    'absolute-form /graphql': `GET http://${host()}/graphql?query=%7B__typename%7D HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    'absolute-form POST /graphql': `POST http://${host()}/graphql HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    'absolute-form /dashboard/': `GET http://${host()}/dashboard/ HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    'asterisk-form': `OPTIONS * HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    'a Host with a space': `GET /graphql HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`,
    'a Host with a path': `GET /graphql HTTP/1.1\r\nHost: ${host()}/graphql?\r\nConnection: close\r\n\r\n`,
    'a Host with a bad port': `GET /dashboard/ HTTP/1.1\r\nHost: 127.0.0.1:99999\r\nConnection: close\r\n\r\n`,
  });

  it('answers 400 with nothing internal, and serves the next request', async () => {
    for (const [name, request] of Object.entries(cases())) {
      const answer = await exchange(port, request);
      expect(answer.status, `${name}: ${answer.head}\n${answer.body}`).toBe(400);
      expect(answer.head, name).toMatch(/content-type: application\/json/i);
      const text = answer.head + answer.body;
      for (const internal of ['TypeError', 'Invalid URL', 'node_modules', 'node:internal', '    at ', '/work/', '.ts:', '.js:'])
        expect(text, `${name} reveals ${internal}`).not.toContain(internal);
    }
    const healthy = await exchange(port, `GET /health HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    expect(healthy.status).toBe(200);
    const graphql = await exchange(port, `GET /graphql?query=%7B__typename%7D HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    expect(graphql.status).toBe(401);
    const dashboard = await exchange(port, `GET /dashboard/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(dashboard.status).toBe(200);
  });
});
