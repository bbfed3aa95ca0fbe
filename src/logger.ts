// The server's structured log: one JSON object a line on stdout (pino), readable by
// any log shipper; on a terminal, pretty-printed when pino-pretty is installed (a
// development dependency). LOG_LEVEL sets the threshold. Lines never carry a token or
// a request's variables (src/http/app.ts decides what a request line holds).
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * What src/http/app.ts keeps of a request for its log line, filled in as the request is
 * served (the GraphQL plugin of src/http/plugins/request-record.ts, the direct writes, the
 * OTLP receiver): the operation's name, the caller's actor and the codes of the errors
 * answered. Never the token, never the variables.
 */
export interface RequestRecord {
  id: string;
  operationName?: string | null;
  actor?: string;
  errorCodes?: string[];
}

function prettyTransport(): DestinationStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return pino.transport({ target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } });
}

/** A logger at `level`, to `destination` (tests) or stdout. */
export function createLedgerLogger(level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    redact: { paths: ['authorization', 'headers.authorization', 'variables'], remove: true },
  };
  return pino(options, destination ?? prettyTransport() ?? pino.destination({ dest: 1, sync: true }));
}

/** The process's logger, made on first use. */
let shared: Logger | null = null;
export function log(): Logger {
  shared ??= createLedgerLogger();
  return shared;
}
