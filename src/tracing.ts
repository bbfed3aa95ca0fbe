// Tracing with OpenTelemetry, off unless the standard OTEL_* variables ask for it
// (tracingRequested in src/config.ts): then OpenTelemetry's Node SDK is started, with
// its exporter, resource and propagators read from those variables, and PostgreSQL's
// client is instrumented, so every statement a GraphQL operation runs is a span under
// that operation's span (src/http/yoga.ts). Nothing set: no SDK is loaded or started, the
// global tracer provider stays OpenTelemetry's no-op one, and Yoga gets no tracing plugin.
//
// The instrumentation must be in place before `pg` is loaded: the entries
// (src/process/server.ts, src/process/worker.ts, src/cli.ts) import src/process/tracing-start.ts first.
import { createRequire } from 'node:module';
import {
  context,
  propagation,
  trace,
  type Exception,
  type Span,
  type TextMapGetter,
  type TimeInput,
  type Tracer,
  type TracerProvider,
} from '@opentelemetry/api';
import type { NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { tracingRequested } from './config.js';

/** The service's name in traces unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) names it. */
export const TRACING_SERVICE_NAME = 'capability-reliability-ledger';

export interface TracingOptions {
  /** Where spans go instead of the exporter the environment names (tests: an in-memory exporter). */
  spanProcessors?: NodeSDKConfiguration['spanProcessors'];
}

let running: { shutdown(): Promise<void> } | null = null;
/** The operation-span plugin's module, loaded only when tracing starts. */
let operationSpans: typeof import('@envelop/opentelemetry') | null = null;

/** A statement that could carry a secret in its text rather than in a parameter (the server's login role's password is set so at start). */
const SECRET_IN_TEXT = /\bPASSWORD\b/i;

/**
 * Starts tracing when `environment` asks for it; true if it is (now or already) on.
 * Statement spans carry the statement's text and never its parameter values (they
 * hold the ledger's prose and digests); statements outside a traced operation (start-up,
 * the sequencer, the command line) get no span.
 */
export async function startTracing(environment: NodeJS.ProcessEnv = process.env, options: TracingOptions = {}): Promise<boolean> {
  if (running) return true;
  if (!tracingRequested(environment)) return false;
  const [{ NodeSDK }, { PgInstrumentation }, plugin] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-pg'),
    import('@envelop/opentelemetry'),
  ]);
  const named =
    Boolean(environment.OTEL_SERVICE_NAME?.trim()) || /(^|,)\s*service\.name\s*=/.test(environment.OTEL_RESOURCE_ATTRIBUTES ?? '');
  const sdk = new NodeSDK({
    ...(named ? {} : { serviceName: TRACING_SERVICE_NAME }),
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    // Traces only: metrics are Prometheus's (src/metrics.ts), logs are pino's on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new PgInstrumentation({
        enhancedDatabaseReporting: false,
        requireParentSpan: true,
        requestHook(span: Span, { query }) {
          if (SECRET_IN_TEXT.test(query.text)) span.setAttribute('db.query.text', '(a statement setting a password; text withheld)');
        },
      }),
    ],
  });
  sdk.start();
  running = sdk;
  operationSpans = plugin;
  // pg is CommonJS: loading it through require() here is what the instrumentation hooks,
  // and it patches the module's classes, which every later import of pg shares.
  createRequire(import.meta.url)('pg');
  return true;
}

/**
 * Sends the spans still buffered and stops the SDK; nothing to do when tracing is off.
 * The process is left as before startTracing: no operation plugins, and the API's globals
 * (tracer provider, context manager, propagator) unregistered, so a later start (or a test
 * file run after it in the same process) begins from no tracing.
 */
export async function stopTracing(): Promise<void> {
  const sdk = running;
  if (!sdk) return;
  running = null;
  operationSpans = null;
  await sdk.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
}

/** Whether this process traces (startTracing turned it on). */
export function tracingActive(): boolean {
  return running !== null;
}

type OtelContext = ReturnType<typeof context.active>;

