// Outbound safety of webhook delivery (docs/security.md, "Outbound requests"): http and
// https only, no credentials in the URL, no redirects followed, one deadline for the
// whole request, the response body never read, and no private, loopback, link-local or
// otherwise non-public address, checked after DNS resolution and for the very address
// connected to (the check runs inside the socket's lookup, so a name cannot resolve to
// one address for the check and another for the connection). An IPv6 address that
// carries an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo, ISATAP) is judged by
// that address. WEBHOOK_ALLOW_PRIVATE=true lifts the address rule, outside production only.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { looksLikeCredential } from '../../domain/grammars.js';
import { LedgerError } from '../../errors.js';

export const MAX_ENDPOINT_URL_LENGTH = 2048;

/** An endpoint's address is not a public one (or does not resolve); nothing was written. */
export class AddressRefusedError extends LedgerError {
  readonly code = 'ADDRESS_REFUSED' as const;
}

/** Why `text` cannot be an endpoint URL; null when it can (the address is checked apart). */
export function endpointUrlProblem(text: string): string | null {
  if (text.length > MAX_ENDPOINT_URL_LENGTH) return `is longer than ${MAX_ENDPOINT_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be http or https';
  if (url.username !== '' || url.password !== '') return 'must not carry a user or password';
  if (url.hash !== '' || text.includes('#')) return 'must not carry a fragment';
  if (url.href !== text) return `must be written in its normal form (${url.href})`;
  if (looksLikeCredential(text))
    return 'looks like it holds a credential; credentials never enter the ledger (the signature authenticates the ledger to the receiver)';
  return null;
}

const ipv4Of = (high: number, low: number): ipaddr.IPv4 => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * The IPv4 addresses an IPv6 address carries, and whether they alone decide: null when
 * it carries none. A packet to such an address reaches (or is tunnelled to) the IPv4
 * address, so that address is what is judged:
 *   - IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96, IPv4-compatible ::/96
 *     (deprecated, still routed by some stacks) and NAT64's 64:ff9b::/96: the last 32 bits;
 *   - 6to4 2002::/16: the relay's address, bits 16 to 47;
 *   - Teredo 2001::/32: the server (bits 32 to 63) and the client, whose address is the
 *     last 32 bits inverted (RFC 4380 obfuscates it);
 *   - an ISATAP interface id (…:0:5efe:a.b.c.d, …:200:5efe:a.b.c.d) under any prefix:
 *     the last 32 bits, judged besides the prefix (a site's ISATAP router forwards to it).
 * NAT64's local-use 64:ff9b:1::/48 is not here: where it holds the IPv4 address depends
 * on the local translator's prefix length, so it stays refused as the reserved range it is.
 */
function embeddedIPv4(address: ipaddr.IPv6): { addresses: ipaddr.IPv4[]; decides: boolean } | null {
  const p = address.parts;
  const zero = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  const last = () => ipv4Of(p[6]!, p[7]!);
  if (zero(0, 5) && p[5] === 0xffff) return { addresses: [last()], decides: true };
  if (zero(0, 4) && p[4] === 0xffff && p[5] === 0) return { addresses: [last()], decides: true };
  // ::/96 less :: and ::1, which are what they are (unspecified, loopback).
  if (zero(0, 6) && (p[6] !== 0 || p[7]! > 1)) return { addresses: [last()], decides: true };
  if (p[0] === 0x64 && p[1] === 0xff9b && zero(2, 6)) return { addresses: [last()], decides: true };
  if (p[0] === 0x2002) return { addresses: [ipv4Of(p[1]!, p[2]!)], decides: true };
  if (p[0] === 0x2001 && p[1] === 0) return { addresses: [ipv4Of(p[2]!, p[3]!), ipv4Of(~p[6]! & 0xffff, ~p[7]! & 0xffff)], decides: true };
  if ((p[4] === 0 || p[4] === 0x200) && p[5] === 0x5efe) return { addresses: [last()], decides: false };
  return null;
}

/**
 * Whether an address is a public unicast one. An IPv6 address that carries an IPv4
 * address (embeddedIPv4) is judged by that address too, at registration and at every
 * delivery alike (both call this).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  const embeddedPublic = embedded?.addresses.every((v4) => v4.range() === 'unicast') ?? true;
  if (embedded?.decides) return embeddedPublic;
  return embeddedPublic && v6.range() === 'unicast';
}

/** The host of a URL as a name or an address (IPv6 without its brackets). */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function refusal(host: string, address: string): AddressRefusedError {
  return new AddressRefusedError(
    `${host} resolves to ${address}, which is not a public address (private, loopback, link-local and reserved ranges are refused; WEBHOOK_ALLOW_PRIVATE=true lifts this)`,
  );
}

/** Resolves every address of the URL's host; refuses the lot if any is not public (unless allowed). */
export async function checkEndpointAddress(url: URL, allowPrivate: boolean): Promise<void> {
  const host = hostOf(url);
  const addresses: LookupAddress[] = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await new Promise((resolve, reject) =>
        dnsLookup(host, { all: true, verbatim: true }, (error, found) =>
          error ? reject(new AddressRefusedError(`${host} does not resolve (${error.code ?? 'lookup failed'})`)) : resolve(found),
        ),
      );
  if (allowPrivate) return;
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused) throw refusal(host, refused.address);
}

/** A socket lookup that resolves as usual, then refuses any non-public answer. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return (callback as (e: Error) => void)(error);
      const refused = allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused) return (callback as (e: Error) => void)(refusal(hostname, refused.address));
      if ((options as { all?: boolean }).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      return (callback as (e: null, a: string, f: number) => void)(null, first.address, first.family);
    });
  };
}

export type PostResult =
  | { outcome: 'DELIVERED'; httpStatus: number }
  | { outcome: 'FAILED'; failure: 'HTTP_STATUS'; httpStatus: number }
  | { outcome: 'FAILED'; failure: 'TIMEOUT' | 'CONNECTION' | 'ADDRESS_REFUSED'; httpStatus: null };

export interface PostOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

/**
 * POSTs `body` to `url`; a 2xx answer is DELIVERED, anything else (3xx included: a
 * redirect is never followed) FAILED. Only the status line and headers are read: the
 * response is destroyed as soon as they arrive, so no body is read or kept.
 */
export function postWebhook(url: URL, headers: Record<string, string>, body: string, options: PostOptions): Promise<PostResult> {
  const host = hostOf(url);
  if (isIP(host) && !options.allowPrivate && !isPublicAddress(host))
    return Promise.resolve({ outcome: 'FAILED', failure: 'ADDRESS_REFUSED', httpStatus: null });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: 'POST',
      agent: false,
      lookup: checkedLookup(options.allowPrivate),
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'capability-reliability-ledger-webhooks',
        connection: 'close',
      },
    });
    const deadline = setTimeout(() => {
      finish({ outcome: 'FAILED', failure: 'TIMEOUT', httpStatus: null });
      request.destroy();
    }, options.timeoutMs);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      response.destroy();
      request.destroy();
      finish(
        status >= 200 && status < 300
          ? { outcome: 'DELIVERED', httpStatus: status }
          : { outcome: 'FAILED', failure: 'HTTP_STATUS', httpStatus: Math.min(Math.max(status, 100), 599) },
      );
    });
    request.on('error', (error) => {
      finish({ outcome: 'FAILED', failure: error instanceof AddressRefusedError ? 'ADDRESS_REFUSED' : 'CONNECTION', httpStatus: null });
    });
    request.end(body);
  });
}
