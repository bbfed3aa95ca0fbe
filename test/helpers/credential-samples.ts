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
