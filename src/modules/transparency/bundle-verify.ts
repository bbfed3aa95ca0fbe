// The offline verifier of evidence bundles (docs/specification.md §14, "Verifying a
// bundle"): no database, no server, nothing but the bundle, the ledger's public key and
// the checkpoints the consumer kept. A consumer imports verifyBundle; `npm run verify --
// --bundle` is the same check. The steps run in order and the first failure is named.
import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import {
  BundleRowsError,
  bundleFoldOf,
  EVIDENCE_BUNDLE_VERSIONS,
  evidenceBundlePayloadSchemas,
  type EvidenceBundleStatement,
  type EvidenceBundleVersion,
  type LeafData,
} from '../../domain/bundle.js';
import { canonicalJson } from '../../domain/canonical.js';
import { BASELINE_RULES_VERSION, rulesOfVersion } from '../../domain/rules.js';
import { consistencyHolds, inclusionHolds, leafHash } from '../../domain/merkle.js';
import { EVIDENCE_BUNDLE_TYPE, LOG_ORIGIN, openEnvelope, type DsseEnvelope } from '../../domain/signing.js';
import { checkCheckpoint, keptCheckpointShortfall, witnessesOfCheckpoint, type KeptCheckpoint } from './checkpoints.js';
import type { NoteVerifier } from '../../domain/note.js';
import type { CheckpointRecord } from './store.js';

export interface BundleVerifyOptions {
  /**
   * Checkpoints the consumer kept (readCheckpointFile): the bundle's checkpoint must be consistent
   * with each; with a witness policy, each must be cosigned too (by the lines saved with it).
   */
  kept?: readonly (CheckpointRecord | KeptCheckpoint)[];
  /** The instant validUntil is checked against (default: now). */
  now?: Date;
  /**
   * A witness policy: at least `required` of these witnesses' keys (cosigner vkeys) must have
   * cosigned the bundle's checkpoint (its `cosignatures`) and every kept checkpoint, or the bundle is refused.
   */
  witnesses?: { keys: readonly NoteVerifier[]; required: number };
}

export type BundleVerifyResult =
  | {
      ok: true;
      statement: EvidenceBundleStatement;
      rows: number;
      attempts: number;
      treeSize: number;
      keptChecked: number;
      witnessed: string[];
    }
  | { ok: false; reason: string };

const hex = (text: string) => Buffer.from(text, 'hex');

/** Where a payload's bytes first leave their canonical form. */
function canonicalDifference(bytes: Buffer, canonical: Buffer): string {
  let at = 0;
  while (at < bytes.length && at < canonical.length && bytes[at] === canonical[at]) at += 1;
  return `byte ${at} is ${at < bytes.length ? JSON.stringify(String.fromCharCode(bytes[at]!)) : 'past the end'}, the canonical form has ${at < canonical.length ? JSON.stringify(String.fromCharCode(canonical[at]!)) : 'ended'}`;
}

/** A payload member §14 does not list, or one of the wrong kind, by its path. */
function payloadIssue(issue: z.core.$ZodIssue): string {
  const path =
    issue.path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)).join('') ||
    'the payload';
  if (issue.code === 'unrecognized_keys')
    return `${path} has ${issue.keys.length === 1 ? 'a member' : 'members'} §14 does not list: ${issue.keys.join(', ')}`;
  return `${path} is not what §14 lists (${issue.message})`;
}
/**
 * The orders §14 states that the recomputation of step 6 does not compare by itself: rows in
 * log order (leafIndex increasing), consistency proofs by increasing tree size. (The order
 * of reports, attempts, criticalFailures and unresolvedDriftAttemptIds is the fold's, so
 * step 6 refuses any other.)
 */
function orderProblem(statement: EvidenceBundleStatement): string | null {
  const orders = [
    { name: 'rows', member: 'leafIndex', values: statement.rows.map((row) => row.leafIndex) },
    { name: 'consistency', member: 'treeSize', values: statement.consistency.map((entry) => entry.treeSize) },
  ];
  for (const { name, member, values } of orders)
    for (let i = 1; i < values.length; i += 1)
      if (values[i]! <= values[i - 1]!) return `${name}[${i}] is not in order (${member} ${values[i]} after ${values[i - 1]})`;
  return null;
}
const isHex = (text: unknown) => typeof text === 'string' && /^[0-9a-f]{64}$/.test(text);

