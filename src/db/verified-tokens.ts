// Verified tokens, kept for a moment so that a busy client is not looked up in the
// database on every request (docs/benchmarks/requests.md). Revocation must still
// reach every server process within a second:
//   - a revocation commits a notice on the channel crl_token_revoked (a trigger of
//     the baseline migration), and every process listens on its own connection and
//     forgets the token at once;
//   - whatever happens to that connection, an entry is kept at most VERIFIED_TTL_MS,
//     and expiry is checked on every use, so a missed notice costs at most that long.
// A process whose listening connection is down keeps nothing until it is back.
import type pg from 'pg';
import { listenOn } from './listen.js';

/** What a verified token stands for; only its id matters here. */
export interface VerifiedCaller {
  tokenId: string;
}

export const VERIFIED_TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;
const CHANNEL = 'crl_token_revoked';
const RECONNECT_DELAY_MS = 500;

interface Entry<Caller> {
  caller: Caller;
  /** When the token stops authenticating (ms), or null. */
  expiresAt: number | null;
  cachedUntil: number;
}

export class VerifiedTokens<Caller extends VerifiedCaller = VerifiedCaller> {
  private readonly entries = new Map<string, Entry<Caller>>();
  private listener: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private reconnect: NodeJS.Timeout | null = null;
  private readonly revokedListeners = new Set<(tokenId: string) => void>();

  constructor(private readonly url: string) {}

  /** Starts listening for revocations; until it listens, nothing is kept. */
  start(): void {
    if (this.closed || this.listener) return;
    const lost = (client: pg.Client) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = false;
      this.entries.clear();
      void client.end().catch(() => undefined);
      if (!this.closed) this.reconnect = setTimeout(() => this.start(), RECONNECT_DELAY_MS).unref();
    };
    const revoked = (tokenId: string) => {
      this.forgetToken(tokenId);
      for (const listener of this.revokedListeners) listener(tokenId);
    };
    const { client, listening } = listenOn(this.url, 'ledger-token-revocations', CHANNEL, revoked, lost);
    this.listener = client;
    listening.then(
      () => {
        if (this.listener === client) this.listening = true;
      },
      () => undefined, // already handled by `lost`
    );
  }

  /** Calls `listener` with the id of each token revoked anywhere, as its notice arrives (open subscriptions end). */
  onRevoked(listener: (tokenId: string) => void): void {
    this.revokedListeners.add(listener);
  }

  /** The caller of a verified token, if it was verified a moment ago and has not expired. */
  get(tokenHash: string, now = Date.now()): Caller | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (!this.listening || entry.cachedUntil <= now || (entry.expiresAt !== null && entry.expiresAt <= now)) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.caller;
  }

  remember(tokenHash: string, caller: Caller, expiresAt: Date | null, now = Date.now()): void {
    if (!this.listening) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { caller, expiresAt: expiresAt?.getTime() ?? null, cachedUntil: now + VERIFIED_TTL_MS });
  }

  /** Forgets a token at once (its revocation was written through this process). */
  forgetToken(tokenId: string): void {
    for (const [hash, entry] of this.entries) if (entry.caller.tokenId === tokenId) this.entries.delete(hash);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    const client = this.listener;
    this.listener = null;
    this.listening = false;
    this.entries.clear();
    await client?.end().catch(() => undefined);
  }
}
