// Outbound safety of webhook delivery (docs/security.md, "Outbound requests"): http and
// https only, no credentials in the URL, no redirects followed, one deadline for the
// whole request, the response body never read, and no private, loopback, link-local or
// otherwise non-public address, checked after DNS resolution and for the very address
// connected to (the check runs inside the socket's lookup, so a name cannot resolve to
// one address for the check and another for the connection). IPv4-mapped IPv6
// addresses are judged as the IPv4 address they carry. WEBHOOK_ALLOW_PRIVATE=true lifts
// the address rule (tests, a receiver on the same host); production refuses.
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
  if (looksLikeCredential(text)) return 'looks like it holds a credential; credentials never enter the ledger (the signature authenticates the ledger to the receiver)';
  return null;
}

/** Whether an address (IPv4, IPv6, IPv4-mapped IPv6) is a public unicast one. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
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
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'capability-reliability-ledger-webhooks', connection: 'close' },
    });
    const deadline = setTimeout(() => {
      finish({ outcome: 'FAILED', failure: 'TIMEOUT', httpStatus: null });
      request.destroy();
    }, options.timeoutMs);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      response.destroy();
      request.destroy();
      finish(status >= 200 && status < 300 ? { outcome: 'DELIVERED', httpStatus: status } : { outcome: 'FAILED', failure: 'HTTP_STATUS', httpStatus: Math.min(Math.max(status, 100), 599) });
    });
    request.on('error', (error) => {
      finish({ outcome: 'FAILED', failure: error instanceof AddressRefusedError ? 'ADDRESS_REFUSED' : 'CONNECTION', httpStatus: null });
    });
    request.end(body);
  });
}