const headerGetter: TextMapGetter<Headers> = {
  keys: (headers) => [...headers.keys()],
  get: (headers, key) => headers.get(key) ?? undefined,
};

/** An error code as the ledger answers it (`BAD_USER_INPUT`, `UNAVAILABLE`...). */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

/** The codes of an operation's answer, by its span, for the span's exception event. */
const answeredCodes = new WeakMap<Span, string[]>();

/**
 * The operation-span plugin records an answer's errors as `JSON.stringify(errors)`, and
 * sees them before Yoga masks them (Yoga masks last): an unexpected error's message may
 * quote a value or a statement, and a client's mistake may be echoed ("Invalid global ID: …").
 * A span keeps only the codes the client is answered with.
 */
function errorCodesOnly(provider: TracerProvider): TracerProvider {
  const redacting = (span: Span): Span =>
    new Proxy(span, {
      get(target, property, receiver: Span) {
        if (property === 'recordException')
          return (exception: Exception, time?: TimeInput) =>
            target.recordException(
              {
                name: typeof exception === 'object' && exception.name ? exception.name : 'graphql.execute.error',
                message: [...new Set(answeredCodes.get(receiver) ?? ['INTERNAL'])].join(','),
              },
              time,
            );
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return {
    getTracer(name, version, options) {
      const tracer = provider.getTracer(name, version, options);
      const wrapped: Pick<Tracer, 'startSpan'> = {
        startSpan: (spanName, spanOptions, parent) => redacting(tracer.startSpan(spanName, spanOptions, parent)),
      };
      return wrapped as Tracer;
    },
  };
}

interface OperationSpanHooks {
  setCurrentOtelContext(graphqlContext: object, otelContext: OtelContext): unknown;
  getCurrentOtelContext(graphqlContext: object): OtelContext;
  /** The code an error of the answer is answered with, once masked (src/http/yoga.ts). */
  errorCode(error: GraphQLError): string;
}

/**
 * Runs just before the operation-span plugin. Its span joins the caller's trace, from the
 * request's `traceparent` (and `tracestate`, `baggage`) by the propagators the SDK was
 * given (OTEL_PROPAGATORS; W3C Trace Context and Baggage unless set); and the codes of
 * the answer's errors are noted for that span (errorCodesOnly).
 */
function operationContext({ setCurrentOtelContext, getCurrentOtelContext, errorCode }: OperationSpanHooks): Plugin<{ request?: Request }> {
  const adopt = (graphqlContext: { request?: Request }) => {
    const headers = graphqlContext.request?.headers;
    if (headers) setCurrentOtelContext(graphqlContext, propagation.extract(context.active(), headers, headerGetter));
  };
  return {
    onExecute({ args }) {
      adopt(args.contextValue);
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || !result.errors?.length) return;
          const span = trace.getSpan(getCurrentOtelContext(args.contextValue));
          if (span)
            answeredCodes.set(
              span,
              result.errors.map((error) => {
                const code = errorCode(error);
                return ERROR_CODE.test(code) ? code : 'INTERNAL';
              }),
            );
        },
      };
    },
    onSubscribe: ({ args }) => adopt(args.contextValue),
  };
}

/**
 * Yoga's plugins for a span per GraphQL operation (`query.<name>`, `mutation.<name>`,
 * `subscription.<name>`, with graphql.execute.operationName and .operationType), in the
 * caller's trace; none when tracing is off. They go after the executor's plugin
 * (graphql-jit), since the span's context is set around whichever executor runs.
 * Variables and results are never recorded; a document is recorded only when it has
 * no inline arguments (the plugin's rule), so literals never reach a span either; an
 * answer's errors by their codes only.
 */
export function operationTracingPlugins(errorCode: (error: GraphQLError) => string): Plugin[] {
  if (!operationSpans) return [];
  return [
    operationContext({ ...operationSpans, errorCode }) as Plugin,
    operationSpans.useOpenTelemetry(
      { resolvers: false, variables: false, result: false },
      errorCodesOnly(trace.getTracerProvider()),
      undefined,
      undefined,
      TRACING_SERVICE_NAME,
    ) as Plugin,
  ];
}