/** Checks an evidence bundle (its DSSE envelope) against trusted public keys; see the steps in docs/specification.md §14. */
export function verifyBundle(envelope: DsseEnvelope, keys: readonly KeyObject[], options: BundleVerifyOptions = {}): BundleVerifyResult {
  const fail = (reason: string): BundleVerifyResult => ({ ok: false, reason });
  // 1. The signature, by one of the given keys, over this payload type.
  const opened = openEnvelope(envelope, EVIDENCE_BUNDLE_TYPE, keys);
  if (!opened.ok) return fail(`signature: ${opened.reason}`);
  // The signed bytes must be the one encoding of what they say (RFC 8785), so that a payload
  // reads the same to every consumer: no whitespace, member order or number form of its own.
  const bytes = Buffer.from(envelope.payload, 'base64');
  const canonical = Buffer.from(canonicalJson(opened.statement), 'utf8');
  if (!canonical.equals(bytes)) return fail(`payload: not RFC 8785 canonical JSON (${canonicalDifference(bytes, canonical)})`);
  const version = opened.statement.version as EvidenceBundleVersion;
  if (!EVIDENCE_BUNDLE_VERSIONS.includes(version))
    return fail(
      `the bundle's payload is version ${String(opened.statement.version)}; this verifier reads versions ${EVIDENCE_BUNDLE_VERSIONS.join(' and ')}`,
    );
  if (opened.statement.origin !== LOG_ORIGIN) return fail('the bundle is of another log');
  const parsed = evidenceBundlePayloadSchemas[version].safeParse(opened.statement);
  if (!parsed.success) return fail(`payload: ${payloadIssue(parsed.error.issues[0]!)}`);
  const statement: EvidenceBundleStatement = parsed.data;
  const disorder = orderProblem(statement);
  if (disorder) return fail(`payload: ${disorder}`);

  // 2. validUntil.
  const validUntil = Date.parse(statement.validUntil);
  if (Number.isNaN(validUntil)) return fail('the bundle has no validUntil');
  const now = options.now ?? new Date();
  if (now.getTime() > validUntil) return fail(`the bundle expired: validUntil ${statement.validUntil} has passed`);

  // 3. The checkpoint's own signature.
  const checkpoint = statement.checkpoint as CheckpointRecord;
  const invalid = checkCheckpoint(checkpoint, keys);
  if (invalid) return fail(`the bundle's checkpoint (tree size ${String(checkpoint.treeSize)}): ${invalid}`);
  const root = hex(checkpoint.rootHash);

  // 3a. The witness policy: enough of the trusted witnesses cosigned this very checkpoint.
  const witnessed = witnessesOf(statement, options.witnesses?.keys ?? []);
  if (options.witnesses && witnessed.length < options.witnesses.required)
    return fail(
      `the bundle's checkpoint (tree size ${checkpoint.treeSize}) is cosigned by ${witnessed.length} of the trusted witnesses${witnessed.length ? ` (${witnessed.join(', ')})` : ''}, ` +
        `the policy needs ${options.witnesses.required}: a history no witness saw (a split view?) or one not yet witnessed`,
    );

  // 4. Every row's leaf and its inclusion proof in that checkpoint.
  const seen = new Set<string>();
  const contents: LeafData[] = [];
  for (const row of statement.rows) {
    const name = `${String(row?.table)} ${String(row?.key)}`;
    if (typeof row?.leafData !== 'string' || !Array.isArray(row.auditPath) || !row.auditPath.every(isHex))
      return fail(`row ${name}: not a leaf with an audit path`);
    if (seen.has(name) || seen.has(`#${row.leafIndex}`)) return fail(`row ${name} (leaf ${row.leafIndex}) is in the bundle twice`);
    seen.add(name).add(`#${row.leafIndex}`);
    let content: LeafData;
    try {
      content = JSON.parse(row.leafData) as LeafData;
    } catch {
      return fail(`row ${name}: its leaf data is not JSON`);
    }
    if (content?.table !== row.table || typeof content.row !== 'object' || content.row === null || content.row.id !== row.key)
      return fail(`row ${name}: its leaf data is of another row`);
    if (!inclusionHolds(row.leafIndex, checkpoint.treeSize, leafHash(row.leafData), row.auditPath.map(hex), root))
      return fail(
        `the inclusion proof of ${name} (leaf ${row.leafIndex}) does not lead to the root of the checkpoint of size ${checkpoint.treeSize}`,
      );
    contents.push(content);
  }

  // 5. Consistency with every checkpoint the consumer kept.
  for (const kept of options.kept ?? []) {
    const reason = checkCheckpoint(kept, keys);
    if (reason) return fail(`the kept checkpoint of size ${kept.treeSize} is not valid: ${reason}`);
    const shortfall = options.witnesses ? keptCheckpointShortfall(kept, options.witnesses) : null;
    if (shortfall) return fail(shortfall);
    if (kept.treeSize === checkpoint.treeSize) {
      if (kept.rootHash !== checkpoint.rootHash)
        return fail(
          `the bundle's checkpoint is not consistent with the kept checkpoint of size ${kept.treeSize}: another root at the same size`,
        );
      continue;
    }
    const entry = statement.consistency.find((item) => item?.treeSize === kept.treeSize);
    if (!entry || !Array.isArray(entry.proof) || !entry.proof.every(isHex))
      return fail(
        `the bundle has no consistency proof for the kept checkpoint of size ${kept.treeSize} (ask for the bundle with consistencyFrom: [${kept.treeSize}])`,
      );
    const proof = entry.proof.map(hex);
    const holds =
      kept.treeSize < checkpoint.treeSize
        ? consistencyHolds(kept.treeSize, checkpoint.treeSize, hex(kept.rootHash), root, proof)
        : consistencyHolds(checkpoint.treeSize, kept.treeSize, root, hex(kept.rootHash), proof);
    if (!holds)
      return fail(
        `the bundle's checkpoint (tree size ${checkpoint.treeSize}) is not consistent with the kept checkpoint of size ${kept.treeSize}`,
      );
  }

  // 6. The report and the attempts, recomputed from the rows alone with the one fold.
  let fold: ReturnType<typeof bundleFoldOf>;
  try {
    const query = statement.query;
    const rulesVersion = statement.rulesVersion ?? BASELINE_RULES_VERSION;
    if (!rulesOfVersion(rulesVersion))
      return fail(`the bundle's reports are computed under metric rules version ${rulesVersion}, which this verifier does not know`);
    fold = bundleFoldOf(contents, statement.subject, {
      window: query.window,
      asOf: Date.parse(query.asOf),
      minSamples: query.minSamples,
      rulesVersion,
      version,
    });
  } catch (error) {
    if (error instanceof BundleRowsError || error instanceof TypeError) return fail(`the bundle's rows: ${error.message}`);
    throw error;
  }
  if (canonicalJson(fold.reports) !== canonicalJson(statement.reports))
    return fail("the report recomputed from the bundle's rows is not the report it states");
  if (canonicalJson(fold.attempts) !== canonicalJson(statement.attempts))
    return fail("the attempts recomputed from the bundle's rows are not the ones it states");
  return {
    ok: true,
    statement,
    rows: statement.rows.length,
    attempts: statement.attempts.length,
    treeSize: checkpoint.treeSize,
    keptChecked: options.kept?.length ?? 0,
    witnessed,
  };
}

