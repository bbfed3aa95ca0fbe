// The authenticated caller of a request and the checks every resolver makes.
// Roles (docs/specification.md §10): reader (queries), recorder (record attempts),
// adjudicator (adjudications, reviews, drift resolution), admin (tokens,
// designations, redaction). A token sees and writes only its projects.
import { ForbiddenError } from '../../errors.js';
import type { TokenRole } from '../../domain/enums.js';

export interface Caller {
  tokenId: string;
  actorRef: string;
  roles: ReadonlySet<TokenRole>;
  allProjects: boolean;
  projectIds: ReadonlySet<string>;
  /** With TRUSTED_DOCUMENTS=flagged, this caller may only run trusted documents (docs/clients.md). */
  trustedDocumentsOnly?: boolean;
  /** When the token stops authenticating (null: never); a subscription of this caller ends then. */
  expiresAt?: Date | null;
}

export function hasRole(caller: Caller, role: TokenRole): boolean {
  return caller.roles.has(role);
}

export function requireRole(caller: Caller, role: TokenRole): void {
  if (!hasRole(caller, role)) throw new ForbiddenError(`this operation needs the ${role} role`);
}

export function canTouchProject(caller: Caller, projectId: string): boolean {
  return caller.allProjects || caller.projectIds.has(projectId);
}

/** For writes: a project outside the token's scope is refused, and named as such. */
export function requireProject(caller: Caller, projectId: string): void {
  if (!canTouchProject(caller, projectId)) throw new ForbiddenError(`this token may not touch project ${projectId}`);
}

/**
 * For reads: a Prisma filter on `projectId` that keeps only the caller's projects,
 * so lists leave other projects out and lookups answer as if they did not exist.
 * A caller without the reader role sees nothing.
 *
 * The one filter of every list and count at every depth (Cohort.attempts,
 * Attempt.adjudications, …), not only of the root queries: a mutation's payload and
 * single references from it are visible to the writer, enumerations need the reader
 * role (docs/access.md, "At every depth").
 */
export function readableProjects(caller: Caller): { in: string[] } | undefined {
  return hasRole(caller, 'reader') ? touchableProjects(caller) : { in: [] };
}

/**
 * The project filter alone, for records reached through a result the caller was
 * already allowed to see (for example the cohort of an attempt it just recorded).
 */
export function touchableProjects(caller: Caller): { in: string[] } | undefined {
  return caller.allProjects ? undefined : { in: [...caller.projectIds] };
}

export function canRead(caller: Caller, projectId: string): boolean {
  return hasRole(caller, 'reader') && canTouchProject(caller, projectId);
}
