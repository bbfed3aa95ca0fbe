// The annotation store (docs/specification.md §9): prose stored once per project
// under the SHA-256 of its text, referenced from the ledger by that digest, and
// redactable without touching the ledger. Redaction and retention both go through
// crl_redact_annotation, which records who removed the text and when before removing it.
import type pg from 'pg';
import { sha256Hex } from '../../domain/canonical.js';
import { inTransaction } from '../../db/transaction.js';
import { credentialRefusal, credentialRuleFor } from '../../domain/grammars.js';
import { ValidationError } from '../../errors.js';
import { holdsNul, NUL_REFUSAL } from '../common/validation.js';

/** Largest annotation, in UTF-8 bytes; longer prose belongs in an artifact referenced by digest. */
export const MAX_ANNOTATION_BYTES = 16_384;

/**
 * The project of prose that belongs to no project: the descriptors of rubrics, which
 * are global (docs/graded-verification.md). Only all-projects tokens reach it
 * through `annotation`; the rubric queries serve its text to every reader.
 */
export const SHARED_PROSE_PROJECT = '00000000-0000-0000-0000-000000000000';

export interface AnnotationRecord {
  projectId: string;
  digest: string;
  byteLength: number;
  storedBy: string;
  storedAt: Date;
  /** Null once redacted. */
  text: string | null;
  redactedBy: string | null;
  redactedAt: Date | null;
}

const PROJECT_SELECT = `
  SELECT a.project_id AS "projectId", a.digest, a.byte_length AS "byteLength", a.stored_by AS "storedBy", a.stored_at AS "storedAt",
         t.text, r.redacted_by AS "redactedBy", r.redacted_at AS "redactedAt"
    FROM annotation a
    LEFT JOIN annotation_text t ON t.project_id = a.project_id AND t.digest = a.digest
    LEFT JOIN annotation_redaction r ON r.project_id = a.project_id AND r.digest = a.digest
   WHERE a.project_id = $1 AND a.digest = $2`;

export function annotationDigest(text: string): string {
  return sha256Hex(text);
}

/**
 * Stores `text` in `projectId` unless that project already holds its digest (then
 * nothing is written and that project's record is returned, replayed). Other
 * projects are never read: the same text in another project neither causes a replay
 * nor is revealed. A redacted digest stays redacted in its project.
 */
export async function storeAnnotation(
  pool: pg.Pool,
  projectId: string,
  text: string,
  storedBy: string,
): Promise<{ annotation: AnnotationRecord; replayed: boolean }> {
  // Prose is screened like identifiers (docs/specification.md §9): a credential is
  // refused before anything is written, whoever calls the store.
  const credential = credentialRuleFor(text);
  if (credential) throw ValidationError.of([{ path: 'text', message: credentialRefusal(credential) }]);
  if (holdsNul(text)) throw ValidationError.of([{ path: 'text', message: NUL_REFUSAL }]);
  const digest = annotationDigest(text);
  return inTransaction(pool, async (client) => {
    const inserted = await client.query(
      `INSERT INTO annotation (project_id, digest, byte_length, stored_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (project_id, digest) DO NOTHING`,
      [projectId, digest, Buffer.byteLength(text, 'utf8'), storedBy],
    );
    if (inserted.rowCount === 1)
      await client.query('INSERT INTO annotation_text (project_id, digest, text) VALUES ($1, $2, $3)', [projectId, digest, text]);
    const stored = await client.query<AnnotationRecord>(PROJECT_SELECT, [projectId, digest]);
    return { annotation: stored.rows[0]!, replayed: inserted.rowCount === 0 };
  });
}

/**
 * The digests among `digests` that project `projectId` has never held (a redacted one
 * is still held: its digest stays). The check a ledger row that cites prose makes.
 */
export async function missingAnnotations(db: pg.Pool | pg.PoolClient, projectId: string, digests: readonly string[]): Promise<string[]> {
  if (digests.length === 0) return [];
  const result = await db.query<{ digest: string }>(
    `SELECT d.digest FROM unnest($1::text[]) AS d(digest)
      WHERE NOT EXISTS (SELECT 1 FROM annotation a WHERE a.project_id = $2 AND a.digest = d.digest)`,
    [[...new Set(digests)], projectId],
  );
  return result.rows.map((row) => row.digest);
}

export async function findAnnotation(db: pg.Pool, projectId: string, digest: string): Promise<AnnotationRecord | null> {
  const result = await db.query<AnnotationRecord>(PROJECT_SELECT, [projectId, digest]);
  return result.rows[0] ?? null;
}

/** Removes the text of `digest` in `projectId`, recording who did it. False when it was already redacted. */
export async function redactAnnotation(db: pg.Pool, projectId: string, digest: string, actorRef: string): Promise<boolean> {
  const result = await db.query<{ redacted: boolean }>(
    'SELECT crl_redact_annotation($1::uuid, $2::crl_digest, $3::crl_reference) AS redacted',
    [projectId, digest, actorRef],
  );
  return result.rows[0]!.redacted;
}

/**
 * Retention: redacts every annotation, of every project, stored more than
 * `olderThanDays` days ago (by the ledger's clock) whose text is still present.
 * Returns how many were redacted.
 */
export async function applyRetention(db: pg.Pool, olderThanDays: number, actorRef: string): Promise<number> {
  const result = await db.query<{ redacted: number }>(
    `SELECT count(*) FILTER (WHERE crl_redact_annotation(a.project_id, a.digest::crl_digest, $2::crl_reference))::int AS redacted
       FROM annotation a JOIN annotation_text t ON t.project_id = a.project_id AND t.digest = a.digest
      WHERE a.stored_at < now() - make_interval(days => $1)`,
    [olderThanDays, actorRef],
  );
  return result.rows[0]!.redacted;
}
