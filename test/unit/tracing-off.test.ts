// Tracing is off unless the standard OTEL_* variables ask for it: then no SDK starts,
// the global tracer provider stays OpenTelemetry's no-op one, and Yoga gets no plugin.
import { ProxyTracerProvider, trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { loadConfig, tracingRequested } from '../../src/config.js';
import { operationTracingPlugins, startTracing, tracingActive } from '../../src/tracing.js';

describe('when tracing is on', () => {
  it.each([
    [{}, false],
    [{ OTEL_SERVICE_NAME: 'ledger' }, false],
    [{ OTEL_TRACES_EXPORTER: 'none' }, false],
    [{ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }, false],
    [{ OTEL_TRACES_EXPORTER: ' ' }, false],
    [{ OTEL_TRACES_EXPORTER: 'otlp' }, true],
    [{ OTEL_TRACES_EXPORTER: 'console,otlp' }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' }, false],
    [{ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'TRUE' }, false],
    [{ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'false' }, true],
  ])('%j: %s', (environment, on) => {
    expect(tracingRequested(environment)).toBe(on);
  });

  it('refuses a misspelt exporter or endpoint at start', () => {
    expect(() => loadConfig({ OTEL_TRACES_EXPORTER: 'otlp,jaeger' })).toThrow(/OTEL_TRACES_EXPORTER/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '127.0.0.1:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => loadConfig({ OTEL_SDK_DISABLED: 'maybe' })).toThrow(/OTEL_SDK_DISABLED/);
    expect(
      loadConfig({ OTEL_TRACES_EXPORTER: 'console, otlp', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }).OTEL_TRACES_EXPORTER,
    ).toEqual(['console', 'otlp']);
  });
});

describe('with no OTEL configuration', () => {
  it('starts no SDK, registers no tracer provider and adds no plugin', async () => {
    expect(await startTracing({})).toBe(false);
    expect(
      await startTracing({ OTEL_SERVICE_NAME: 'ledger', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBe(false);
    expect(tracingActive()).toBe(false);
    expect(operationTracingPlugins(() => 'INTERNAL')).toEqual([]);
    // The API's own proxy, delegating to its no-op provider: nothing records.
    const provider = trace.getTracerProvider();
    expect(provider).toBeInstanceOf(ProxyTracerProvider);
    expect((provider as ProxyTracerProvider).getDelegate().constructor.name).toBe('NoopTracerProvider');
    const span = trace.getTracer('ledger').startSpan('probe');
    expect(span.isRecording()).toBe(false);
    span.end();
  });
});
