// The mapping of OTLP spans onto the ledger's evidence (docs/specification.md §15), stated
// once here and in the specification's table (a test proves the two agree):
//   - a span with gen_ai.operation.name = invoke_agent is one outcome, given as the same
//     input recordAttempts takes: GenAI semantic-convention attributes where they exist,
//     crl.* attributes for the rest; its outcome id is the span's identity;
//   - a span carrying gen_ai.evaluation.result events is a verifier's verdicts on its parent
//     span's outcome (src/otlp/ingest.ts);
//   - any other span with a crl.* attribute is refused; every other span is not evidence.
// Nothing here validates a value: the outcome goes through the one validation of
// recordAttempts (src/modules/attempts/record.ts), whose field paths are named back here as
// the attributes they came from.
import type { AnyValue, SpanEvent, WireSpan } from './wire.js';

export const OPERATION_NAME = 'gen_ai.operation.name';
export const INVOKE_AGENT = 'invoke_agent';
export const EVALUATION_EVENT = 'gen_ai.evaluation.result';
/** The prefix of the ledger's own attributes, for what the GenAI conventions do not name. */
export const LEDGER_PREFIX = 'crl.';

type ValueKind = 'string' | 'int' | 'bool' | 'string[]';

const KIND_WORDS: Record<ValueKind, string> = {
  string: 'a string',
  int: 'an integer',
  bool: 'a boolean',
  'string[]': 'an array of strings',
};

export interface AttributeMapping {
  /** The attribute read (on the span, else on its resource). */
  attribute: string;
  /** The field of RecordAttemptInput it fills, as a dotted path. */
  field: string;
  kind: ValueKind;
  /** Absent: the span is refused. Otherwise the value used when the attribute is absent. */
  absent: 'required' | { value: unknown; doc: string };
}

const optional = (value: unknown, doc = value === null ? 'none' : JSON.stringify(value)) => ({ value, doc });

/**
 * Attribute → outcome field, in the order of the specification's table. The span itself
 * gives outcomeId, startedAt and finishedAt (OUTCOME_FROM_SPAN below).
 */
