// Makes strings that a credential rule's pattern matches, by walking the pattern
// text (the common dialect of src/domain/credential-rules.ts) with a seeded random
// choice at each alternative, class and repetition. Lookarounds are skipped; the
// caller keeps only samples the screen itself recognises as that rule.

type Node =
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; branches: Node[] }
  | { kind: 'chars'; codes: number[] }
  | { kind: 'repeat'; node: Node; min: number; max: number }
  | { kind: 'empty' };

const PRINTABLE = Array.from({ length: 95 }, (_, i) => 32 + i);
const CONTROL: Record<string, number> = { t: 9, n: 10, f: 12, r: 13, v: 11 };

function parse(source: string): Node {
  let pos = 0;
  const escaped = (): number => {
    const letter = source[pos++]!;
    if (letter === 'u') {
      const code = parseInt(source.slice(pos, pos + 4), 16);
      pos += 4;
      return code;
    }
    return CONTROL[letter] ?? letter.charCodeAt(0);
  };
  const parseClass = (): number[] => {
    pos++;
    const negated = source[pos] === '^';
    if (negated) pos++;
    const set = new Set<number>();
    while (source[pos] !== ']') {
      const from = source[pos] === '\\' ? (pos++, escaped()) : source.charCodeAt(pos++);
      if (source[pos] === '-' && source[pos + 1] !== ']') {
        pos++;
        const to = source[pos] === '\\' ? (pos++, escaped()) : source.charCodeAt(pos++);
        for (let code = from; code <= to; code++) set.add(code);
      } else set.add(from);
    }
    pos++;
    if (!negated) return [...set];
    // A negated class is mostly an unescaped dot of the rule set (a host name's dot).
    const plain = [46, 97, 90, 48].filter((code) => !set.has(code));
    return plain.length > 0 ? plain.slice(0, 1) : PRINTABLE.filter((code) => !set.has(code));
  };
  const parseAlt = (): Node => {
    const branches: Node[] = [];
    let items: Node[] = [];
    while (pos < source.length && source[pos] !== ')') {
      const c = source[pos]!;
      let atom: Node;
      if (c === '|') {
        pos++;
        branches.push({ kind: 'seq', items });
        items = [];
        continue;
      } else if (c === '(') {
        pos++;
        let lookaround = false;
        if (source.startsWith('?:', pos)) pos += 2;
        else if (/^\?<?[=!]/.test(source.slice(pos))) {
          lookaround = true;
          pos += source[pos + 1] === '<' ? 3 : 2;
        }
        const inner = parseAlt();
        pos++; // )
        atom = lookaround ? { kind: 'empty' } : inner;
      } else if (c === '[') atom = { kind: 'chars', codes: parseClass() };
      else if (c === '.') {
        pos++;
        atom = { kind: 'chars', codes: [46] };
      } else if (c === '^' || c === '$') {
        pos++;
        atom = { kind: 'empty' };
      } else if (c === '\\') {
        pos++;
        atom = { kind: 'chars', codes: [escaped()] };
      } else {
        pos++;
        atom = { kind: 'chars', codes: [c.charCodeAt(0)] };
      }
      const q = source[pos];
      if (q === '*' || q === '+' || q === '?') {
        pos++;
        atom = { kind: 'repeat', node: atom, min: q === '+' ? 1 : 0, max: q === '?' ? 1 : 8 };
      } else if (q === '{') {
        const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(pos))!;
        pos += match[0].length;
        const min = Number(match[1]);
        const max = match[2] === undefined ? min : match[3] === '' ? min + 8 : Number(match[3]);
        atom = { kind: 'repeat', node: atom, min, max };
      }
      items.push(atom);
    }
    branches.push({ kind: 'seq', items });
    return branches.length === 1 ? branches[0]! : { kind: 'alt', branches };
  };
  return parseAlt();
}

function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(node: Node, random: () => number): string {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  switch (node.kind) {
    case 'seq':
      return node.items.map((item) => generate(item, random)).join('');
    case 'alt':
      return generate(pick(node.branches), random);
    case 'chars':
      return String.fromCharCode(pick(node.codes));
    case 'repeat': {
      const count = node.min + Math.floor(random() * (Math.min(node.max, node.min + 4) - node.min + 1));
      return Array.from({ length: count }, () => generate(node.node, random)).join('');
    }
    case 'empty':
      return '';
  }
}

/** `count` seeded samples of strings shaped by `source`. */
export function samplesOf(source: string, count: number, seed = 20261130): string[] {
  const tree = parse(source);
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => generate(tree, random));
}

// ---------------------------------------------------------------------------
// Hand-written credentials in the forms the screen errs toward refusing (the ledger's
// own rules, src/domain/credential-rules.ts): not in an issuer's exact format, yet a
// credential by prefix, length and alphabet; and ordinary values that must still pass.

