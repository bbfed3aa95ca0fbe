// The identifier grammars of CONTRACT.md 3.1 and the credential screen.
import { describe, expect, it } from 'vitest';
import { grammarViolation, matchesGrammar, looksLikeCredential } from '../../src/domain/grammars.js';

describe('grammars', () => {
  it.each([
    ['reference', 'task-42', true],
    ['reference', 'org/repo#12', false],
    ['reference', 'github:org/repo@main', true],
    ['reference', '-leading-dash', false],
    ['reference', 'a'.repeat(128), true],
    ['reference', 'a'.repeat(129), false],
    ['reference', 'with space', false],
    ['capabilityKey', 'code.edit.typescript', true],
    ['capabilityKey', 'Code.edit', false],
    ['capabilityKey', 'a.b.c.d.e.f.g.h', true],
    ['capabilityKey', 'a.b.c.d.e.f.g.h.i', false],
    ['capabilityKey', 'a..b', false],
    ['capabilityKey', `a${'b'.repeat(120)}.c${'d'.repeat(10)}`, false],
    ['label', 'claude-4.5+beta', true],
    ['label', 'v1 2', false],
    ['digest', 'a'.repeat(64), true],
    ['digest', 'A'.repeat(64), false],
    ['digest', 'a'.repeat(63), false],
    ['uuid', '6f1c2a9e-8d3b-4c5a-9e7f-0a1b2c3d4e5f', true],
    ['uuid', '6F1C2A9E-8D3B-4C5A-9E7F-0A1B2C3D4E5F', false],
  ] as const)('%s %j -> %s', (grammar, value, accepted) => {
    expect(matchesGrammar(grammar, value)).toBe(accepted);
  });

  it.each([
    'sk-proj-abcdef1234567890',
    'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
    'github_pat_11ABCDEFG',
    'xoxb-1234-5678',
    'AKIAIOSFODNN7EXAMPLE',
    'run:sk-ant-api03-secret',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.signature',
  ])('refuses the credential-looking value %s', (value) => {
    expect(looksLikeCredential(value)).toBe(true);
    expect(grammarViolation('reference', value)).toMatch(/credential|grammar/);
  });

  it('does not mistake ordinary identifiers for credentials', () => {
    for (const value of ['task-sketch', 'risk-tier', 'desk-7', 'worker-alpha', 'ask-human', 'gpt-5']) expect(looksLikeCredential(value)).toBe(false);
  });
});
