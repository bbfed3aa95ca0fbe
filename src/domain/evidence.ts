// The evidence digest every report carries (docs/specification.md §6): it names
// exactly which stored rows contributed, by their content digests, so a consumer
// that keeps it can later prove what evidence a decision saw. One definition for
// the reliability report, its series and the agreement rates.
import { compareUtf16CodeUnits, digestOf, sha256Hex } from './canonical.js';
import { BASELINE_RULES_VERSION } from './rules.js';

const HEX_DIGEST = /^[0-9a-f]{64}$/;

/**
 * Under the baseline rules: SHA-256 of the RFC 8785 JSON array of the distinct content
 * digests, in code-point order (the form every report had before rule versions). Under a
 * later version v: SHA-256 of the RFC 8785 JSON object {"contentDigests": that array,
 * "rulesVersion": v}, so the digest also names the rules the report was computed under.
 */
export function evidenceDigestOf(contentDigests: Iterable<string>, rulesVersion: number = BASELINE_RULES_VERSION): string {
  const sorted = [...new Set(contentDigests)].sort(compareUtf16CodeUnits);
  if (rulesVersion !== BASELINE_RULES_VERSION) return digestOf({ contentDigests: sorted, rulesVersion });
  // Stored digests are lowercase hex (CHECK-enforced), which JSON never escapes, so
  // joining them is their canonical form; it spares the canonicaliser thousands of strings.
  if (sorted.every((digest) => HEX_DIGEST.test(digest))) return sha256Hex(`[${sorted.map((digest) => `"${digest}"`).join(',')}]`);
  return digestOf(sorted);
}
