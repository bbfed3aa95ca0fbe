// The ledger's canonical JSON (src/domain/canonical.ts) writes what the `canonicalize`
// package, the RFC 8785 implementation its digests were first made with, writes for the
// same value, and refuses what it refuses: every stored digest stays what it was.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { canonicalJson, digestOf, sha256Hex } from '../../src/domain/canonical.js';

const reference = (value: unknown): string | undefined => canonicalize(value);

/** A deterministic pseudo-random source, so a failure names a reproducible value. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const STRINGS = [
  '',
  'a',
  'B',
  'é',
  'é',
  '\u0000',
  '"',
  '\\',
  '\n\t\r\b\f',
  '\u001f',
  '\u007f',
  '\u2028\u2029',
  '😀',
  '\uFF21',
  'ü',
  'key.with.dots',
  '10',
  '1',
  'aa',
];
const NUMBERS = [
  0,
  -0,
  1,
  -1,
  1.5,
  0.1,
  1e21,
  1e-7,
  123456789012345680000,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_VALUE,
  2 ** 53 + 2,
  333333333.3333333,
];

function value(random: () => number, depth: number): unknown {
  const pick = random();
  if (depth > 3 || pick < 0.45) {
    const kind = Math.floor(random() * 5);
    if (kind === 0) return STRINGS[Math.floor(random() * STRINGS.length)];
    if (kind === 1) return NUMBERS[Math.floor(random() * NUMBERS.length)];
    if (kind === 2) return random() < 0.5;
    if (kind === 3) return null;
    return new Date(Math.floor(random() * 4e12));
  }
  if (pick < 0.7) return Array.from({ length: Math.floor(random() * 5) }, () => (random() < 0.1 ? undefined : value(random, depth + 1)));
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 6); i > 0; i--)
    object[STRINGS[Math.floor(random() * STRINGS.length)]! + (random() < 0.3 ? String(i) : '')] =
      random() < 0.1 ? undefined : value(random, depth + 1);
  return object;
}

describe('canonical JSON', () => {
  it('writes what the canonicalize package writes, for 5,000 generated values', () => {
    const random = generator(8785);
    for (let i = 0; i < 5000; i++) {
      const v = value(random, 0);
      expect(canonicalJson(v), JSON.stringify(v)).toBe(reference(v));
    }
  });

  it('writes members in UTF-16 code-unit order, undefined members left out, undefined items as null', () => {
    const v = { '\uFF21': 1, '😀': 2, b: [undefined, Symbol('s'), 1], a: undefined, c: Symbol('s'), é: { toJSON: () => 'x' } };
    expect(canonicalJson(v)).toBe(reference(v));
    expect(canonicalJson(v)).toBe('{"b":[null,null,1],"é":"x","😀":2,"Ａ":1}');
  });

  it('writes a function member and item as the package does', () => {
    const f = () => 1;
    for (const v of [{ a: f, b: 1 }, [f, 1]]) expect(canonicalJson(v)).toBe(reference(v));
  });

  it('refuses what the package refuses, with its messages', () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = { back: cycle };
    const lone = { ['\uD800x']: 1 };
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, { a: -Infinity }, '\uD800', ['a\uDC00'], 'x\uD83D', lone, cycle, [1n]]) {
      let expected: unknown;
      try {
        reference(v);
      } catch (error) {
        expected = error;
      }
      expect(expected).toBeInstanceOf(Error);
      expect(() => canonicalJson(v)).toThrow((expected as Error).message);
    }
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
  });

  it('allows a value repeated beside itself (a cycle is only through its own members)', () => {
    const shared = { x: 1 };
    const v = { a: shared, b: [shared, shared] };
    expect(canonicalJson(v)).toBe(reference(v));
  });

  it('digests as SHA-256 of that text', () => {
    const v = { b: 'é', a: [1, 2] };
    expect(sha256Hex('abc')).toBe(createHash('sha256').update('abc', 'utf8').digest('hex'));
    expect(digestOf(v)).toBe(createHash('sha256').update(reference(v)!, 'utf8').digest('hex'));
  });
});
