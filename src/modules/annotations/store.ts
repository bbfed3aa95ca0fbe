// The annotation store (CONTRACT.md 9): prose stored once under the SHA-256 of its
// text, referenced from the ledger by that digest, and redactable without touching
// the ledger. Redaction and retention both go through crl_redact_annotation, which
// records who removed the text and when before removing it.
import type pg from 'pg';
import { sha256Hex } from '../../domain/canonical.js';
import { inTransaction } from '../../db/transaction.js';
import { credentialRefusal, credentialRuleFor } from '../../domain/grammars.js';
import { ValidationError } from '../../errors.js';

/** Largest annotation, in UTF-8 bytes; longer prose belongs in an artifact referenced by digest. */
export const MAX_ANNOTATION_BYTES = 16_384;

export interface AnnotationRecord {
  digest: string;
  byteLength: number;
  storedBy: string;
  storedAt: Date;
  /** Null once redacted. */
  text: string | null;
  redactedBy: string | null;
  redactedAt: Date | null;
}

const ANNOTATION_SELECT = `
  SELECT a.digest, a.byte_length AS "byteLength", a.stored_by AS "storedBy", a.stored_at AS "storedAt",
         t.text, r.redacted_by AS "redactedBy", r.redacted_at AS "redactedAt"
    FROM annotation a
    LEFT JOIN annotation_text t ON t.digest = a.digest
    LEFT JOIN annotation_redaction r ON r.digest = a.digest`;

export function annotationDigest(text: string): string {
  return sha256Hex(text);
}

/**
 * Stores `text` unless its digest is already stored (then nothing is written and
 * the stored record is returned, replayed). A redacted digest stays redacted: the
 * same text sent again is not brought back.
 */
export async function storeAnnotation(
  pool: pg.Pool,
  text: string,
  storedBy: string,
): Promise<{ annotation: AnnotationRecord; replayed: boolean }> {
  // Prose is screened like identifiers (docs/specification.md §9): a credential is
  // refused before anything is written, whoever calls the store.
  const credential = credentialRuleFor(text);
  if (credential) throw ValidationError.of([{ path: 'text', message: credentialRefusal(credential) }]);
  const digest = annotationDigest(text);
  return inTransaction(pool, async (client) => {
    const inserted = await client.query(
      `INSERT INTO annotation (digest, byte_length, stored_by) VALUES ($1, $2, $3) ON CONFLICT (digest) DO NOTHING`,
      [digest, Buffer.byteLength(text, 'utf8'), storedBy],
    );
    if (inserted.rowCount === 1) await client.query('INSERT INTO annotation_text (digest, text) VALUES ($1, $2)', [digest, text]);
    const stored = await client.query<AnnotationRecord>(`${ANNOTATION_SELECT} WHERE a.digest = $1`, [digest]);
    return { annotation: stored.rows[0]!, replayed: inserted.rowCount === 0 };
  });
}

export async function findAnnotation(db: pg.Pool, digest: string): Promise<AnnotationRecord | null> {
  const result = await db.query<AnnotationRecord>(`${ANNOTATION_SELECT} WHERE a.digest = $1`, [digest]);
  return result.rows[0] ?? null;
}

/** Removes the text of `digest`, recording who did it. False when it was already redacted. */
export async function redactAnnotation(db: pg.Pool, digest: string, actorRef: string): Promise<boolean> {
  const result = await db.query<{ redacted: boolean }>('SELECT crl_redact_annotation($1, $2) AS redacted', [digest, actorRef]);
  return result.rows[0]!.redacted;
}

/**
 * Retention: redacts every annotation stored more than `olderThanDays` days ago (by
 * the ledger's clock) whose text is still present. Returns how many were redacted.
 */
export async function applyRetention(db: pg.Pool, olderThanDays: number, actorRef: string): Promise<number> {
  const result = await db.query<{ redacted: number }>(
    `SELECT count(*) FILTER (WHERE crl_redact_annotation(a.digest, $2))::int AS redacted
       FROM annotation a JOIN annotation_text t ON t.digest = a.digest
      WHERE a.stored_at < now() - make_interval(days => $1)`,
    [olderThanDays, actorRef],
  );
  return result.rows[0]!.redacted;
}
