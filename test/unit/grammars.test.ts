// The identifier grammars of docs/specification.md §3.1 and the credential screen.
import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_RULES,
  credentialRuleFor,
  excludedBecause,
  GITLEAKS_RULES,
  LEDGER_RULES,
  translateRe2,
} from '../../src/domain/credential-rules.js';
import { GRAMMAR_SOURCES, grammarViolation, matchesGrammar, looksLikeCredential } from '../../src/domain/grammars.js';
import { CREDENTIAL_FORMS, CREDENTIAL_PROSE, EMBEDDINGS, ORDINARY_VALUES, samplesOf } from '../helpers/credential-samples.js';

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
    ['ghp_' + 'A1b2C3d4E5'.repeat(3) + 'a1b2c3', 'github-pat'],
    ['ci_ghp_' + 'A1b2C3d4E5'.repeat(3) + 'a1b2c3', 'github-pat'],
    ['job+xoxb-1234567890-1234567890-AbCdEfGh', 'slack-bot-token'],
    ['run-AKIAIOSFODNN7EXAMPL2', 'aws-access-token'],
    ['ci_AKIAIOSFODNN7EXAMPL2', 'aws-access-token'],
    ['run:sk_live_' + 'a1B2c3D4e5'.repeat(2), 'stripe-access-token'],
    ['eyJhbGciOiJIUzI1NiJ9x.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N', 'jwt'],
    ['deploy/glpat-' + 'a1B2c3D4e5'.repeat(2), 'gitlab-pat'],
    ['npm_' + 'a1b2c3d4e5'.repeat(3) + 'a1b2c3', 'npm-access-token'],
  ])('refuses %s as %s, in any grammar that could hold it', (value, id) => {
    expect(credentialRuleFor(value)?.id).toBe(id);
    expect(grammarViolation('label', value)).toMatch(new RegExp(`looks like a credential \\(${id}`));
  });

  // Refs, labels and capability keys as harnesses and reviewers write them.
  const ORDINARY = [
    'task-sketch',
    'risk-tier',
    'desk-7',
    'desk-1',
    'worker-alpha',
    'ask-human',
    'gpt-5',
    'task-42',
    'tasks.unit',
    'run-2026-11-30T10:00:00Z',
    'agent-run-7f3a9c',
    'ci:github-actions/build@main',
    'github:org/repo@main',
    'claude-4.5+beta',
    'acme-coder-2',
    'runtime-2026.11',
    'harness/v3.2.1',
    'policy:strict-review',
    'lane:canary',
    'code.edit.typescript',
    'review.security.secrets',
    'skill.python.async_io',
    'key_rotation.audit',
    'survey.results',
    'reviewer-ana',
    'reviewer@example.org',
    'pr/1234',
    'artifact:sha256:' + 'ab'.repeat(32),
    'commit:' + '3f786850e387550fdab836ed7e6dc881de23001b',
    'sk-learn-1.5',
    'sk-proj-report',
    'xoxb-notes',
    'ghp-docs',
    'akia-team',
    'token-budget:high-priority',
    'api-gateway-v2',
    'eyeball-check',
    'key.value.store',
    's.lane',
    'desk+ops',
    'ops_eyes',
    'glpat-rotation-runbook',
    'ci_ghp_rotation',
  ];

  // The screen errs toward refusal: another length, another alphabet, groups missing.
  it.each(CREDENTIAL_FORMS.flatMap(({ form, value }) => EMBEDDINGS.map((prefix) => [form, prefix, `${prefix}${value}`] as const)))(
    'refuses %s behind %j in every grammar whose characters it fits',
    (_form, _prefix, value) => {
      expect(credentialRuleFor(value)).not.toBeNull();
      for (const grammar of ['reference', 'label'] as const) {
        if (new RegExp(GRAMMAR_SOURCES[grammar]).test(value)) expect(grammarViolation(grammar, value)).toMatch(/^looks like a credential/);
        else expect(matchesGrammar(grammar, value)).toBe(false);
      }
      expect(new RegExp(GRAMMAR_SOURCES.label).test(value), 'every form fits the label grammar').toBe(true);
    },
  );

  it.each(CREDENTIAL_PROSE)('refuses prose holding a $form', ({ text }) => {
    expect(looksLikeCredential(text)).toBe(true);
  });

  it.each([...ORDINARY, ...ORDINARY_VALUES])('does not mistake the ordinary identifier %s for a credential', (value) => {
    expect(credentialRuleFor(value)).toBeNull();
  });

  it('the keyword pass answers what each rule asked for its own keywords answers', () => {
    // The rule set's definition, without the one-pass test for any keyword in front.
    const byDefinition = (value: string) =>
      CREDENTIAL_RULES.find(
        (rule) =>
          (rule.keywords.length === 0 || rule.keywords.some((keyword) => value.toLowerCase().includes(keyword))) &&
          new RegExp(rule.source, 's').test(value),
      ) ?? null;
    const keywords = [...new Set(CREDENTIAL_RULES.flatMap((rule) => rule.keywords))];
    const values = [
      ...ORDINARY,
      ...ORDINARY_VALUES,
      ...CREDENTIAL_FORMS.flatMap(({ value }) => EMBEDDINGS.map((prefix) => `${prefix}${value}`)),
      ...CREDENTIAL_RULES.flatMap((rule) => samplesOf(rule.source, 5)),
      ...keywords.flatMap((keyword) => [keyword, keyword.toUpperCase(), `run-${keyword}-7`, `x${keyword.slice(0, -1)}`]),
    ];
    expect(values.filter((value) => byDefinition(value) !== null).length).toBeGreaterThan(100);
    for (const value of values) expect(credentialRuleFor(value)?.id ?? null, value).toBe(byDefinition(value)?.id ?? null);
  });

  const SEPARATORS = ['-', '_', '+', '.', '/', ':', '@', ' '];

  it.each(CREDENTIAL_RULES.map((rule) => [rule.id, rule] as const))(
    'every format of the rule set is refused, wherever it sits: %s',
    (_id, rule) => {
      const token =
        samplesOf(rule.source, 300).find((sample) => credentialRuleFor(sample) !== null) ??
        samplesOf(rule.source, 300)
          .map((sample) => `${rule.keywords[0]} ${sample}`)
          .find((sample) => credentialRuleFor(sample) !== null);
      expect(token, `no sample of ${rule.id} is recognised`).toBeDefined();
      for (const separator of SEPARATORS) {
        expect(looksLikeCredential(`run${separator}${token}`), `run${separator}${token}`).toBe(true);
        expect(looksLikeCredential(`prose before ${token}\nand after`)).toBe(true);
      }
    },
  );

  it('takes every rule of the rule set, or says why not', () => {
    const reasons = GITLEAKS_RULES.map((rule) => excludedBecause(rule));
    expect(CREDENTIAL_RULES.length - LEDGER_RULES.length + reasons.filter(Boolean).length).toBe(GITLEAKS_RULES.length);
    expect(CREDENTIAL_RULES.length).toBeGreaterThan(100);
  });

  it.each([
    ['(?i)ab', '[Aa][Bb]'],
    [
      '\\bAKIA[A-Z]{2}\\b',
      '(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))AKIA[A-Z]{2}(?:(?<![0-9A-Za-z])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?![0-9A-Za-z]))',
    ],
    ['x(?i:y)z', 'x(?:[Yy])z'],
    ['a{2,1000}?', 'a{2,}'],
    ['[\\w-]', '[\\-0-9A-Z_a-z]'],
    ['(?P<n>a)|b', '(?:a)|b'],
    ['.\\z', '[^\\n]$'],
  ])('translates the RE2 pattern %s into the common dialect %s', (re2, common) => {
    expect(translateRe2(re2)).toBe(common);
  });
});
