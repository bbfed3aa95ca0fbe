// Live updates from the database (docs/clients.md, "Subscriptions"): each server
// process listens on the channel crl_ledger_events (notices of statement-level
// triggers of the baseline migration, sent when writes commit, through whichever
// process wrote them) on a connection of its own, opened at the first subscription,
// and hands each notice to the subscriptions of its key. When that connection drops,
// every subscription of the process ends (a notice may have been missed while it was
// down): clients resubscribe with `since` and get a catch-up event for what they missed.
import { GraphQLError } from 'graphql';
import type pg from 'pg';
import { DEFAULT_MAX_SUBSCRIPTIONS } from '../config.js';
import { listenOn } from './listen.js';
import type { ErrorCode } from '../errors.js';

export type LedgerEvent =
  | { kind: 'attempt' | 'adjudication'; projectId: string; count: number; recordedAt: string }
  | { kind: 'cohort'; projectId: string; cohortId: string; recordedAt: string }
  | { kind: 'alert'; projectId: string; alertId: string; recordedAt: string };

const CHANNEL = 'crl_ledger_events';
const RECONNECT_DELAY_MS = 500;
/** Events kept for one slow subscriber before it is ended (it resumes with `since`). */
const MAX_QUEUED = 1_000;
/**
 * Open subscriptions one token may hold on one server process: each holds a connection
 * and a queue, and a client needs a handful (one per project or cohort it watches).
 */
export const MAX_SUBSCRIPTIONS_PER_TOKEN = 32;
/** setTimeout's longest delay; a later expiry is re-armed. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The key a notice is delivered under: `attempt:<project>`, `adjudication:<project>`, `cohort:<cohort>`, `alert:<project>`. */
export function eventKey(event: LedgerEvent): string {
  return event.kind === 'cohort' ? `cohort:${event.cohortId}` : `${event.kind}:${event.projectId}`;
}

interface Subscriber {
  tokenId: string;
  push(event: LedgerEvent): void;
  end(): void;
}

/** An async iterator fed by push(); return() unsubscribes. */
export interface Subscription extends AsyncIterableIterator<LedgerEvent> {
  return(): Promise<IteratorResult<LedgerEvent>>;
}

export class LedgerEvents {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private listener: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    /** Open subscriptions this process holds at most, every token together (MAX_SUBSCRIPTIONS). */
    private readonly maxSubscriptions: number = DEFAULT_MAX_SUBSCRIPTIONS,
  ) {}

  /**
   * Subscribes at once (events are queued from now on); await ready() before reading
   * what may have been missed. The subscription ends when `tokenId` is revoked, or at
   * `expiresAt`, when the token stops authenticating. A token holding
   * MAX_SUBSCRIPTIONS_PER_TOKEN already, or a process holding maxSubscriptions, is
   * refused (TOO_MANY_SUBSCRIPTIONS): many tokens together cannot exhaust a process either.
   */
  subscribe(key: string, tokenId: string, expiresAt: Date | null = null): Subscription {
    if (this.openCount() >= this.maxSubscriptions)
      throw new GraphQLError(
        `this server holds ${this.maxSubscriptions} open subscriptions, its limit: try again later, or another server`,
        {
          extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' satisfies ErrorCode },
        },
      );
    if (this.countOf(tokenId) >= MAX_SUBSCRIPTIONS_PER_TOKEN)
      throw new GraphQLError(
        `this token holds ${MAX_SUBSCRIPTIONS_PER_TOKEN} subscriptions on this server already: end one before opening another`,
        {
          extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' satisfies ErrorCode },
        },
      );
    const queue: LedgerEvent[] = [];
    let waiting: ((result: IteratorResult<LedgerEvent>) => void) | null = null;
    let done = false;
    let expiry: NodeJS.Timeout | null = null;
    const set = this.subscribers.get(key) ?? new Set<Subscriber>();
    this.subscribers.set(key, set);
    const finish = () => {
      if (done) return;
      done = true;
      if (expiry) clearTimeout(expiry);
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(key) === set) this.subscribers.delete(key);
      waiting?.({ value: undefined, done: true });
      waiting = null;
    };
    const subscriber: Subscriber = {
      tokenId,
      push(event) {
        if (done) return;
        if (waiting) {
          waiting({ value: event, done: false });
          waiting = null;
        } else if (queue.length < MAX_QUEUED) queue.push(event);
        else finish();
      },
      end: finish,
    };
    set.add(subscriber);
    if (this.closed) finish();
    const endAtExpiry = () => {
      const left = expiresAt!.getTime() - Date.now();
      if (left <= 0) finish();
      else expiry = setTimeout(endAtExpiry, Math.min(left, LONGEST_TIMER_MS)).unref();
    };
    if (expiresAt && !done) endAtExpiry();
    const iterator: Subscription = {
      next: () => {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      return: () => {
        finish();
        queue.length = 0;
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Resolves once this process listens (opening its connection if need be); rejects if it cannot. */
  ready(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the ledger events listener is closed'));
    this.listening ??= this.connect();
    return this.listening;
  }

  private connect(): Promise<void> {
    const lost = (client: pg.Client) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = null;
      void client.end().catch(() => undefined);
      this.endAll();
    };
    const deliver = (payload: string) => {
      let event: LedgerEvent;
      try {
        event = JSON.parse(payload) as LedgerEvent;
      } catch {
        return;
      }
      for (const subscriber of this.subscribers.get(eventKey(event)) ?? []) subscriber.push(event);
    };
    const { client, listening } = listenOn(this.url, 'ledger-events', CHANNEL, deliver, lost);
    this.listener = client;
    return listening.catch(async (error: unknown) => {
      // The next subscription tries again, after a pause.
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS).unref());
      throw error;
    });
  }

  private openCount(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  private countOf(tokenId: string): number {
    let count = 0;
    for (const set of this.subscribers.values()) for (const subscriber of set) if (subscriber.tokenId === tokenId) count += 1;
    return count;
  }

  /** Ends the subscriptions of a revoked token. */
  endToken(tokenId: string): void {
    for (const set of [...this.subscribers.values()])
      for (const subscriber of [...set]) if (subscriber.tokenId === tokenId) subscriber.end();
  }

  /** Ends every subscription (its client resumes with `since`). */
  endAll(): void {
    for (const set of [...this.subscribers.values()]) for (const subscriber of [...set]) subscriber.end();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.endAll();
    const client = this.listener;
    this.listener = null;
    this.listening = null;
    await client?.end().catch(() => undefined);
  }
}
