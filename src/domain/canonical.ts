// Canonical JSON (RFC 8785, JSON Canonicalization Scheme) and SHA-256: the only
// way the ledger turns structured content into a digest, so that the same logical
// content always hashes the same on every machine.
import { hash } from 'node:crypto';

/** A UTF-16 surrogate code unit: only a string holding one can hold a lone one. */
const SURROGATE = /[\uD800-\uDFFF]/;

function hasLoneSurrogate(value: string): boolean {
  if (!SURROGATE.test(value)) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = i + 1 < value.length ? value.charCodeAt(i + 1) : 0;
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/**
 * RFC 8785 of `value`, as the `canonicalize` package (the reference the ledger's
 * digests were first made with, and test/unit/canonical.test.ts compares against)
 * writes it: members sorted by UTF-16 code units, numbers and strings as ECMAScript's
 * JSON.stringify writes them, `toJSON` honoured, members that are undefined or symbols
 * left out and such array items written as null; NaN, infinities, lone surrogates and
 * cycles refused. One pass with the open objects on a stack (no set per call, no
 * intermediate arrays): what a write spends on its six digests.
 */
function write(value: unknown, open: object[]): string | undefined {
  switch (typeof value) {
    case 'string':
      if (hasLoneSurrogate(value)) throw new Error('Lone surrogate is not allowed');
      return JSON.stringify(value);
    case 'number':
      if (Number.isNaN(value)) throw new Error('NaN is not allowed');
      if (!Number.isFinite(value)) throw new Error('Infinity is not allowed');
      return JSON.stringify(value);
    case 'object':
      break;
    default:
      return JSON.stringify(value);
  }
  if (value === null) return 'null';
  if (open.includes(value)) throw new Error('Circular reference detected');
  const object = value as Record<string, unknown> & { toJSON?: unknown };
  if (typeof object.toJSON === 'function') {
    open.push(object);
    const result = write((object.toJSON as () => unknown).call(object), open);
    open.pop();
    return result;
  }
  open.push(object);
  let result: string;
  if (Array.isArray(object)) {
    result = '[';
    for (let i = 0; i < object.length; i++) {
      const item: unknown = object[i];
      if (i > 0) result += ',';
      // A function item writes nothing (the package joins its items: an undefined one is empty).
      result += write(item === undefined || typeof item === 'symbol' ? null : item, open) ?? '';
    }
    result += ']';
  } else {
    result = '{';
    let first = true;
    for (const key of Object.keys(object).sort()) {
      const member = object[key];
      if (member === undefined || typeof member === 'symbol') continue;
      if (hasLoneSurrogate(key)) throw new Error('Lone surrogate is not allowed');
      result += `${first ? '' : ','}${JSON.stringify(key)}:${write(member, open)}`;
      first = false;
    }
    result += '}';
  }
  open.pop();
  return result;
}

export function canonicalJson(value: unknown): string {
  const text = write(value, []);
  if (text === undefined) throw new TypeError('value cannot be canonicalised as JSON');
  return text;
}

export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** SHA-256 of the RFC 8785 canonical form of `value`. */
export function digestOf(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/**
 * UTF-16 code-unit order (ECMAScript's `<`, what §14 "Orders" specifies), independent of
 * locale, for every sort that feeds a digest. It is not code-point order: U+1F600 (code
 * units D83D DE00) sorts before U+FF21.
 */
export function compareUtf16CodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
