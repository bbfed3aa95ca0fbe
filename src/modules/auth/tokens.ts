// Bearer tokens: 32 random bytes, shown once, stored only as their SHA-256.
// (A hash suffices because the token has 256 bits of entropy; a slow password
// hash would only add latency to every request.)
import { hash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { TokenRole } from '../../domain/enums.js';
import type { Caller } from './caller.js';
import type { Database } from '../../db/database.js';
import type { VerifiedTokens } from '../../db/verified-tokens.js';
import { TOKEN_PREFIX, TOKEN_SECRET_BYTES } from '../../domain/token-format.js';

export { TOKEN_PREFIX };

export function newTokenSecret(): string {
  return TOKEN_PREFIX + randomBytes(TOKEN_SECRET_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export interface TokenSpec {
  actorRef: string;
  roles: TokenRole[];
  allProjects: boolean;
  projectIds: string[];
  createdBy: string;
  /** How long the token is valid from its creation, in seconds; absent: it does not expire. */
  expiresInSeconds?: number;
  /** With TRUSTED_DOCUMENTS=flagged, the token may only run trusted documents (docs/clients.md). */
  trustedDocumentsOnly?: boolean;
}

export interface IssuedToken {
  id: string;
  token: string;
}

export async function issueToken(db: pg.Pool | pg.PoolClient, spec: TokenSpec): Promise<IssuedToken> {
  const token = newTokenSecret();
  const result = await db.query<{ id: string }>(
    `INSERT INTO api_token (token_hash, actor_ref, roles, all_projects, project_ids, created_by, expires_at, trusted_documents_only)
     VALUES ($1, $2, $3::"TokenRole"[], $4, $5::uuid[], $6, crl_write_stamp() + make_interval(secs => $7::float8), $8) RETURNING id`,
    [
      hashToken(token),
      spec.actorRef,
      spec.roles,
      spec.allProjects,
      spec.projectIds,
      spec.createdBy,
      spec.expiresInSeconds ?? null,
      spec.trustedDocumentsOnly ?? false,
    ],
  );
  return { id: result.rows[0]!.id, token };
}

/**
 * Revokes a token; `verified`, the cache of a serving process (`Database.tokens`), forgets it at
 * once. Every other process hears of it by notice (src/db/verified-tokens.ts).
 */
export async function revokeToken(db: pg.Pool, tokenId: string, revokedBy: string, verified?: VerifiedTokens): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO token_revocation (token_id, revoked_by) SELECT id, $2 FROM api_token WHERE id = $1
     ON CONFLICT (token_id) DO NOTHING`,
    [tokenId, revokedBy],
  );
  verified?.forgetToken(tokenId);
  return result.rowCount === 1;
}

/** The token of an `Authorization: Bearer <token>` header, or null when the header is absent or of another form. */
export function bearerTokenOf(header: string | null): string | null {
  if (!header) return null;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
}

/** The caller a bearer token stands for, or null when it is unknown or revoked; kept a moment in `db.tokens`. */
export async function authenticate(db: Pick<Database, 'pool' | 'tokens'>, token: string): Promise<Caller | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const verified = db.tokens as VerifiedTokens<Caller>;
  const known = verified.get(tokenHash);
  if (known) return known;
  const result = await db.pool.query<{
    id: string;
    actor_ref: string;
    roles: TokenRole[];
    all_projects: boolean;
    project_ids: string[];
    expires_at: Date | null;
    trusted_documents_only: boolean;
  }>(
    `SELECT t.id, t.actor_ref, t.roles::text[] AS roles, t.all_projects, t.project_ids::text[] AS project_ids, t.expires_at,
            t.trusted_documents_only
       FROM api_token t
      WHERE t.token_hash = $1
        AND (t.expires_at IS NULL OR t.expires_at > clock_timestamp())
        AND NOT EXISTS (SELECT 1 FROM token_revocation r WHERE r.token_id = t.id)`,
    [tokenHash],
  );
  const row = result.rows[0];
  if (!row) return null;
  const caller: Caller = {
    tokenId: row.id,
    actorRef: row.actor_ref,
    roles: new Set(row.roles),
    allProjects: row.all_projects,
    projectIds: new Set(row.project_ids),
    trustedDocumentsOnly: row.trusted_documents_only,
    expiresAt: row.expires_at,
  };
  verified.remember(tokenHash, caller, row.expires_at);
  return caller;
}

/** The challenge a 401 answer names (RFC 6750), on every endpoint that takes bearer tokens. */
export const BEARER_CHALLENGE = 'Bearer realm="capability-reliability-ledger"';

/**
 * The caller an Authorization header names, or why there is none (the message of a 401
 * answer): the one rule of /graphql and /v1/traces, each answering in its own form.
 */
export async function callerOfAuthorization(
  db: Pick<Database, 'pool' | 'tokens'>,
  header: string | null,
): Promise<{ caller: Caller; refusal?: never } | { caller?: never; refusal: string }> {
  if (!header) return { refusal: 'authentication required: send Authorization: Bearer <token>' };
  const token = bearerTokenOf(header);
  const caller = token ? await authenticate(db, token) : null;
  return caller ? { caller } : { refusal: 'the bearer token is unknown or revoked' };
}

/** What an operator sees of a token: never its secret, nor its hash. */
export interface TokenListing {
  id: string;
  actorRef: string;
  roles: TokenRole[];
  allProjects: boolean;
  projectIds: string[];
  createdBy: string;
  createdAt: Date;
  expiresAt: Date | null;
  trustedDocumentsOnly: boolean;
  revokedAt: Date | null;
}

/** Every token, oldest first. */
export async function listTokens(db: pg.Pool): Promise<TokenListing[]> {
  const result = await db.query<TokenListing>(
    `SELECT t.id, t.actor_ref AS "actorRef", t.roles::text[] AS roles, t.all_projects AS "allProjects",
            t.project_ids::text[] AS "projectIds", t.created_by AS "createdBy", t.created_at AS "createdAt",
            t.expires_at AS "expiresAt", t.trusted_documents_only AS "trustedDocumentsOnly", r.revoked_at AS "revokedAt"
       FROM api_token t LEFT JOIN token_revocation r ON r.token_id = t.id
      ORDER BY t.created_at, t.id`,
  );
  return result.rows;
}
