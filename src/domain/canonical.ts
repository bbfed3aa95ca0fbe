// Canonical JSON (RFC 8785, JSON Canonicalization Scheme) and SHA-256: the only
// way the ledger turns structured content into a digest, so that the same logical
// content always hashes the same on every machine.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value cannot be canonicalised as JSON');
  return text;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
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
