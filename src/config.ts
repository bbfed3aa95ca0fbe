// The environment, read once and validated. Everything configurable lives here.
import path from 'node:path';
import { z } from 'zod';

/** TRUSTED_DOCUMENTS: which requests must run a document of the trusted-documents manifest (src/http/trusted-documents.ts). */
export const TRUSTED_DOCUMENT_MODES = ['off', 'all', 'flagged'] as const;
export type TrustedDocumentMode = (typeof TRUSTED_DOCUMENT_MODES)[number];

/** MAX_SUBSCRIPTIONS unless set: open subscriptions of one server process, every token together. */
export const DEFAULT_MAX_SUBSCRIPTIONS = 1_000;

/** Why a production server does not start with WEBHOOK_ALLOW_PRIVATE=true. */
export const WEBHOOK_ALLOW_PRIVATE_IN_PRODUCTION =
  'must not be true with NODE_ENV=production: a production server never sends webhooks to private, loopback or link-local addresses; ' +
  'give the receiver a public address, or run it outside production (docs/webhooks.md)';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional())
  .optional();

/** The trace exporters OpenTelemetry's Node SDK knows (OTEL_TRACES_EXPORTER, comma-separated). */
export const TRACE_EXPORTERS = ['otlp', 'zipkin', 'console', 'none'] as const;

const unsetWhenEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * Whether the standard OpenTelemetry variables ask for traces (docs/operations.md):
 * OTEL_TRACES_EXPORTER names an exporter other than `none`, or an OTLP endpoint is set
 * (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT); OTEL_SDK_DISABLED=true
 * turns it off whatever else is set. Nothing set: off, and no SDK is loaded.
 */