export const ATTRIBUTE_MAPPING: readonly AttributeMapping[] = [
  { attribute: 'crl.project.id', field: 'projectId', kind: 'string', absent: 'required' },
  { attribute: 'crl.task.ref', field: 'taskRef', kind: 'string', absent: 'required' },
  { attribute: 'crl.work_package.ref', field: 'workPackageRef', kind: 'string', absent: optional(null) },
  { attribute: 'crl.agent_run.ref', field: 'agentRunRef', kind: 'string', absent: { value: 'trace', doc: '`otlp:` + trace id' } },
  { attribute: 'gen_ai.agent.id', field: 'workerRef', kind: 'string', absent: 'required' },
  { attribute: 'crl.outcome.code', field: 'outcomeCode', kind: 'string', absent: 'required' },
  { attribute: 'crl.stop_reason.code', field: 'stopReasonCode', kind: 'string', absent: 'required' },
  { attribute: 'crl.attempt.number', field: 'attemptNumber', kind: 'int', absent: 'required' },
  { attribute: 'crl.capabilities', field: 'capabilities', kind: 'string[]', absent: optional([]) },
  { attribute: 'crl.scope.root_ref', field: 'scope.rootRef', kind: 'string', absent: 'required' },
  { attribute: 'crl.scope.paths', field: 'scope.paths', kind: 'string[]', absent: optional([]) },
  { attribute: 'crl.scope.resources', field: 'scope.resources', kind: 'string[]', absent: optional([]) },
  { attribute: 'gen_ai.provider.name', field: 'runtime.provider', kind: 'string', absent: 'required' },
  { attribute: 'gen_ai.request.model', field: 'runtime.model', kind: 'string', absent: 'required' },
  { attribute: 'crl.runtime.version', field: 'runtime.runtimeVersion', kind: 'string', absent: 'required' },
  { attribute: 'crl.harness.version', field: 'policy.harnessVersion', kind: 'string', absent: 'required' },
  { attribute: 'crl.policy.version', field: 'policy.policyVersion', kind: 'string', absent: 'required' },
  { attribute: 'crl.verification.mode', field: 'verification.mode', kind: 'string', absent: optional('NONE') },
  { attribute: 'crl.verification.result', field: 'verification.result', kind: 'string', absent: optional('NOT_RUN') },
  { attribute: 'crl.verification.verifier_ref', field: 'verification.verifierRef', kind: 'string', absent: optional(null) },
  { attribute: 'crl.verification.verifier_model', field: 'verification.verifierModel', kind: 'string', absent: optional(null) },
  { attribute: 'crl.acceptance_criteria.total', field: 'acceptanceCriteria.total', kind: 'int', absent: optional(0) },
  { attribute: 'crl.acceptance_criteria.met', field: 'acceptanceCriteria.met', kind: 'int', absent: optional(0) },
  { attribute: 'crl.validation_commands.total', field: 'validationCommands.total', kind: 'int', absent: optional(0) },
  { attribute: 'crl.validation_commands.passed', field: 'validationCommands.passed', kind: 'int', absent: optional(0) },
  { attribute: 'crl.validation_commands.failed', field: 'validationCommands.failed', kind: 'int', absent: optional(0) },
  { attribute: 'crl.human_override', field: 'humanOverride', kind: 'bool', absent: optional(false) },
  { attribute: 'crl.human_rejected', field: 'humanRejected', kind: 'bool', absent: optional(false) },
  { attribute: 'crl.rolled_back', field: 'rolledBack', kind: 'bool', absent: optional(false) },
  { attribute: 'crl.severity', field: 'severity', kind: 'string', absent: optional('NORMAL') },
  { attribute: 'crl.evidence', field: 'evidence', kind: 'string[]', absent: optional([]) },
  // Token usage: the GenAI conventions' own attributes of an invoke_agent span. Absent is
  // unknown (null), never zero; a report counts the attempt's tokens as unknown then.
  { attribute: 'gen_ai.usage.input_tokens', field: 'effort.inputTokens', kind: 'int', absent: optional(null) },
  { attribute: 'gen_ai.usage.output_tokens', field: 'effort.outputTokens', kind: 'int', absent: optional(null) },
];

/** What the span itself gives (no attribute): field → where it comes from. */
export const OUTCOME_FROM_SPAN: Readonly<Record<string, string>> = {
  outcomeId: 'traceId, spanId',
  startedAt: 'startTimeUnixNano',
  finishedAt: 'endTimeUnixNano',
};

/** The outcome id of a span: its identity, so a re-exported span replays (docs/specification.md §15). */
export function outcomeIdOf(traceId: string, spanId: string): string {
  return `otlp:${traceId}:${spanId}`;
}

/** An attribute of the span, else of its resource. */
export function attributeOf(span: WireSpan, name: string): AnyValue | undefined {
  return span.attributes.get(name) ?? span.resourceAttributes.get(name);
}

export function stringOf(value: AnyValue | undefined): string | undefined {
  return value?.type === 'string' ? value.value : undefined;
}

export type SpanRole = 'attempt' | 'evaluation' | 'unmapped' | 'ignored';

/** What a span is to the ledger. */
export function roleOf(span: WireSpan): SpanRole {
  if (stringOf(span.attributes.get(OPERATION_NAME)) === INVOKE_AGENT) return 'attempt';
  if (span.events.some((event) => event.name === EVALUATION_EVENT)) return 'evaluation';
  if ([...span.attributes.keys()].some((name) => name.startsWith(LEDGER_PREFIX))) return 'unmapped';
  return 'ignored';
}

export class Unmappable extends Error {}

/** A value of the attribute's kind; a value of another kind refuses the span. */
function valueOf(mapping: AttributeMapping, value: AnyValue): unknown {
  const wrongKind = () => new Unmappable(`${mapping.attribute} must be ${KIND_WORDS[mapping.kind]}`);
  switch (mapping.kind) {
    case 'string':
      if (value.type !== 'string') throw wrongKind();
      return value.value;
    case 'bool':
      if (value.type !== 'bool') throw wrongKind();
      return value.value;
    case 'int':
      if (value.type !== 'int') throw wrongKind();
      // Exact within ±(2^53 − 1); beyond, Number keeps the sign and is past 2^53 − 1 in
      // magnitude, which every integer field's bound (at most 2^53 − 1) refuses.
      return Number(value.value);
    case 'string[]':
      if (value.type !== 'array' || value.values.some((item) => item.type !== 'string')) throw wrongKind();
      return value.values.map((item) => (item as { value: string }).value);
  }
}

