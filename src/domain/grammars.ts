// The closed identifier grammars of CONTRACT.md section 3.1. Each pattern is
// written once here, in a dialect both JavaScript and PostgreSQL regular
// expressions read the same way; the SQL domains in prisma/migrations carry the
// same text, and test/integration/grammars.test.ts proves they agree.

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

/**
 * Values that look like credentials are refused even when they fit a grammar:
 * well-known token prefixes (at the start or after a separator), AWS access key
 * ids, PEM headers and JWT-shaped strings.
 */
export const CREDENTIAL_SOURCE =
  '(^|[/:@.])(sk-|sk_live_|sk_test_|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|glpat-|xox[abprs]-)|AKIA[0-9A-Z]{16}|-----BEGIN|eyJ[A-Za-z0-9_-]{4,}[.][A-Za-z0-9_-]{4,}[.]';

const compiled = Object.fromEntries(
  Object.entries(GRAMMAR_SOURCES).map(([name, source]) => [name, new RegExp(source)]),
) as Record<GrammarName, RegExp>;

export const CREDENTIAL_PATTERN = new RegExp(CREDENTIAL_SOURCE);

export function looksLikeCredential(value: string): boolean {
  return CREDENTIAL_PATTERN.test(value);
}

/** Why a value is refused by a grammar, or null when it is accepted. */
export function grammarViolation(grammar: GrammarName, value: string): string | null {
  if (!compiled[grammar].test(value)) return `does not match the ${grammar} grammar ${GRAMMAR_SOURCES[grammar]}`;
  if (grammar === 'capabilityKey' && value.length > CAPABILITY_KEY_MAX_LENGTH)
    return `is longer than ${CAPABILITY_KEY_MAX_LENGTH} characters`;
  if (grammar !== 'digest' && grammar !== 'uuid' && looksLikeCredential(value))
    return 'looks like a credential; credentials never enter the ledger';
  return null;
}

export function matchesGrammar(grammar: GrammarName, value: string): boolean {
  return grammarViolation(grammar, value) === null;
}
