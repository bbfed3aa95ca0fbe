// Ingesting decoded OTLP spans (docs/specification.md §15). Each evidence span is decided
// on its own and whole: written, replayed, or refused with a reason and nothing of it
// written. Outcomes go through recordAttempts' own path (src/modules/attempts/record.ts);
// verdicts through appendAdjudication's (src/modules/adjudications/store.ts), one
// transaction per span, taking the verifier, its kind and its model from the token and
// the registry, never from the event.
import type { Database } from '../db/database.js';
import { LedgerError, ValidationError } from '../errors.js';
import { canTouchProject, hasRole, type Caller } from '../modules/auth/caller.js';
import { adjudicationSchema } from '../modules/adjudications/inputs.js';
import { appendAdjudicationWithin } from '../modules/adjudications/store.js';
import { MAX_BATCH_OUTCOMES } from '../modules/attempts/inputs.js';
import { recordForCaller } from '../modules/attempts/record.js';
import { issuesOf } from '../modules/common/validation.js';
import { findVerifier } from '../modules/verifiers/store.js';
import { inTransaction } from '../db/transaction.js';
import {
  attributeOf,
  attributeOfField,
  EVALUATION_EVENT,
  outcomeIdOf,
  outcomeInputOf,
  roleOf,
  stringOf,
  Unmappable,
  verdictOf,
  type SpanRole,
} from './mapping.js';
import type { WireSpan } from './wire.js';

/**
 * Evidence items one request may carry: each invoke_agent span and each evaluation event
 * is one, bounded like a recordAttempts batch. Other spans cost only their bytes.
 */
export const MAX_EVIDENCE_ITEMS = MAX_BATCH_OUTCOMES;

export interface SpanRefusal {
  traceId: string | null;
  spanId: string | null;
  reason: string;
}

export interface IngestResult {
  /** Spans written or replayed, by what they became. */
  accepted: { attempts: number; evaluations: number };
  refused: SpanRefusal[];
}

/** The number of evidence items of a request (see MAX_EVIDENCE_ITEMS). */
export function evidenceItemsOf(spans: readonly WireSpan[]): number {
  let items = 0;
  for (const span of spans) {
    const role = roleOf(span);
    if (role === 'attempt') items += 1;
    else if (role === 'evaluation') items += span.events.filter((event) => event.name === EVALUATION_EVENT).length;
  }
  return items;
}

/** A refusal's words for the client: a typed ledger error's message (with its issues named as attributes), never internals. */
function reasonOf(error: unknown): string | null {
  if (error instanceof Unmappable) return error.message;
  if (error instanceof ValidationError) return error.issues.map((issue) => `${attributeOfField(issue.path)}: ${issue.message}`).join('; ');
  if (error instanceof LedgerError) return error.message;
  return null;
}

/** Writes the evidence of `spans` for `caller`; answers what was refused and why. */
export async function ingestSpans(db: Database, caller: Caller, spans: readonly WireSpan[]): Promise<IngestResult> {
  const refused: SpanRefusal[] = [];
  const refuse = (span: WireSpan, reason: string) => refused.push({ traceId: span.traceId, spanId: span.spanId, reason });
  const byRole = new Map<SpanRole, WireSpan[]>();
  for (const span of spans) byRole.set(roleOf(span), [...(byRole.get(roleOf(span)) ?? []), span]);

  for (const span of byRole.get('unmapped') ?? [])
    refuse(span, `the span carries crl.* attributes but is neither an invoke_agent span nor an evaluation (${EVALUATION_EVENT} events)`);

  // Outcomes first, so that verdicts later in the same request find them.
  const attemptSpans = byRole.get('attempt') ?? [];
  let attempts = 0;
  if (attemptSpans.length > 0) {
    if (!hasRole(caller, 'recorder'))
      for (const span of attemptSpans) refuse(span, 'recording an invoke_agent span needs the recorder role');
    else {
      const mapped: { span: WireSpan; input: Record<string, unknown> }[] = [];
      for (const span of attemptSpans) {
        try {
          mapped.push({ span, input: outcomeInputOf(span) });
        } catch (error) {
          refuse(span, reasonOf(error) ?? 'the span cannot be mapped');
        }
      }
      const answers = await recordForCaller(
        { caller, db },
        mapped.map((item) => item.input),
        () => '',
      );
      answers.forEach((answer, index) => {
        if (answer instanceof Error) refuse(mapped[index]!.span, reasonOf(answer)!);
        else attempts += 1;
      });
    }
  }

  let evaluations = 0;
  for (const span of byRole.get('evaluation') ?? []) {
    try {
      await recordEvaluations(db, caller, span);
      evaluations += 1;
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === null) throw error;
      refuse(span, reason);
    }
  }
  return { accepted: { attempts, evaluations }, refused };
}

