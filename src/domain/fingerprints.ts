// Fingerprints of docs/specification.md §3.2. A cohort is identified by the hash of
// its components; raw scope paths are hashed here and never stored.
import { compareUtf16CodeUnits, digestOf } from './canonical.js';

export interface Scope {
  rootRef: string;
  paths: readonly string[];
  resources: readonly string[];
}

export interface Runtime {
  provider: string;
  model: string;
  runtimeVersion: string;
}

export interface Policy {
  harnessVersion: string;
  policyVersion: string;
}

/**
 * Trim, collapse repeated slashes, drop a trailing slash (but keep a lone "/"),
 * repeated until nothing changes so that normalising twice equals normalising once.
 */
export function normaliseScopeEntry(entry: string): string {
  let current = entry;
  for (;;) {
    const collapsed = current.trim().replace(/\/{2,}/g, '/');
    const next = collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
    if (next === current) return next;
    current = next;
  }
}

function normaliseList(entries: readonly string[]): string[] {
  const normalised = new Set(entries.map(normaliseScopeEntry).filter((entry) => entry.length > 0));
  return [...normalised].sort(compareUtf16CodeUnits);
}

export function normaliseScope(scope: Scope): Scope {
  return {
    rootRef: scope.rootRef.trim(),
    paths: normaliseList(scope.paths),
    resources: normaliseList(scope.resources),
  };
}

export function scopeFingerprint(scope: Scope): string {
  return digestOf(normaliseScope(scope));
}

export function runtimeFingerprint(runtime: Runtime): string {
  return digestOf({ provider: runtime.provider, model: runtime.model, runtimeVersion: runtime.runtimeVersion });
}

export function policyFingerprint(policy: Policy): string {
  return digestOf({ harnessVersion: policy.harnessVersion, policyVersion: policy.policyVersion });
}

export interface CohortComponents {
  projectId: string;
  capabilityKey: string;
  scopeFingerprint: string;
  runtimeFingerprint: string;
  policyFingerprint: string;
}

export function cohortFingerprint(components: CohortComponents): string {
  return digestOf({
    projectId: components.projectId,
    capabilityKey: components.capabilityKey,
    scopeFingerprint: components.scopeFingerprint,
    runtimeFingerprint: components.runtimeFingerprint,
    policyFingerprint: components.policyFingerprint,
  });
}

export type CohortComponentName = 'scope' | 'runtime' | 'policy';

/** Which material components differ between two cohorts of one project and capability. */
export function differingComponents(
  a: Pick<CohortComponents, 'scopeFingerprint' | 'runtimeFingerprint' | 'policyFingerprint'>,
  b: Pick<CohortComponents, 'scopeFingerprint' | 'runtimeFingerprint' | 'policyFingerprint'>,
): CohortComponentName[] {
  const changed: CohortComponentName[] = [];
  if (a.scopeFingerprint !== b.scopeFingerprint) changed.push('scope');
  if (a.runtimeFingerprint !== b.runtimeFingerprint) changed.push('runtime');
  if (a.policyFingerprint !== b.policyFingerprint) changed.push('policy');
  return changed;
}
