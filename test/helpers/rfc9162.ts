// An independent check of the log's proofs: the verification algorithms of RFC 9162
// (Certificate Transparency v2), sections 2.1.3.2 and 2.1.4.2, transcribed step by
// step from the RFC text. Deliberately shares no code with src/domain/merkle.ts.
import { createHash } from 'node:crypto';

const HASH = (...parts: Buffer[]): Buffer => createHash('sha256').update(Buffer.concat(parts)).digest();
const ONE = Buffer.from([0x01]);
const hex = (value: string): Buffer => Buffer.from(value, 'hex');

/** RFC 9162 section 2.1.3.2: verifying an inclusion proof. */
export function verifyInclusion(
  leafIndex: number,
  treeSize: number,
  leafHashHex: string,
  inclusionPath: string[],
  rootHex: string,
): boolean {
  // 1. If leaf_index is greater than or equal to tree_size, then stop and fail the proof verification.
  if (leafIndex >= treeSize) return false;
  // 2. Set fn to leaf_index and sn to tree_size - 1.
  let fn = BigInt(leafIndex);
  let sn = BigInt(treeSize - 1);
  // 3. Set r to hash.
  let r = hex(leafHashHex);
  // 4. For each value p in the inclusion_path array:
  for (const pHex of inclusionPath) {
    const p = hex(pHex);
    // a. If sn is 0, then stop the iteration and fail the proof verification.
    if (sn === 0n) return false;
    // b. If LSB(fn) is set, or if fn is equal to sn, then:
    if ((fn & 1n) === 1n || fn === sn) {
      // 1. Set r to HASH(0x01 || p || r).
      r = HASH(ONE, p, r);
      // 2. If LSB(fn) is not set, then right-shift both fn and sn equally until either LSB(fn) is set or fn is 0.
      if ((fn & 1n) === 0n) {
        while ((fn & 1n) === 0n && fn !== 0n) {
          fn >>= 1n;
          sn >>= 1n;
        }
      }
    } else {
      // Otherwise: Set r to HASH(0x01 || r || p).
      r = HASH(ONE, r, p);
    }
    // c. Finally, right-shift both fn and sn one time.
    fn >>= 1n;
    sn >>= 1n;
  }
  // 5. Compare sn to 0. Compare r against the root_hash. If sn is equal to 0 and r and the root_hash are equal, then the log has proven the inclusion of hash.
  return sn === 0n && r.equals(hex(rootHex));
}

/** RFC 9162 section 2.1.4.2: verifying consistency between two tree heads (0 < first < second). */
export function verifyConsistency(
  first: number,
  second: number,
  firstHashHex: string,
  secondHashHex: string,
  consistencyPath: string[],
): boolean {
  const path = consistencyPath.map(hex);
  // 1. If consistency_path is an empty array, stop and fail the proof verification.
  if (path.length === 0) return false;
  // 2. If first is an exact power of 2, then prepend first_hash to the consistency_path array.
  if ((first & (first - 1)) === 0) path.unshift(hex(firstHashHex));
  // 3. Set fn to first - 1 and sn to second - 1.
  let fn = BigInt(first - 1);
  let sn = BigInt(second - 1);
  // 4. If LSB(fn) is set, then right-shift both fn and sn equally until LSB(fn) is not set.
  if ((fn & 1n) === 1n) {
    while ((fn & 1n) === 1n) {
      fn >>= 1n;
      sn >>= 1n;
    }
  }
  // 5. Set both fr and sr to the first value in the consistency_path array.
  let fr = path[0]!;
  let sr = path[0]!;
  // 6. For each subsequent value c in the consistency_path array:
  for (const c of path.slice(1)) {
    // a. If sn is 0, then stop the iteration and fail the proof verification.
    if (sn === 0n) return false;
    // b. If LSB(fn) is set, or if fn is equal to sn, then:
    if ((fn & 1n) === 1n || fn === sn) {
      // 1. Set fr to HASH(0x01 || c || fr). Set sr to HASH(0x01 || c || sr).
      fr = HASH(ONE, c, fr);
      sr = HASH(ONE, c, sr);
      // 2. If LSB(fn) is not set, then right-shift both fn and sn equally until either LSB(fn) is set or fn is 0.
      if ((fn & 1n) === 0n) {
        while ((fn & 1n) === 0n && fn !== 0n) {
          fn >>= 1n;
          sn >>= 1n;
        }
      }
    } else {
      // Otherwise: Set sr to HASH(0x01 || sr || c).
      sr = HASH(ONE, sr, c);
    }
    // c. Finally, right-shift both fn and sn one time.
    fn >>= 1n;
    sn >>= 1n;
  }
  // 7. After completing iterating through the consistency_path array as described above, verify that the fr calculated is equal to the first_hash supplied, that the sr calculated is equal to the second_hash supplied, and that sn is 0.
  return fr.equals(hex(firstHashHex)) && sr.equals(hex(secondHashHex)) && sn === 0n;
}

/** RFC 9162 section 2.1.1: the leaf hash of some data, for checking a proof's leaf. */
export function rfcLeafHash(data: string): string {
  return HASH(Buffer.from([0x00]), Buffer.from(data, 'utf8')).toString('hex');
}
