// The identity of an adjudication (docs/specification.md §4, §5): its content digest
// covers everything about it except what the database assigns (seq, clock), and the
// idempotency key of a drift record is derived from the digest that was refused.
import { digestOf } from './canonical.js';

/** Content digest of an adjudication: everything about it except its database-assigned seq and clock. */
export function adjudicationContentDigest(content: {
  attemptId: string;
  kind: string;
  idempotencyKey: string;
  actorRef: string;
  verificationMode: string | null;
  verificationResult: string | null;
  verifierRef: string | null;
  verifierModel: string | null;
  evidenceDigests: string[];
  reasonDigest: string | null;
}): string {
  return digestOf(content);
}

/** The idempotency key of the drift record a refused submission appends (the database derives the same). */
export function driftIdempotencyKey(submittedDigest: string): string {
  return `drift:${submittedDigest}`;
}