/** The names of the trusted witnesses with a valid cosignature/v1 of the bundle's checkpoint, each once. */
function witnessesOf(statement: EvidenceBundleStatement, keys: readonly NoteVerifier[]): string[] {
  return witnessesOfCheckpoint(statement.checkpoint, statement.cosignatures ?? [], keys);
}

/** The EvidenceBundle object the API answers, as far as a bundle file is read: its envelope as JSON text. */
interface BundleObject {
  envelope?: unknown;
}

/** A bundle file as far as it is read before its envelope is checked: either form above, or the GraphQL response. */
interface BundleFile extends BundleObject {
  data?: { evidenceBundle?: BundleObject; workerEvidenceBundle?: BundleObject } | null;
}

/**
 * A bundle from a file: the DSSE envelope itself, the EvidenceBundle object the API answers
 * ({"envelope": "<JSON text>", …}), or the whole GraphQL response to evidenceBundle or
 * workerEvidenceBundle ({"data": {"evidenceBundle": …}} or {"data": {"workerEvidenceBundle": …}}).
 */
export function readBundleFile(file: string): DsseEnvelope {
  const item = JSON.parse(readFileSync(file, 'utf8')) as BundleFile | null;
  const data = item?.data;
  const bundle =
    data !== undefined
      ? data !== null && typeof data === 'object' && 'evidenceBundle' in data
        ? data.evidenceBundle
        : data?.workerEvidenceBundle
      : item;
  const envelope = (typeof bundle?.envelope === 'string' ? JSON.parse(bundle.envelope) : bundle) as DsseEnvelope | null | undefined;
  if (typeof envelope?.payloadType !== 'string')
    throw new Error(
      `${file}: not an evidence bundle (a DSSE envelope, {"envelope": …}, {"data": {"evidenceBundle": …}} or {"data": {"workerEvidenceBundle": …}})`,
    );
  return envelope;
}
