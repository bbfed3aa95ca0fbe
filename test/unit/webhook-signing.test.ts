// Webhook payloads and signatures (src/modules/webhooks/payload.ts) checked with the
// Standard Webhooks library's own verifier, and the outbound address rules
// (src/modules/webhooks/outbound.ts).
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newEndpointSecret, signedHeaders, webhookBody, type AlertPayloadRow } from '../../src/modules/webhooks/payload.js';
import { endpointUrlProblem, isPublicAddress } from '../../src/modules/webhooks/outbound.js';

const alert: AlertPayloadRow = {
  id: '6f1c1f0e-4d6b-4a43-9a43-0d6f3b2b1a10',
  projectId: '0d0e7d7e-8a7c-4d7a-9f4b-1b2c3d4e5f60',
  ruleDigest: 'a'.repeat(64),
  kind: 'CRITICAL_FAILURE',
  subject: 'cohort-1',
  transitionAt: new Date('2026-12-01T10:00:00.000Z'),
  reportDigest: 'b'.repeat(64),
  details: { count: 2 },
  raisedAt: new Date('2026-12-01T10:00:05.000Z'),
};

describe('signing per Standard Webhooks', () => {
  const secret = newEndpointSecret();
  const body = webhookBody(alert);
  const now = new Date();
  const headers = signedHeaders(secret, alert.id, body, now);

  it('the body is the alert as canonical JSON, the same bytes on every attempt', () => {
    expect(body).toBe(webhookBody({ ...alert }));
    expect(JSON.parse(body)).toEqual({
      type: 'alert.raised',
      timestamp: '2026-12-01T10:00:05.000Z',
      data: { ...alert, transitionAt: '2026-12-01T10:00:00.000Z', raisedAt: '2026-12-01T10:00:05.000Z' },
    });
  });

  it("webhook-id is the alert's id; the signature verifies with the reference library", () => {
    expect(headers['webhook-id']).toBe(alert.id);
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('fails on a flipped byte of the body, the id or the signature', () => {
    const flipped = body.replace('cohort-1', 'cohort-2');
    expect(() => new Webhook(secret).verify(flipped, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': alert.id.replace('6f', '6e') })).toThrow();
    const signature = headers['webhook-signature']!;
    const last = signature.at(-2) === 'A' ? 'B' : 'A';
    expect(() =>
      new Webhook(secret).verify(body, { ...headers, 'webhook-signature': `${signature.slice(0, -2)}${last}${signature.at(-1)}` }),
    ).toThrow();
    expect(() => new Webhook(newEndpointSecret()).verify(body, headers)).toThrow();
  });

  it('fails on an old (or future) timestamp, even correctly signed', () => {
    const old = new Date(Date.now() - 10 * 60_000);
    expect(() => new Webhook(secret).verify(body, signedHeaders(secret, alert.id, body, old))).toThrow(/timestamp/i);
    const future = new Date(Date.now() + 10 * 60_000);
    expect(() => new Webhook(secret).verify(body, signedHeaders(secret, alert.id, body, future))).toThrow(/timestamp/i);
  });

  it('secrets are whsec_ and 32 random bytes', () => {
    const secrets = new Set(Array.from({ length: 20 }, newEndpointSecret));
    expect(secrets.size).toBe(20);
    for (const value of secrets) expect(Buffer.from(value.slice(6), 'base64')).toHaveLength(32);
  });
});

describe('outbound address rules', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::1', false],
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
    ['not-an-address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it.each([
    ['https://hooks.example.com/ledger', null],
    ['http://hooks.example.com:8080/a?b=c', null],
    ['ftp://hooks.example.com/', 'must be http or https'],
    ['https://u:p@hooks.example.com/', 'must not carry a user or password'],
    ['https://hooks.example.com/#x', 'must not carry a fragment'],
    ['https://hooks.example.com', 'must be written in its normal form (https://hooks.example.com/)'],
    ['https://hooks.example.com/?token=ghp_abcdefghijklmnopqrstuvwxyz0123456789', 'looks like it holds a credential'],
  ])('%s: %s', (url, problem) => {
    const found = endpointUrlProblem(url);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});
