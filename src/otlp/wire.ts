// The OTLP/HTTP trace wire format (https://opentelemetry.io/docs/specs/otlp/#otlphttp):
// an ExportTraceServiceRequest as binary protobuf (`application/x-protobuf`) or as its
// JSON mapping (`application/json`, trace and span ids in hex), decoded into one plain
// model, and the answers (ExportTraceServiceResponse, google.rpc.Status) encoded in the
// request's own format. The protocol definitions are the upstream ones, vendored in
// src/otlp/proto (its README names the version); protobufjs reads them.
import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';

export type OtlpEncoding = 'protobuf' | 'json';

export const CONTENT_TYPES: Record<OtlpEncoding, string> = { protobuf: 'application/x-protobuf', json: 'application/json' };

/** One attribute value (OTLP AnyValue); ints stay exact as bigint. */
export type AnyValue =
  | { type: 'string'; value: string }
  | { type: 'bool'; value: boolean }
  | { type: 'int'; value: bigint }
  | { type: 'double'; value: number }
  | { type: 'array'; values: AnyValue[] }
  | { type: 'other' };

export type Attributes = ReadonlyMap<string, AnyValue>;

export interface SpanEvent {
  name: string;
  attributes: Attributes;
}

export interface WireSpan {
  /** 32 lowercase hex digits, or null when the span's trace id is missing or malformed. */
  traceId: string | null;
  /** 16 lowercase hex digits, or null when missing or malformed. */
  spanId: string | null;
  /** 16 lowercase hex digits; null for a root span. */
  parentSpanId: string | null;
  name: string;
  startTimeUnixNano: bigint;
  endTimeUnixNano: bigint;
  attributes: Attributes;
  /** The attributes of the span's resource (read where the span has none of that name). */
  resourceAttributes: Attributes;
  events: SpanEvent[];
}

/** A body that is not an ExportTraceServiceRequest at all: the whole request is refused (400). */
export class MalformedRequest extends Error {}

// Where the vendored .proto files are, from src/otlp or dist/otlp alike.
const PROTO_DIR = fileURLToPath(new URL('../../src/otlp/proto/', import.meta.url));

const root = new protobuf.Root();
root.resolvePath = (_origin, target) => PROTO_DIR + target;
root.loadSync('opentelemetry/proto/collector/trace/v1/trace_service.proto');
const ExportRequest = root.lookupType('opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest');
const ExportResponse = root.lookupType('opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse');
// google.rpc.Status, the body of an OTLP/HTTP failure; `details` (field 3) is never sent.
const Status = new protobuf.Type('Status').add(new protobuf.Field('code', 1, 'int32')).add(new protobuf.Field('message', 2, 'string'));
new protobuf.Root().define('google.rpc').add(Status);

/** Decodes a request body; throws MalformedRequest when it is not an ExportTraceServiceRequest. */
export function decodeRequest(body: Uint8Array, encoding: OtlpEncoding): WireSpan[] {
  let plain: unknown;
  try {
    if (encoding === 'protobuf')
      plain = ExportRequest.toObject(ExportRequest.decode(body), { longs: String, bytes: String, enums: Number, defaults: false });
    else plain = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new MalformedRequest(`the body is not an ExportTraceServiceRequest in ${CONTENT_TYPES[encoding]}`);
  }
  return spansOf(plain, encoding === 'protobuf' ? 'base64' : 'hex');
}

type Plain = Record<string, unknown>;

function objectAt(value: unknown, where: string): Plain {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new MalformedRequest(`${where} must be an object`);
  return value as Plain;
}

function listAt(value: unknown, where: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new MalformedRequest(`${where} must be a list`);
  return value;
}

/** An int64 of either form (a decimal string, or a JSON number); 0 when absent. */
function int64Of(value: unknown, where: string): bigint {
  if (value === undefined || value === null) return 0n;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d{1,20}$/.test(value)) return BigInt(value);
  throw new MalformedRequest(`${where} must be an integer`);
}

/** A trace or span id as lowercase hex, or null when absent, malformed or all zeros (invalid in OTLP). */
function idOf(value: unknown, bytes: number, encoding: 'base64' | 'hex'): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const hex = encoding === 'hex' ? value.toLowerCase() : Buffer.from(value, 'base64').toString('hex');
  if (!new RegExp(`^[0-9a-f]{${bytes * 2}}$`).test(hex) || /^0+$/.test(hex)) return null;
  return hex;
}

