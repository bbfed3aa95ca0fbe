// The Merkle tree of the transparency log (docs/tamper-evidence.md), hashed exactly as
// RFC 9162 (Certificate Transparency v2, section 2.1) says, so any verifier written
// from the RFC checks our proofs:
//   leaf hash  SHA-256(0x00 || leaf data)
//   node hash  SHA-256(0x01 || left || right)
//   MTH({})    SHA-256 of the empty string
//   MTH(D[n])  MTH(D[0:k]) and MTH(D[k:n]) joined, k the largest power of two < n.
// Pure: leaf hashes in, hashes and proofs out.
import { createHash } from 'node:crypto';

export type Hash = Buffer;

export function leafHash(data: Uint8Array | string): Hash {
  return createHash('sha256').update(Buffer.from([0x00])).update(data).digest();
}

export function nodeHash(left: Hash, right: Hash): Hash {
  return createHash('sha256').update(Buffer.from([0x01])).update(left).update(right).digest();
}

/** The largest power of two smaller than n (n >= 2). */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** MTH(D[start:end]) of the leaf hashes. */
export function rootOf(leaves: readonly Hash[], start = 0, end = leaves.length): Hash {
  const n = end - start;
  if (n === 0) return createHash('sha256').digest();
  if (n === 1) return leaves[start]!;
  const k = split(n);
  return nodeHash(rootOf(leaves, start, start + k), rootOf(leaves, start + k, end));
}

/** PATH(m, D[start:end]): the audit path of leaf m (relative to start), RFC 9162 section 2.1.3.1. */
export function inclusionPath(m: number, leaves: readonly Hash[], start = 0, end = leaves.length): Hash[] {
  const n = end - start;
  if (m < 0 || m >= n) throw new RangeError(`leaf ${m} is not in a tree of ${n}`);
  if (n === 1) return [];
  const k = split(n);
  return m < k
    ? [...inclusionPath(m, leaves, start, start + k), rootOf(leaves, start + k, end)]
    : [...inclusionPath(m - k, leaves, start + k, end), rootOf(leaves, start, start + k)];
}

/** PROOF(m, D[n]): the consistency proof from size m to size n = leaves.length, RFC 9162 section 2.1.4.1. */
export function consistencyProof(m: number, leaves: readonly Hash[]): Hash[] {
  const n = leaves.length;
  if (m < 1 || m > n) throw new RangeError(`no consistency proof from ${m} to ${n}`);
  const subproof = (m: number, start: number, end: number, complete: boolean): Hash[] => {
    const n = end - start;
    if (m === n) return complete ? [] : [rootOf(leaves, start, end)];
    const k = split(n);
    return m <= k
      ? [...subproof(m, start, start + k, complete), rootOf(leaves, start + k, end)]
      : [...subproof(m - k, start + k, end, false), rootOf(leaves, start, start + k)];
  };
  return subproof(m, 0, n, true);
}

/**
 * The roots of a growing tree without keeping it: the hashes of its complete subtrees
 * (largest first), merged as leaves arrive; the root of the current size folds them
 * from the smallest up, which is MTH for any size.
 */
export class MerkleFrontier {
  private readonly stack: { size: number; hash: Hash }[] = [];
  size = 0;

  push(leaf: Hash): void {
    let top = { size: 1, hash: leaf };
    while (this.stack.length > 0 && this.stack[this.stack.length - 1]!.size === top.size) {
      const left = this.stack.pop()!;
      top = { size: left.size * 2, hash: nodeHash(left.hash, top.hash) };
    }
    this.stack.push(top);
    this.size += 1;
  }

  root(): Hash {
    if (this.stack.length === 0) return rootOf([]);
    let hash = this.stack[this.stack.length - 1]!.hash;
    for (let i = this.stack.length - 2; i >= 0; i -= 1) hash = nodeHash(this.stack[i]!.hash, hash);
    return hash;
  }
}
