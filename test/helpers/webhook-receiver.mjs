// A webhook receiver for tests, run as its own process on loopback: it verifies every
// request with the Standard Webhooks library (`standardwebhooks`), keeps a dedup store
// by endpoint and webhook-id in a file (one JSON line per first receipt, with its arrival
// `at` in epoch ms, appended before it answers), and can be told to answer 500s or to hold
// requests unanswered (time-outs) for a while.
//   POST /hook/<name>      a delivery for the endpoint <name>
//   POST /control          {"secrets": {"<name>": "whsec_…"}} | {"mode": "ok"|"fail"|"timeout", "forMs": n}
//   GET  /stats            {"received", "verified", "rejected", "duplicates", "inFlight", "answered500", "heldOpen"}
// Paths under /always-500/ always answer 500 (a receiver that never recovers).
import { appendFileSync, readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

const storeFile = process.env.RECEIVER_STORE;
if (!storeFile) throw new Error('RECEIVER_STORE is required');
const secrets = new Map();
const keyOf = (endpoint, id) => `${endpoint}:${id}`;
const seen = new Set(
  existsSync(storeFile)
    ? readFileSync(storeFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .map((entry) => keyOf(entry.endpoint, entry.id))
    : [],
);
const stats = { received: 0, verified: 0, rejected: 0, duplicates: 0, inFlight: 0, answered500: 0, heldOpen: 0 };
let mode = 'ok';
let modeUntil = 0;

const readBody = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const server = http.createServer(async (request, response) => {
  const body = await readBody(request);
  if (request.url === '/control' && request.method === 'POST') {
    const command = JSON.parse(body);
    for (const [name, secret] of Object.entries(command.secrets ?? {})) secrets.set(name, secret);
    if (command.mode) {
      mode = command.mode;
      modeUntil = Date.now() + (command.forMs ?? 0);
    }
    response.writeHead(204).end();
    return;
  }
  if (request.url === '/stats') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
    return;
  }
  stats.received++;
  if (request.url?.startsWith('/always-500/')) {
    stats.answered500++;
    response.writeHead(500).end();
    return;
  }
  const name = /^\/hook\/([a-z0-9-]+)$/.exec(request.url ?? '')?.[1];
  const secret = name && secrets.get(name);
  if (!secret) {
    response.writeHead(404).end();
    return;
  }
  const current = Date.now() < modeUntil ? mode : 'ok';
  if (current === 'fail') {
    stats.answered500++;
    response.writeHead(500).end('failing on purpose');
    return;
  }
  if (current === 'timeout') {
    // never answered: the sender's deadline passes; the socket is closed later
    stats.heldOpen++;
    stats.inFlight++;
    setTimeout(() => {
      stats.inFlight--;
      response.destroy();
    }, 30_000).unref();
    return;
  }
  let payload;
  try {
    payload = new Webhook(secret).verify(body, request.headers);
  } catch {
    stats.rejected++;
    response.writeHead(401).end();
    return;
  }
  stats.verified++;
  const id = request.headers['webhook-id'];
  if (seen.has(keyOf(name, id))) stats.duplicates++;
  else {
    seen.add(keyOf(name, id));
    appendFileSync(
      storeFile,
      `${JSON.stringify({ endpoint: name, id, subject: payload.data.subject, kind: payload.data.kind, at: Date.now() })}\n`,
    );
  }
  response.writeHead(204).end();
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`receiver listening on ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