function anyValueOf(value: unknown, where: string): AnyValue {
  const plain = objectAt(value, where);
  if (typeof plain.stringValue === 'string') return { type: 'string', value: plain.stringValue };
  if (typeof plain.boolValue === 'boolean') return { type: 'bool', value: plain.boolValue };
  // A JSON number past 2^53 has already lost its last digits to JSON.parse; as an attribute
  // it is still an integer of that magnitude (its span is decided by the mapping, not the
  // whole request refused), and no field takes an integer that large.
  if (typeof plain.intValue === 'number' && Number.isInteger(plain.intValue)) return { type: 'int', value: BigInt(plain.intValue) };
  if (plain.intValue !== undefined && plain.intValue !== null) return { type: 'int', value: int64Of(plain.intValue, `${where}.intValue`) };
  if (typeof plain.doubleValue === 'number') return { type: 'double', value: plain.doubleValue };
  if (plain.arrayValue !== undefined && plain.arrayValue !== null) {
    const values = listAt(objectAt(plain.arrayValue, `${where}.arrayValue`).values, `${where}.arrayValue.values`);
    return { type: 'array', values: values.map((item, index) => anyValueOf(item, `${where}.arrayValue.values[${index}]`)) };
  }
  return { type: 'other' };
}

function attributesOf(value: unknown, where: string): Attributes {
  const attributes = new Map<string, AnyValue>();
  listAt(value, where).forEach((item, index) => {
    const pair = objectAt(item, `${where}[${index}]`);
    if (typeof pair.key !== 'string') throw new MalformedRequest(`${where}[${index}].key must be a string`);
    // A repeated key is not valid OTLP; the first one counts, as most SDKs keep it.
    if (!attributes.has(pair.key)) attributes.set(pair.key, anyValueOf(pair.value, `${where}[${index}].value`));
  });
  return attributes;
}

function spansOf(plain: unknown, idEncoding: 'base64' | 'hex'): WireSpan[] {
  const spans: WireSpan[] = [];
  listAt(objectAt(plain, 'the request').resourceSpans, 'resourceSpans').forEach((resourceItem, r) => {
    const resourceSpans = objectAt(resourceItem, `resourceSpans[${r}]`);
    const resourceAttributes = attributesOf(
      objectAt(resourceSpans.resource, `resourceSpans[${r}].resource`).attributes,
      `resourceSpans[${r}].resource.attributes`,
    );
    listAt(resourceSpans.scopeSpans, `resourceSpans[${r}].scopeSpans`).forEach((scopeItem, s) => {
      const scopeSpans = objectAt(scopeItem, `resourceSpans[${r}].scopeSpans[${s}]`);
      listAt(scopeSpans.spans, `resourceSpans[${r}].scopeSpans[${s}].spans`).forEach((spanItem, i) => {
        const where = `resourceSpans[${r}].scopeSpans[${s}].spans[${i}]`;
        const span = objectAt(spanItem, where);
        spans.push({
          traceId: idOf(span.traceId, 16, idEncoding),
          spanId: idOf(span.spanId, 8, idEncoding),
          parentSpanId: idOf(span.parentSpanId, 8, idEncoding),
          name: typeof span.name === 'string' ? span.name : '',
          startTimeUnixNano: int64Of(span.startTimeUnixNano, `${where}.startTimeUnixNano`),
          endTimeUnixNano: int64Of(span.endTimeUnixNano, `${where}.endTimeUnixNano`),
          attributes: attributesOf(span.attributes, `${where}.attributes`),
          resourceAttributes,
          events: listAt(span.events, `${where}.events`).map((eventItem, e) => {
            const event = objectAt(eventItem, `${where}.events[${e}]`);
            return {
              name: typeof event.name === 'string' ? event.name : '',
              attributes: attributesOf(event.attributes, `${where}.events[${e}].attributes`),
            };
          }),
        });
      });
    });
  });
  return spans;
}

/** The answer to an export: `partialSuccess` only when spans were rejected (OTLP leaves it unset otherwise). */
export function encodeResponse(encoding: OtlpEncoding, rejectedSpans: number, errorMessage: string): Uint8Array {
  const partialSuccess = rejectedSpans > 0 ? { rejectedSpans: String(rejectedSpans), errorMessage } : undefined;
  if (encoding === 'json') return new TextEncoder().encode(JSON.stringify(partialSuccess ? { partialSuccess } : {}));
  return ExportResponse.encode(ExportResponse.fromObject(partialSuccess ? { partialSuccess } : {})).finish();
}

/** The body of a refused request: a google.rpc.Status (`code`: its gRPC status code), in the request's format. */
export function encodeStatus(encoding: OtlpEncoding, code: number, message: string): Uint8Array {
  if (encoding === 'json') return new TextEncoder().encode(JSON.stringify({ code, message }));
  return Status.encode(Status.fromObject({ code, message })).finish();
}