export function tracingRequested(environment: NodeJS.ProcessEnv): boolean {
  const set = (name: string) => (environment[name] ?? '').trim() !== '';
  if ((environment.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return false;
  const exporters = (environment.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (exporters.length > 0) return !exporters.every((name) => name === 'none');
  return set('OTEL_EXPORTER_OTLP_ENDPOINT') || set('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
}

const environmentSchema = z
  .object({
    /** Owner connection: runs migrations. Unset: an embedded PostgreSQL in LEDGER_DATA_DIR. */
    DATABASE_URL: optionalUrl,
    /** The server's own login (a member of crl_app only; checked at start). Unset: a login role provisioned by DATABASE_URL's user. */
    APP_DATABASE_URL: optionalUrl,
    /** Webhook delivery's own login (a member of crl_webhook_delivery only; checked at start). Unset: a login role provisioned by DATABASE_URL's user. */
    WEBHOOK_DATABASE_URL: optionalUrl,
    /**
     * Streaming standbys of the primary that queries are read from (comma-separated
     * postgres URLs; without a user, the server's own login is used). Unset: everything on the primary.
     */
    READ_DATABASE_URL: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^postgres(ql)?$/ }))),
    /** How long a query carrying a consistency token waits for a replica before it is read from the primary. */
    READ_CONSISTENCY_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    LEDGER_DATA_DIR: z.string().default('.data'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** `__schema`/`__type` queries (true/false). Unset: on, except with NODE_ENV=production. */
    INTROSPECTION: z.preprocess((value) => (value === '' ? undefined : value), z.stringbool().optional()),
    /** Largest request body accepted, in bytes (a 500-outcome batch is about 1 MB). */
    MAX_REQUEST_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(4 * 1024 * 1024),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Statement timeout of the application connection, in milliseconds. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** Server processes sharing the port; set it to the number of cores to use them all. */
    LEDGER_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /** On SIGTERM/SIGINT, how long requests in flight may take to finish before their connections are cut. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** When set, the server redacts annotations older than this many days, at start and hourly. */
    ANNOTATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
    /** Prometheus /metrics (true/false). Unset: on, except with NODE_ENV=production, where METRICS_TOKEN turns it on. */
    METRICS: z.preprocess((value) => (value === '' ? undefined : value), z.stringbool().optional()),
    /** When set, /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
    METRICS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16, 'use at least 16 characters').optional()),
    /** Log threshold: fatal, error, warn, info, debug, trace or silent. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Origins (scheme://host[:port], comma-separated) whose browser pages may call the API; none by default. */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s*]+$/, 'an origin is scheme://host[:port], without a path or *'))),
    /** off: any document; all: only the manifest's documents, by hash; flagged: only them for tokens created with --trusted-only. */
    TRUSTED_DOCUMENTS: z.preprocess((value) => (value === '' ? undefined : value), z.enum(TRUSTED_DOCUMENT_MODES).default('off')),
    /** true: trusted single writes (recordAttempt by hash) are answered without Yoga's generic layers (src/http/direct-writes.ts); false: every request through Yoga. */
    DIRECT_WRITES: z.preprocess((value) => (value === '' ? undefined : value), z.stringbool().default(true)),
    /** The trusted-documents manifest. Unset: the client's, client/generated/persisted-documents.json. */
    TRUSTED_DOCUMENTS_MANIFEST: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
    /** Where the first admin token is written when stdout is not a terminal. Unset: first-admin-token.txt in LEDGER_DATA_DIR. */
    FIRST_TOKEN_FILE: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
    /** The transparency log's Ed25519 signing key (PKCS#8 PEM, mode 0600), created on first start. Unset: transparency/signing-key.pem in LEDGER_DATA_DIR. */
    SIGNING_KEY_FILE: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
    /** Where every checkpoint is also appended (JSON lines), outside the database. Unset: checkpoints.jsonl beside the signing key. */
    CHECKPOINT_FILE: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
    /** How often the server appends settled ledger rows to the transparency log; 0: this process does not (another one does). */
    SEQUENCE_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_000),
    /** Open subscriptions one server process holds at most, every token together (each token: at most 32). */
    MAX_SUBSCRIPTIONS: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_MAX_SUBSCRIPTIONS),
    /** How often the server evaluates alert rules up to the settled horizon (docs/alerts.md); 0: this process does not (another one does). */
    ALERT_EVALUATION_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
    /** How often the server signs a checkpoint of the log (when it grew). */
    CHECKPOINT_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(60_000),
    /**
     * OpenTelemetry's own variables, read by its SDK (src/tracing.ts); checked here so a
     * typo stops the start instead of silently tracing nothing. The rest (OTEL_SERVICE_NAME,
     * OTEL_EXPORTER_OTLP_*, OTEL_BSP_*, OTEL_PROPAGATORS...) go to the SDK as they are.
     */
    OTEL_TRACES_EXPORTER: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.enum(TRACE_EXPORTERS)))
        .optional(),
    ),
    OTEL_SDK_DISABLED: z.preprocess(unsetWhenEmpty, z.stringbool().optional()),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^https?$/ }).optional()),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^https?$/ }).optional()),
    /** Webhook delivery to private, loopback and link-local addresses (true/false); refused unless true, and never with NODE_ENV=production (docs/webhooks.md). */
    WEBHOOK_ALLOW_PRIVATE: z.preprocess((value) => (value === '' ? undefined : value), z.stringbool().default(false)),
    /** Whether this process delivers webhooks (true/false); false: another process on the database does. */
    WEBHOOK_DELIVERY: z.preprocess((value) => (value === '' ? undefined : value), z.stringbool().default(true)),
    /** How long one webhook POST may take, connection and response headers included. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Webhook deliveries worked at once by this process (each endpoint still gets one at a time). */
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** The first retry's delay ceiling; each further retry doubles it, up to WEBHOOK_RETRY_MAX_DELAY_MS (equal jitter). */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
    WEBHOOK_RETRY_MAX_DELAY_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
    /** How long a failing delivery is retried before it is dead-lettered (default 24 h). */
    WEBHOOK_RETRY_FOR_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(30 * 86_400_000)
      .default(86_400_000),
    /** A delivery job locked longer than this belongs to a process that died: its lock is released. */
    WEBHOOK_STALE_LOCK_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(300_000),
  })
  .refine((environment) => environment.WEBHOOK_STALE_LOCK_MS > environment.WEBHOOK_TIMEOUT_MS, {
    path: ['WEBHOOK_STALE_LOCK_MS'],
    message: 'must exceed WEBHOOK_TIMEOUT_MS (a delivery in progress must never look abandoned)',
  })
  // A production server never sends to the network it runs in: a same-host receiver is
  // for tests and development (docs/webhooks.md, "Outbound safety").
  .refine((environment) => !(environment.NODE_ENV === 'production' && environment.WEBHOOK_ALLOW_PRIVATE), {
    path: ['WEBHOOK_ALLOW_PRIVATE'],
    message: WEBHOOK_ALLOW_PRIVATE_IN_PRODUCTION,
  });

export type Config = Omit<z.infer<typeof environmentSchema>, 'INTROSPECTION' | 'METRICS'> & {
  INTROSPECTION: boolean;
  METRICS: boolean;
  dataDir: string;
  /** Where the first admin token goes when stdout is not a terminal. */
  firstTokenFile: string;
  /** The transparency log's signing key and the checkpoint file beside it (absolute). */
  signingKeyFile: string;
  checkpointFile: string;
};

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  const signingKeyFile = path.resolve(
    parsed.data.SIGNING_KEY_FILE ?? path.join(parsed.data.LEDGER_DATA_DIR, 'transparency', 'signing-key.pem'),
  );
  return {
    ...parsed.data,
    INTROSPECTION: parsed.data.INTROSPECTION ?? parsed.data.NODE_ENV !== 'production',
    METRICS:
      parsed.data.NODE_ENV === 'production'
        ? parsed.data.METRICS !== false && parsed.data.METRICS_TOKEN !== undefined
        : (parsed.data.METRICS ?? true),
    dataDir: path.resolve(parsed.data.LEDGER_DATA_DIR),
    firstTokenFile: path.resolve(parsed.data.FIRST_TOKEN_FILE ?? path.join(parsed.data.LEDGER_DATA_DIR, 'first-admin-token.txt')),
    signingKeyFile,
    checkpointFile: path.resolve(parsed.data.CHECKPOINT_FILE ?? path.join(path.dirname(signingKeyFile), 'checkpoints.jsonl')),
  };
}
