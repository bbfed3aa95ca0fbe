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
 * The projects a caller may read: undefined for every project (an all-projects token,
 * or the operator's command line), else exactly these, none without the reader role.
 * The one statement of read scope; lists and lookups take it in one of two forms, a
 * Prisma filter (`prismaProjects`) or an SQL array (`sqlProjects`).
 *
 * The one scope of every list and count at every depth (Cohort.attempts,
 * Attempt.adjudications, …), not only of the root queries: a mutation's payload and
 * single references from it are visible to the writer, enumerations need the reader
 * role (docs/access.md, "At every depth").
 */
export type ProjectScope = readonly string[] | undefined;

export function readScope(caller: Caller): ProjectScope {
  return hasRole(caller, 'reader') ? touchScope(caller) : [];
}

/**
 * The token's projects alone, for records reached through a result the caller was
 * already allowed to see (for example the cohort of an attempt it just recorded).
 */
export function touchScope(caller: Caller): ProjectScope {
  return caller.allProjects ? undefined : [...caller.projectIds];
}

/** A scope narrowed to the one project a query names (null: not narrowed). */
export function narrowedTo(scope: ProjectScope, projectId: string | null): ProjectScope {
  if (projectId === null) return scope;
  return scope === undefined || scope.includes(projectId) ? [projectId] : [];
}

/** The Prisma filter on `projectId` of a scope: lists leave other projects out, lookups answer as if they did not exist. */
export function prismaProjects(scope: ProjectScope): { in: string[] } | undefined {
  return scope === undefined ? undefined : { in: [...scope] };
}

/** The SQL form of a scope, for `= ANY($n::uuid[])`: null for every project. */
export function sqlProjects(scope: ProjectScope): string[] | null {
  return scope === undefined ? null : [...scope];
}

/** `readScope` as a Prisma filter. */
export const readableProjects = (caller: Caller) => prismaProjects(readScope(caller));

/** `touchScope` as a Prisma filter. */
export const touchableProjects = (caller: Caller) => prismaProjects(touchScope(caller));

export function canRead(caller: Caller, projectId: string): boolean {
  return hasRole(caller, 'reader') && canTouchProject(caller, projectId);
}
