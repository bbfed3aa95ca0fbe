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
  return createHash('sha256')
    .update(Buffer.from([0x00]))
    .update(data)
    .digest();
}

export function nodeHash(left: Hash, right: Hash): Hash {
  return createHash('sha256')
    .update(Buffer.from([0x01]))
    .update(left)
    .update(right)
    .digest();
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

/** A range of leaves [start, end): every hash a proof holds is the MTH of one. */
export interface LeafRange {
  start: number;
  end: number;
}

/** The ranges whose MTH make PATH(m, D[start:end]), RFC 9162 section 2.1.3.1, in proof order. */
export function inclusionRanges(m: number, start: number, end: number): LeafRange[] {
  const n = end - start;
  if (m < 0 || m >= n) throw new RangeError(`leaf ${m} is not in a tree of ${n}`);
  if (n === 1) return [];
  const k = split(n);
  return m < k
    ? [...inclusionRanges(m, start, start + k), { start: start + k, end }]
    : [...inclusionRanges(m - k, start + k, end), { start, end: start + k }];
}

/** The ranges whose MTH make PROOF(m, D[n]), RFC 9162 section 2.1.4.1, in proof order. */
export function consistencyRanges(m: number, n: number): LeafRange[] {
  if (m < 1 || m > n) throw new RangeError(`no consistency proof from ${m} to ${n}`);
  const subproof = (m: number, start: number, end: number, complete: boolean): LeafRange[] => {
    const n = end - start;
    if (m === n) return complete ? [] : [{ start, end }];
    const k = split(n);
    return m <= k
      ? [...subproof(m, start, start + k, complete), { start: start + k, end }]
      : [...subproof(m - k, start + k, end, false), { start, end: start + k }];
  };
  return subproof(m, 0, n, true);
}

/** PATH(m, D[start:end]): the audit path of leaf m (relative to start), RFC 9162 section 2.1.3.1. */
export function inclusionPath(m: number, leaves: readonly Hash[], start = 0, end = leaves.length): Hash[] {
  return inclusionRanges(m, start, end).map((range) => rootOf(leaves, range.start, range.end));
}

/** PROOF(m, D[n]): the consistency proof from size m to size n = leaves.length, RFC 9162 section 2.1.4.1. */
export function consistencyProof(m: number, leaves: readonly Hash[]): Hash[] {
  return consistencyRanges(m, leaves.length).map((range) => rootOf(leaves, range.start, range.end));
}

/**
 * A complete subtree: 2^level leaves from index * 2^level. Every range of the tree (and
 * of its proofs) splits into complete subtrees, each aligned to its own size, so their
 * hashes can be kept once and never change.
 */
export interface Subtree {
  level: number;
  index: number;
}

/** The leaves a complete subtree covers. */
export function leavesOfSubtree(subtree: Subtree): LeafRange {
  const size = 2 ** subtree.level;
  return { start: subtree.index * size, end: (subtree.index + 1) * size };
}

/** A complete subtree as one text key, `level/index`. */
export const subtreeKey = (subtree: Subtree) => `${subtree.level}/${subtree.index}`;

/** The complete subtrees whose hashes, joined as RFC 9162 joins them, give MTH of a range of the tree. */
export function subtreesOf(range: LeafRange): Subtree[] {
  const n = range.end - range.start;
  if (n <= 0) throw new RangeError(`the range ${range.start}..${range.end} is empty`);
  if ((n & (n - 1)) === 0 && range.start % n === 0) return [{ level: Math.log2(n), index: range.start / n }];
  const k = split(n);
  return [...subtreesOf({ start: range.start, end: range.start + k }), ...subtreesOf({ start: range.start + k, end: range.end })];
}

/** MTH of a range of the tree from the hashes of its complete subtrees (subtreesOf). */
export function rootFromSubtrees(range: LeafRange, hashOf: (subtree: Subtree) => Hash): Hash {
  const n = range.end - range.start;
  if ((n & (n - 1)) === 0 && range.start % n === 0) return hashOf({ level: Math.log2(n), index: range.start / n });
  const k = split(n);
  return nodeHash(
    rootFromSubtrees({ start: range.start, end: range.start + k }, hashOf),
    rootFromSubtrees({ start: range.start + k, end: range.end }, hashOf),
  );
}

/**
 * The roots of a growing tree without keeping it: the hashes of its complete subtrees
 * (largest first), merged as leaves arrive; the root of the current size folds them
 * from the smallest up, which is MTH for any size.
 */
export class MerkleFrontier {
  private readonly stack: { size: number; hash: Hash }[] = [];
  size = 0;

  /** `completed` hears of every complete subtree of two leaves or more, as it completes. */
  constructor(public completed?: (subtree: Subtree, hash: Hash) => void) {}

  push(leaf: Hash): void {
    let top = { size: 1, hash: leaf };
    while (this.stack.length > 0 && this.stack[this.stack.length - 1]!.size === top.size) {
      const left = this.stack.pop()!;
      top = { size: left.size * 2, hash: nodeHash(left.hash, top.hash) };
      this.completed?.({ level: Math.log2(top.size), index: (this.size + 1 - top.size) / top.size }, top.hash);
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

/** The right shift of a tree position, for sizes beyond 32 bits. */
const half = (n: number) => Math.floor(n / 2);
const odd = (n: number) => n % 2 === 1;

/**
 * Whether `path` proves leaf `index` (hash `leaf`) in the tree of `size` leaves whose
 * root is `root`: the verification of RFC 9162 section 2.1.3.2.
 */
export function inclusionHolds(index: number, size: number, leaf: Hash, path: readonly Hash[], root: Hash): boolean {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      r = nodeHash(p, r);
      if (!odd(fn)) while (!odd(fn) && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else r = nodeHash(r, p);
    [fn, sn] = [half(fn), half(sn)];
  }
  return sn === 0 && r.equals(root);
}

/**
 * Whether `proof` shows the tree of `second` leaves (root `secondRoot`) extends the tree of
 * `first` leaves (root `firstRoot`): the verification of RFC 9162 section 2.1.4.2.
 */
export function consistencyHolds(first: number, second: number, firstRoot: Hash, secondRoot: Hash, proof: readonly Hash[]): boolean {
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second) || first < 1 || first > second) return false;
  if (first === second) return proof.length === 0 && firstRoot.equals(secondRoot);
  // A first tree of a power of two leaves is a complete subtree of the second: its root starts the path.
  const path = Number.isInteger(Math.log2(first)) ? [firstRoot, ...proof] : [...proof];
  if (path.length === 0) return false;
  let fn = first - 1;
  let sn = second - 1;
  while (odd(fn)) [fn, sn] = [half(fn), half(sn)];
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (!odd(fn)) while (!odd(fn) && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else sr = nodeHash(sr, c);
    [fn, sn] = [half(fn), half(sn)];
  }
  return fr.equals(firstRoot) && sr.equals(secondRoot) && sn === 0;
}