const SEED_ALPHABET = 'A1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvWxYz';
/** `length` characters of `alphabet`, fixed (the same on every run). */
const filled = (length: number, alphabet = SEED_ALPHABET) => Array.from({ length }, (_, i) => alphabet[(i * 7) % alphabet.length]).join('');

/** Credential forms fitting the reference and label grammars (at most 100 characters, room for a prefix). */
export const CREDENTIAL_FORMS: readonly { form: string; value: string }[] = [
  { form: "the ledger's bearer token", value: `crl_${filled(43, SEED_ALPHABET + '-_')}` },
  { form: "the ledger's bearer token, cut short", value: `crl_${filled(24)}` },
  { form: 'https URL with user and password', value: 'https://deploy:s3cr3t-Pa55@git.example.com/org/repo' },
  { form: 'postgresql URL with user and password', value: 'postgresql://ledger:Xy7pQ2vR9t@db.internal:5432/ledger' },
  { form: 'redis URL with a password only', value: 'redis://:hunter2hunter2@cache.internal:6379/0' },
  { form: 'rediss URL with user and password', value: 'rediss://default:AbC123xyz@cache.example.com:6380' },
  { form: 'Anthropic API key', value: `sk-ant-api03-${filled(60, SEED_ALPHABET + '_-')}AA` },
  { form: 'Anthropic admin key, another length', value: `sk-ant-admin01-${filled(32)}` },
  { form: 'sk- key of 32 characters', value: `sk-${filled(32)}` },
  { form: 'sk-proj- key', value: `sk-proj-${filled(70, SEED_ALPHABET + '_-')}` },
  { form: 'sk-svcacct- key, letters and digits', value: `sk-svcacct-${filled(40)}` },
  { form: 'sk- key of lowercase hex', value: `sk-${filled(40, '0123456789abcdef')}` },
  { form: 'AKIA key with 0, 1, 8 and 9', value: 'AKIA0189ABCD0189EFGH' },
  { form: 'ASIA key with 0, 1, 8 and 9', value: 'ASIA9XYZ8WVU1TSR0QPO' },
  { form: 'xoxb- without its numeric groups', value: `xoxb-${filled(24)}` },
  { form: 'xoxp- without its numeric groups', value: 'xoxp-AbCdEfGhIjKlMnOpQrSt' },
  { form: 'xoxb- with one numeric group', value: `xoxb-1234567890-${filled(16)}` },
  { form: 'ghp_ token of another length', value: `ghp_${filled(24)}` },
  { form: 'glpat- token of another length', value: `glpat-${filled(26)}` },
  { form: 'sk_live_ key of another length', value: `sk_live_${filled(16)}` },
  { form: 'JWT with short segments', value: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc' },
  { form: 'unsigned JWT (empty third segment)', value: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
];

/** The prefixes a credential is found behind in an identifier; `+` fits labels only. */
export const EMBEDDINGS = ['', 'run-', 'job+', 'ci_', 'deploy/', 'actor:', 'ci.'] as const;

/** Annotation prose holding a credential of the ledger's own rules. */
export const CREDENTIAL_PROSE: readonly { form: string; text: string }[] = [
  {
    form: 'Azure storage connection string',
    text: `The job used DefaultEndpointsProtocol=https;AccountName=ledgerstore;AccountKey=${filled(86, SEED_ALPHABET + '+/')}==;EndpointSuffix=core.windows.net in its log.`,
  },
  {
    form: 'Azure Service Bus connection string',
    text: `Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=root;SharedAccessKey=${filled(44, SEED_ALPHABET + '+/')}=`,
  },
  ...CREDENTIAL_FORMS.map(({ form, value }) => ({ form, text: `Reviewed the run; the harness printed ${value} by mistake.` })),
];

/** Ordinary values of every screened grammar that the screen must keep accepting. */
export const ORDINARY_VALUES = [
  'run-1',
  'sk-learn',
  'sk-learn-pipeline',
  'sk-learn-2024',
  'task-42',
  'task-ant-colony',
  'risk-tier-high',
  'desk-1',
  'https://example.com/path',
  'https://example.com:8443/a/b',
  'git@github.com:org/repo',
  'ssh://git@example.com/org/repo',
  'reviewer@example.org',
  'crl_app',
  'crl_count_attempts',
  'xoxb-notes',
  'glpat-rotation-runbook',
  'ghp_rotation',
  'akia-team',
  'ASIA-PACIFIC-2',
  'monkeyJump.a.b',
  'sk_live_docs',
  'accountkey-rotation',
  'job+retry',
  'ci_build_7',
  'code.edit.typescript',
];