/** A nested input object under construction: fields are set by dotted path. */
interface InputTree {
  [field: string]: unknown;
}

function setPath(target: InputTree, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as InputTree;
  node[parts.at(-1)!] = value;
}

/** Nanoseconds since the epoch as an instant, truncated to the millisecond the ledger stores. */
export function instantOf(unixNano: bigint): Date {
  return new Date(Number(unixNano / 1_000_000n));
}

/**
 * The RecordAttemptInput of an invoke_agent span, before validation. Throws Unmappable for
 * what no validation could name: a missing identity, a required attribute absent, a value
 * of the wrong kind. Evidence is given as `KIND:digest` strings.
 */
export function outcomeInputOf(span: WireSpan): Record<string, unknown> {
  if (!span.traceId || !span.spanId) throw new Unmappable('the span has no valid traceId and spanId, its identity in the ledger');
  if (span.events.some((event) => event.name === EVALUATION_EVENT))
    throw new Unmappable(
      `an ${INVOKE_AGENT} span cannot carry its own ${EVALUATION_EVENT}: a verifier sends its verdict in a span of its own, ` +
        "a child of the agent's span, with its own token",
    );
  const input: InputTree = {
    outcomeId: outcomeIdOf(span.traceId, span.spanId),
    startedAt: instantOf(span.startTimeUnixNano),
    finishedAt: instantOf(span.endTimeUnixNano),
  };
  const missing: string[] = [];
  for (const mapping of ATTRIBUTE_MAPPING) {
    const value = attributeOf(span, mapping.attribute);
    if (value === undefined) {
      if (mapping.absent === 'required') missing.push(mapping.attribute);
      else setPath(input, mapping.field, mapping.absent.value === 'trace' ? `otlp:${span.traceId}` : mapping.absent.value);
      continue;
    }
    setPath(input, mapping.field, valueOf(mapping, value));
  }
  if (missing.length > 0) throw new Unmappable(`missing required attribute${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  input.evidence = (input.evidence as string[]).map((item) => {
    const colon = item.indexOf(':');
    return colon < 0 ? { kind: item, digest: '' } : { kind: item.slice(0, colon), digest: item.slice(colon + 1) };
  });
  return input;
}

/** The attribute (or span field) a validation issue's path names, for the refusal's reason. */
export function attributeOfField(path: string): string {
  const exact = ATTRIBUTE_MAPPING.find((mapping) => mapping.field === path);
  if (exact) return exact.attribute;
  const within = ATTRIBUTE_MAPPING.find((mapping) => path.startsWith(`${mapping.field}.`));
  if (within) return `${within.attribute}[${path.slice(within.field.length + 1).split('.')[0]}]`;
  if (OUTCOME_FROM_SPAN[path]) return OUTCOME_FROM_SPAN[path];
  // An object-level rule (validationCommands: passed + failed exceeds total) names its object.
  const prefix = ATTRIBUTE_MAPPING.filter((mapping) => mapping.field.startsWith(`${path}.`)).map((mapping) => mapping.attribute);
  return prefix.length > 0 ? prefix.join(' / ') : path;
}

/** What a gen_ai.evaluation.result event says: PASSED or FAILED, or null when it does not say. */
export function verdictOf(event: SpanEvent): 'PASSED' | 'FAILED' | 'NOT_RUN' | null {
  const explicit = stringOf(event.attributes.get('crl.verification.result'));
  if (explicit !== undefined) return explicit === 'PASSED' || explicit === 'FAILED' || explicit === 'NOT_RUN' ? explicit : null;
  const label = stringOf(event.attributes.get('gen_ai.evaluation.score.label'))?.toLowerCase();
  if (label === 'pass' || label === 'passed') return 'PASSED';
  if (label === 'fail' || label === 'failed') return 'FAILED';
  return null;
}
