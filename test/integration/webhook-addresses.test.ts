// Webhook targets written as IPv6 addresses that carry an IPv4 address are judged by that
// address (docs/security.md, "Outbound requests"): at registration, through GraphQL with
// WEBHOOK_ALLOW_PRIVATE unset, and at delivery, where postWebhook checks an address
// literal before connecting (the same check the socket's lookup applies to DNS answers).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, postWebhook } from '../../src/modules/webhooks/outbound.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import { CREATE_WEBHOOK_ENDPOINT } from '../helpers/webhooks.js';

let ledger: TestLedger;
let admin: TestToken;
let receiver: Server;
let received = 0;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  admin = await ledger.token({ roles: ['admin', 'reader'], projects: [projectId] });
  // A receiver on every loopback address: a delivery that got through would be counted.
  receiver = createServer((request, response) => {
    received++;
    request.resume();
    response.end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '::', resolve));
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await ledger?.close();
});

const port = () => (receiver.address() as AddressInfo).port;

// [url, what it carries]; every one of these is refused.
const CARRYING_PRIVATE: [string, string][] = [
  ['http://[::a00:1]/hook', 'IPv4-compatible 10.0.0.1'],
  ['http://[::7f00:1]:PORT/', 'IPv4-compatible 127.0.0.1'],
  ['http://[::a9fe:a9fe]/latest/meta-data/', 'IPv4-compatible 169.254.169.254'],
  ['http://[::c0a8:101]/hook', 'IPv4-compatible 192.168.1.1'],
  ['http://[::ffff:7f00:1]:PORT/', 'IPv4-mapped 127.0.0.1'],
  ['http://[::ffff:0:a00:1]/hook', 'IPv4-translated (SIIT) 10.0.0.1'],
  ['http://[64:ff9b::7f00:1]:PORT/', 'NAT64 127.0.0.1'],
  ['http://[64:ff9b::a9fe:a9fe]/hook', 'NAT64 169.254.169.254'],
  ['http://[64:ff9b:1::808:808]/hook', 'local-use NAT64 (any address: its position depends on the local prefix)'],
  ['http://[2002:a00:1::1]/hook', '6to4 of 10.0.0.1'],
  ['http://[2002:7f00:1::1]:PORT/', '6to4 of 127.0.0.1'],
  ['http://[2001:0:808:808::f5ff:fffe]/hook', 'Teredo client 10.0.0.1 (obfuscated), public server'],
  ['http://[2001:0:a00:1::f7f7:f7f7]/hook', 'Teredo server 10.0.0.1, public client'],
  ['http://[2606:4700::200:5efe:a00:1]/hook', 'ISATAP interface id of 10.0.0.1'],
  ['http://[2606:4700::5efe:7f00:1]/hook', 'ISATAP interface id of 127.0.0.1'],
];

// Forms carrying a public IPv4 address, and plain public IPv6: accepted.
const CARRYING_PUBLIC: [string, string][] = [
  ['http://[::ffff:808:808]/hook', 'IPv4-mapped 8.8.8.8'],
  ['http://[64:ff9b::808:808]/hook', 'NAT64 8.8.8.8'],
  ['http://[2002:808:808::1]/hook', '6to4 of 8.8.8.8'],
  ['http://[2001:0:808:808::f7f7:f7f7]/hook', 'Teredo server 8.8.8.8, client 8.8.8.8'],
  ['http://[2606:4700::200:5efe:808:808]/hook', 'ISATAP interface id of 8.8.8.8'],
  ['http://[2606:4700:4700::1111]/hook', 'public IPv6'],
];

const urlOf = (template: string) => template.replace('PORT', String(port()));

async function register(url: string) {
  const response = await ledger.gql(admin.token, CREATE_WEBHOOK_ENDPOINT, { input: { projectId, url, kinds: ['CRITICAL_FAILURE'] } });
  expect(response.errors, response.text).toBeUndefined();
  return response.data.createWebhookEndpoint as { __typename: string; code?: string; endpoint?: { url: string } };
}

async function storedUrls(): Promise<string[]> {
  const { rows } = await ledger.owner.query<{ url: string }>('SELECT url FROM webhook_endpoint WHERE project_id = $1', [projectId]);
  return rows.map((row) => row.url);
}

describe('an IPv6 webhook target carrying an IPv4 address, WEBHOOK_ALLOW_PRIVATE unset', () => {
  it.each(CARRYING_PRIVATE)('%s (%s) is refused at registration, nothing written', async (template) => {
    const url = urlOf(template);
    const result = await register(url);
    expect(result.__typename, url).toBe('AddressRefusedError');
    expect(result.code).toBe('ADDRESS_REFUSED');
    expect(await storedUrls()).not.toContain(url);
  });

  it.each(CARRYING_PRIVATE)('%s (%s) is refused at delivery, before connecting', async (template) => {
    const before = received;
    const result = await postWebhook(new URL(urlOf(template)), {}, '{}', { timeoutMs: 2_000, allowPrivate: false });
    expect(result).toEqual({ outcome: 'FAILED', failure: 'ADDRESS_REFUSED', httpStatus: null });
    expect(received).toBe(before);
  });

  it.each(CARRYING_PUBLIC)('%s (%s) is accepted at registration and by the delivery check', async (template) => {
    const url = urlOf(template);
    const result = await register(url);
    expect(result.__typename, url).toBe('CreateWebhookEndpointSuccess');
    expect(await storedUrls()).toContain(url);
    expect(isPublicAddress(new URL(url).hostname.slice(1, -1))).toBe(true);
  });

  it('the same loopback receiver is reached when private addresses are allowed (the refusals above are the rule, not the network)', async () => {
    const before = received;
    const result = await postWebhook(new URL(`http://[::1]:${port()}/`), {}, '{}', { timeoutMs: 5_000, allowPrivate: true });
    expect(result).toEqual({ outcome: 'DELIVERED', httpStatus: 200 });
    expect(received).toBe(before + 1);
  });
});
