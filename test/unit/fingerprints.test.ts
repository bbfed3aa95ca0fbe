// Fingerprints (docs/specification.md §3.2). The known-answer vectors were computed outside
// the code under test: `printf '%s' '<canonical JSON>' | sha256sum`.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/domain/canonical.js';
import {
  cohortFingerprint,
  differingComponents,
  normaliseScope,
  policyFingerprint,
  runtimeFingerprint,
  scopeFingerprint,
} from '../../src/domain/fingerprints.js';
import { assertProperty } from '../helpers/property.js';

const SCOPE = { rootRef: 'repo-main', paths: ['src/app', 'src/lib'], resources: ['db:main'] };
const SCOPE_FP = '5caa781eaec81bb6ab958d22d1d4f240c3ed5d5fb35d7c53e950ace43c58a3fe';
const RUNTIME = { provider: 'acme', model: 'acme-coder-2', runtimeVersion: '2026.11' };
const RUNTIME_FP = '255c277eec70bfbb92e427fcd07c819aebc1c589b7a27f282f8480c2f6cf590f';
const POLICY = { harnessVersion: 'harness-1.4', policyVersion: 'policy-7' };
const POLICY_FP = '1f9f976cc513946917f10d65f64673e2ff1166bbf26b8b9a9ddc693ec67169f1';
const PROJECT = '6f1c2a9e-8d3b-4c5a-9e7f-0a1b2c3d4e5f';
const COHORT_FP = '61e756058fd8ac32c9ab9eb6c90cfc914c843c2e323fc31422500dacbcb01f14';

describe('known-answer vectors', () => {
  it('scope, runtime and policy fingerprints', () => {
    expect(scopeFingerprint(SCOPE)).toBe(SCOPE_FP);
    expect(runtimeFingerprint(RUNTIME)).toBe(RUNTIME_FP);
    expect(policyFingerprint(POLICY)).toBe(POLICY_FP);
  });

  it('cohort fingerprint over its components', () => {
    expect(
      cohortFingerprint({
        projectId: PROJECT,
        capabilityKey: 'code.edit.typescript',
        scopeFingerprint: SCOPE_FP,
        runtimeFingerprint: RUNTIME_FP,
        policyFingerprint: POLICY_FP,
      }),
    ).toBe(COHORT_FP);
  });

  it('canonical JSON sorts keys and keeps no whitespace (RFC 8785)', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: 1.5, y: 'é' } })).toBe('{"a":[true,null,"x"],"b":1,"c":{"y":"é","z":1.5}}');
  });
});

describe('scope normalisation', () => {
  it('gives the same fingerprint for the same logical scope written differently', () => {
    const messy = {
      rootRef: '  repo-main ',
      paths: ['src/lib/', ' src//app', 'src/app/', 'src/lib'],
      resources: ['db:main', 'db:main '],
    };
    expect(normaliseScope(messy)).toEqual(SCOPE);
    expect(scopeFingerprint(messy)).toBe(SCOPE_FP);
  });

  it('keeps a lone root path and drops empty entries', () => {
    expect(normaliseScope({ rootRef: 'r', paths: ['/', '//', ' ', ''], resources: [] }).paths).toEqual(['/']);
  });

  it('is order-insensitive and idempotent for any scope (property)', () => {
    const entry = fc.stringMatching(/^[a-z/ ]{0,12}$/);
    assertProperty(
      fc.property(fc.array(entry, { maxLength: 8 }), fc.array(entry, { maxLength: 4 }), (paths, resources) => {
        const scope = { rootRef: 'r', paths, resources };
        const shuffled = { rootRef: 'r', paths: [...paths].reverse(), resources: [...resources].reverse() };
        expect(scopeFingerprint(shuffled)).toBe(scopeFingerprint(scope));
        expect(normaliseScope(normaliseScope(scope))).toEqual(normaliseScope(scope));
      }),
    );
  });

  it('changes when any material part changes', () => {
    const base = scopeFingerprint(SCOPE);
    expect(scopeFingerprint({ ...SCOPE, rootRef: 'repo-other' })).not.toBe(base);
    expect(scopeFingerprint({ ...SCOPE, paths: ['src/app'] })).not.toBe(base);
    expect(scopeFingerprint({ ...SCOPE, resources: [] })).not.toBe(base);
    expect(runtimeFingerprint({ ...RUNTIME, model: 'acme-coder-3' })).not.toBe(RUNTIME_FP);
    expect(policyFingerprint({ ...POLICY, policyVersion: 'policy-8' })).not.toBe(POLICY_FP);
  });
});

describe('differingComponents', () => {
  it('names exactly the components that differ', () => {
    const a = { scopeFingerprint: 's1', runtimeFingerprint: 'r1', policyFingerprint: 'p1' };
    expect(differingComponents(a, a)).toEqual([]);
    expect(differingComponents(a, { ...a, runtimeFingerprint: 'r2' })).toEqual(['runtime']);
    expect(differingComponents(a, { scopeFingerprint: 's2', runtimeFingerprint: 'r1', policyFingerprint: 'p2' })).toEqual([
      'scope',
      'policy',
    ]);
  });
});
