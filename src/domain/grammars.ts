// The closed identifier grammars of docs/specification.md §3.1. Each pattern is
// written once here, in a dialect both JavaScript and PostgreSQL regular
// expressions read the same way; the SQL domains in prisma/migrations carry the
// same text (domainCheckSql), the screened ones calling the credential screen's one SQL
// function, and test/integration/grammars.test.ts proves they agree.
import { credentialRuleFor, type CredentialRule } from './credential-rules.js';

export const GRAMMAR_SOURCES = {
  /** outcome id, task, work package, agent run, worker, verifier, reviewer, artifact, PR, actor */
  reference: '^[A-Za-z0-9][A-Za-z0-9._:@/-]{0,127}$',
  /** dot-separated lowercase segments, at most 8, at most 128 characters in all */
  capabilityKey: '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*){0,7}$',
  /** provider, model, versions, lane, property, workflow, phase, check key */
  label: '^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$',
  /** SHA-256, lowercase hex */
  digest: '^[0-9a-f]{64}$',
  uuid: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;

export type GrammarName = keyof typeof GRAMMAR_SOURCES;

export const CAPABILITY_KEY_MAX_LENGTH = 128;
export const UNCLASSIFIED_CAPABILITY = 'unclassified';

const compiled = Object.fromEntries(Object.entries(GRAMMAR_SOURCES).map(([name, source]) => [name, new RegExp(source)])) as Record<
  GrammarName,
  RegExp
>;

/** Grammars whose values are screened for credentials (digests and UUIDs cannot hold one). */
export const SCREENED_GRAMMARS = ['reference', 'capabilityKey', 'label'] as const satisfies readonly GrammarName[];
const screened = new Set<GrammarName>(SCREENED_GRAMMARS);

/**
 * Values that look like credentials are refused even when they fit a grammar: the
 * format rules of gitleaks' default rule set (src/domain/credential-rules.ts),
 * wherever the token sits in the value, after `-`, `_`, `+`, `.`, `/`, `:` or `@` too.
 */
export { credentialRuleFor };

export function looksLikeCredential(value: string): boolean {
  return credentialRuleFor(value) !== null;
}

export function credentialRefusal(rule: CredentialRule): string {
  return `looks like a credential (${rule.id}: ${rule.description}); credentials never enter the ledger`;
}

/**
 * The SQL function that holds the credential screen (credentialScreenSql of its argument),
 * written once (scripts/print-credential-migration.ts).
 */
export const CREDENTIAL_SCREEN_FUNCTION = 'crl_holds_credential';

/**
 * What the CHECK of every screened domain calls: a PL/pgSQL function whose one expression
 * is the screen, inlined, prepared once per transaction (an inlined screen in the CHECK
 * was prepared again for every value a statement could cast, each time it ran).
 */
export const CREDENTIAL_CHECK_FUNCTION = 'crl_value_holds_credential';

/** The CHECK expression of a grammar's SQL domain; the migrations carry exactly this text. */
export function domainCheckSql(grammar: GrammarName): string {
  const parts = [`VALUE ~ '${GRAMMAR_SOURCES[grammar]}'`];
  if (grammar === 'capabilityKey') parts.push(`length(VALUE) <= ${CAPABILITY_KEY_MAX_LENGTH}`);
  if (screened.has(grammar)) parts.push(`NOT ${CREDENTIAL_CHECK_FUNCTION}(VALUE)`);
  return parts.join('\n  AND ');
}

/** Why a value is refused by a grammar, or null when it is accepted. */
export function grammarViolation(grammar: GrammarName, value: string): string | null {
  if (!compiled[grammar].test(value)) return `does not match the ${grammar} grammar ${GRAMMAR_SOURCES[grammar]}`;
  if (grammar === 'capabilityKey' && value.length > CAPABILITY_KEY_MAX_LENGTH)
    return `is longer than ${CAPABILITY_KEY_MAX_LENGTH} characters`;
  if (screened.has(grammar)) {
    const rule = credentialRuleFor(value);
    if (rule) return credentialRefusal(rule);
  }
  return null;
}

export function matchesGrammar(grammar: GrammarName, value: string): boolean {
  return grammarViolation(grammar, value) === null;
}