/**
 * The gen_ai.evaluation.result events of one span, as VERIFICATION_RECORDED adjudications
 * on every attempt of its parent span's outcome, all or none. The verdict is the token's:
 * its actor must be a verifier registered in the project, whose registered kind and model
 * the verification takes; whatever the event says of its evaluator is not read.
 */
async function recordEvaluations(db: Database, caller: Caller, span: WireSpan): Promise<void> {
  if (!span.traceId || !span.spanId) throw new Unmappable('the span has no valid traceId and spanId');
  if (!span.parentSpanId)
    throw new Unmappable(
      `a span of ${EVALUATION_EVENT} events must be a child of the invoke_agent span it evaluates (it has no parentSpanId)`,
    );
  const projectId = stringOf(attributeOf(span, 'crl.project.id'));
  if (projectId === undefined) throw new Unmappable('missing required attribute crl.project.id');
  if (!hasRole(caller, 'adjudicator')) throw new Unmappable(`recording ${EVALUATION_EVENT} events needs the adjudicator role`);
  if (!canTouchProject(caller, projectId)) throw new Unmappable(`this token may not touch project ${projectId}`);
  const verifier = await findVerifier(db.pool, projectId, caller.actorRef);
  if (!verifier)
    throw new Unmappable(
      `${EVALUATION_EVENT} events are recorded only with a registered verifier's own token: ` +
        `${caller.actorRef} is not a verifier registered in project ${projectId}`,
    );
  const outcomeId = outcomeIdOf(span.traceId, span.parentSpanId);
  const { rows: targets } = await db.pool.query<{ capability_key: string }>(
    'SELECT capability_key FROM attempt WHERE project_id = $1 AND outcome_id = $2 ORDER BY capability_key',
    [projectId, outcomeId],
  );
  if (targets.length === 0)
    throw new Unmappable(`no attempt of the parent span ${span.parentSpanId} (outcome ${outcomeId}) is recorded in project ${projectId}`);

  const inputs = span.events.flatMap((event, eventIndex) => {
    if (event.name !== EVALUATION_EVENT) return [];
    const result = verdictOf(event);
    if (result === null)
      throw new Unmappable(
        `event ${eventIndex}: say PASSED or FAILED in crl.verification.result, or gen_ai.evaluation.score.label pass or fail`,
      );
    return targets.map((target) => {
      const parsed = adjudicationSchema.safeParse({
        projectId,
        outcomeId,
        capabilityKey: target.capability_key,
        idempotencyKey: `otlp:${span.traceId}:${span.spanId}:${eventIndex}`,
        kind: 'VERIFICATION_RECORDED',
        // The verifier is the token's actor (appendAdjudication fills it in); kind and model are its registration's.
        verification: { mode: verifier.kind, result, verifierRef: null, verifierModel: verifier.model },
      });
      if (!parsed.success) throw ValidationError.of(issuesOf(parsed.error, ''));
      return parsed.data;
    });
  });
  await inTransaction(db.pool, async (client) => {
    for (const input of inputs) await appendAdjudicationWithin(client, caller, input);
  });
}
