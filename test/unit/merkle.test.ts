// The Merkle tree of src/domain/merkle.ts against RFC 9162: every proof of every tree
// up to 40 leaves is checked by the independent verifier of test/helpers/rfc9162.ts,
// and the root is checked against the RFC's own definition of MTH.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  consistencyProof,
  consistencyRanges,
  inclusionPath,
  inclusionRanges,
  leafHash,
  MerkleFrontier,
  rootFromSubtrees,
  rootOf,
  subtreesOf,
  type Subtree,
} from '../../src/domain/merkle.js';
import { CHECKPOINT_TYPE, openEnvelope, signEnvelope } from '../../src/domain/signing.js';
import { rfcLeafHash, verifyConsistency, verifyInclusion } from '../helpers/rfc9162.js';

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
/** MTH exactly as RFC 9162 section 2.1.1 writes it, on the leaf data. */
function mth(data: string[]): string {
  if (data.length === 0) return sha().toString('hex');
  if (data.length === 1) return rfcLeafHash(data[0]!);
  let k = 1;
  while (k * 2 < data.length) k *= 2;
  return sha(Buffer.from([1]), Buffer.from(mth(data.slice(0, k)), 'hex'), Buffer.from(mth(data.slice(k)), 'hex')).toString('hex');
}

const data = Array.from({ length: 40 }, (_, i) => `leaf ${i}`);
const leaves = data.map((item) => leafHash(item));
const hex = (hashes: Buffer[]) => hashes.map((hash) => hash.toString('hex'));

describe('RFC 9162 Merkle tree', () => {
  it('hashes leaves and roots as the RFC defines them, for every size', () => {
    expect(leafHash(data[0]!).toString('hex')).toBe(rfcLeafHash(data[0]!));
    const frontier = new MerkleFrontier();
    expect(rootOf([]).toString('hex')).toBe(mth([]));
    for (let n = 1; n <= data.length; n += 1) {
      frontier.push(leaves[n - 1]!);
      expect(rootOf(leaves.slice(0, n)).toString('hex')).toBe(mth(data.slice(0, n)));
      expect(frontier.root().toString('hex')).toBe(mth(data.slice(0, n)));
    }
  });

  it('gives inclusion proofs the RFC verifier accepts, for every leaf of every size, and none it accepts when altered', () => {
    for (let n = 1; n <= data.length; n += 1) {
      const tree = leaves.slice(0, n);
      const root = rootOf(tree).toString('hex');
      for (let m = 0; m < n; m += 1) {
        const path = hex(inclusionPath(m, tree));
        expect(verifyInclusion(m, n, tree[m]!.toString('hex'), path, root)).toBe(true);
        if (n > 1) {
          expect(verifyInclusion((m + 1) % n, n, tree[m]!.toString('hex'), path, root)).toBe(false);
          const altered = [...path];
          altered[0] = altered[0]!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
          expect(verifyInclusion(m, n, tree[m]!.toString('hex'), altered, root)).toBe(false);
        }
      }
    }
  });

  it('gives consistency proofs the RFC verifier accepts between every pair of sizes, and none between different histories', () => {
    for (let n = 2; n <= data.length; n += 1) {
      const second = rootOf(leaves.slice(0, n)).toString('hex');
      for (let m = 1; m < n; m += 1) {
        const first = rootOf(leaves.slice(0, m)).toString('hex');
        const proof = hex(consistencyProof(m, leaves.slice(0, n)));
        expect(verifyConsistency(m, n, first, second, proof)).toBe(true);
        const rewritten = [...leaves.slice(0, n)];
        rewritten[m - 1] = leafHash('rewritten');
        expect(verifyConsistency(m, n, first, rootOf(rewritten).toString('hex'), hex(consistencyProof(m, rewritten)))).toBe(false);
      }
    }
  });
});

describe('complete subtrees (what the proofs are read from)', () => {
  const hashOfSubtree = (subtree: Subtree) => rootOf(leaves, subtree.index * 2 ** subtree.level, (subtree.index + 1) * 2 ** subtree.level);

  it('split every range a proof holds into aligned complete subtrees that give its MTH', () => {
    let ranges = 0;
    for (let n = 1; n <= data.length; n += 1) {
      const proofRanges = [
        ...Array.from({ length: n }, (_, m) => inclusionRanges(m, 0, n)).flat(),
        ...Array.from({ length: n }, (_, m) => consistencyRanges(m + 1, n)).flat(),
        { start: 0, end: n },
      ];
      for (const range of proofRanges) {
        const parts = subtreesOf(range);
        // aligned to their own size, adjacent, covering the range exactly
        let at = range.start;
        for (const part of parts) {
          expect(part.index * 2 ** part.level).toBe(at);
          at += 2 ** part.level;
        }
        expect(at).toBe(range.end);
        expect(rootFromSubtrees(range, hashOfSubtree).toString('hex')).toBe(rootOf(leaves, range.start, range.end).toString('hex'));
        ranges += 1;
      }
    }
    expect(ranges).toBeGreaterThan(1000);
  });

  it('need O(log n) of them for any proof of a large tree', () => {
    const n = 1_000_003;
    for (const m of [0, 1, 255, 256, 500_000, n - 1]) {
      const parts = inclusionRanges(m, 0, n).flatMap(subtreesOf);
      expect(parts.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(n)));
    }
    const parts = consistencyRanges(777_777, n).flatMap(subtreesOf);
    expect(parts.length).toBeLessThanOrEqual(3 * Math.ceil(Math.log2(n)));
  });

  it('are reported by the frontier exactly once each, as they complete, with their hash', () => {
    const seen = new Map<string, string>();
    const frontier = new MerkleFrontier((subtree, hash) => {
      const key = `${subtree.level}/${subtree.index}`;
      expect(seen.has(key)).toBe(false);
      expect((subtree.index + 1) * 2 ** subtree.level).toBe(frontier.size + 1); // completed by the leaf being pushed
      seen.set(key, hash.toString('hex'));
    });
    for (const leaf of leaves) frontier.push(leaf);
    const expected = new Map<string, string>();
    for (let level = 1; 2 ** level <= leaves.length; level += 1)
      for (let index = 0; (index + 1) * 2 ** level <= leaves.length; index += 1)
        expected.set(`${level}/${index}`, hashOfSubtree({ level, index }).toString('hex'));
    expect(seen).toEqual(expected);
  });
});

describe('DSSE envelopes', () => {
  it('open with the signing key only, and not once the payload or type is altered', () => {
    const key = generateKeyPairSync('ed25519').privateKey;
    const other = generateKeyPairSync('ed25519').privateKey;
    const envelope = signEnvelope(key, CHECKPOINT_TYPE, { treeSize: 3 });
    expect(openEnvelope(envelope, CHECKPOINT_TYPE, [key]).ok).toBe(true);
    expect(openEnvelope(envelope, CHECKPOINT_TYPE, [other])).toMatchObject({ ok: false });
    expect(openEnvelope(envelope, 'application/other', [key])).toMatchObject({ ok: false });
    const altered = { ...envelope, payload: Buffer.from('{"treeSize":4}').toString('base64') };
    expect(openEnvelope(altered, CHECKPOINT_TYPE, [key])).toMatchObject({ ok: false });
  });
});
