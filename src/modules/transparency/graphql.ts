// The transparency log through GraphQL (docs/tamper-evidence.md): the public key,
// checkpoints, inclusion and consistency proofs, and on-demand checkpoints for admins.
// Checkpoints, the key and consistency proofs reveal only hashes of the whole log, so
// any authenticated caller may read them; an inclusion proof names one row and shows
// its content, so it follows that row's rules: the reader role, and the row's project.
import { z } from 'zod';
import { builder, type Context } from '../../builder.js';
import { ForbiddenError, ValidationError } from '../../errors.js';
import { formatVkey, NOTE_ED25519, noteOriginOf } from '../../domain/note.js';
import { addCosignature, checkpointNote, cosignaturesOf, listWitnesses, registerWitness, type RegisteredWitness } from './cosignatures.js';
import { TransparencyUnavailableError } from './receipts.js';
import { canRead, hasRole, requireRole } from '../auth/caller.js';
import { digest, parseInput, uuid } from '../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import { LOGGED_TABLE_NAMES, readRow, type LedgerRow } from './leaves.js';
import type { Signer } from './keys.js';
import {
  checkpointOfSize,
  consistencyProofOf,
  inclusionProofOf,
  latestCheckpoint,
  LOG_SESSION,
  type TransparencyLog,
  type CheckpointRecord,
  type ConsistencyProofRecord,
  type InclusionProofRecord,
} from './store.js';

function transparencyOf(context: Context): TransparencyLog {
  if (!context.transparency) throw new TransparencyUnavailableError('this server has no transparency signing key');
  return context.transparency;
}

const tableValues = Object.fromEntries(LOGGED_TABLE_NAMES.map((table) => [table.toUpperCase(), { value: table }]));
export const LedgerTableEnum = builder.enumType('LedgerTable', {
  description: 'A ledger table whose rows are leaves of the transparency log.',
  values: tableValues as Record<string, { value: string }>,
});

const TransparencyKey = builder.objectRef<Signer>('TransparencyKey').implement({
  description: 'The public key that signs checkpoints and receipts.',
  fields: (t) => ({
    keyId: t.exposeString('keyId', { description: 'Hex SHA-256 of the SubjectPublicKeyInfo (DER); the keyid of DSSE signatures.' }),
    algorithm: t.string({ resolve: () => 'Ed25519' }),
    publicKeyPem: t.exposeString('publicKeyPem', { description: 'SubjectPublicKeyInfo, PEM.' }),
    noteVkey: t.string({
      description:
        "The same key as a C2SP note verifier key (signature type 0x01) named by the checkpoints' origin: what a witness checks Checkpoint.note with.",
      resolve: (signer) => formatVkey(noteOriginOf(signer.keyId), NOTE_ED25519, signer.publicKey),
    }),
  }),
});

export const CheckpointRef = builder.objectRef<CheckpointRecord>('Checkpoint').implement({
  description: 'A signed tree head of the transparency log: RFC 9162 root of the first treeSize leaves.',
  fields: (t) => ({
    treeSize: t.exposeInt('treeSize'),
    rootHash: t.exposeString('rootHash', { description: 'Hex SHA-256.' }),
    issuedAt: t.field({ type: 'DateTime', resolve: (checkpoint) => checkpoint.issuedAt }),
    keyId: t.exposeString('keyId'),
    envelope: t.string({
      description: 'The DSSE envelope (JSON) whose signature covers origin, treeSize, rootHash and issuedAt.',
      resolve: (checkpoint) => JSON.stringify(checkpoint.envelope),
    }),
    note: t.string({
      nullable: true,
      description:
        'The checkpoint as a C2SP signed note (tlog-checkpoint): origin crl-ledger/transparency/v1/<keyId>, treeSize, base64 root; signed by the ' +
        "log's key under the origin's name, then the registered witnesses' cosignature/v1 lines. Null when this server does not hold the key that signed it.",
      resolve: async (checkpoint, _args, context) => {
        const signer = context.transparency?.signer;
        if (!signer || signer.keyId !== checkpoint.keyId) return null;
        return checkpointNote(checkpoint, signer, await cosignaturesOf(context.db.pool, checkpoint.treeSize));
      },
    }),
    cosignatures: t.stringList({
      description:
        'The cosignature/v1 lines registered witnesses sent for this checkpoint (each checked before it was stored), in witness-name order.',
      resolve: (checkpoint, _args, context) => cosignaturesOf(context.db.pool, checkpoint.treeSize),
    }),
  }),
});

const WitnessRef = builder.objectRef<RegisteredWitness>('Witness').implement({
  description: 'A witness whose cosignatures of checkpoints the ledger collects (docs/tamper-evidence.md, "Witnesses").',
  fields: (t) => ({
    name: t.exposeString('name'),
    vkey: t.exposeString('vkey', { description: 'Its C2SP verifier key: name+keyid+base64(0x04 || Ed25519 public key).' }),
    registeredAt: t.field({ type: 'DateTime', resolve: (witness) => witness.registeredAt }),
  }),
});

const CosignatureRef = builder.objectRef<{ treeSize: number; witness: string; timestamp: number; line: string }>('Cosignature').implement({
  description: "A witness's cosignature/v1 of one checkpoint.",
  fields: (t) => ({
    treeSize: t.exposeInt('treeSize'),
    witness: t.exposeString('witness'),
    timestamp: t.field({
      type: 'DateTime',
      description: 'When the witness cosigned (whole seconds).',
      resolve: (cosignature) => new Date(cosignature.timestamp * 1000),
    }),
    line: t.exposeString('line', { description: 'The note signature line, as stored and served.' }),
  }),
});

const InclusionProofRef = builder.objectRef<InclusionProofRecord>('InclusionProof').implement({
  description: 'RFC 9162 inclusion proof of one ledger row in a checkpoint.',
  fields: (t) => ({
    leafIndex: t.exposeInt('leafIndex'),
    treeSize: t.exposeInt('treeSize'),
    leafHash: t.exposeString('leafHash', { description: 'SHA-256(0x00 || leafData), hex.' }),
    leafData: t.exposeString('leafData', { description: 'The leaf: RFC 8785 canonical JSON of {table, row}.' }),
    auditPath: t.exposeStringList('auditPath', { description: 'Hex hashes, leaf to root (RFC 9162 section 2.1.3.1).' }),
    checkpoint: t.field({ type: CheckpointRef, resolve: (proof) => proof.checkpoint }),
  }),
});

const ConsistencyProofRef = builder.objectRef<ConsistencyProofRecord>('ConsistencyProof').implement({
  description: 'RFC 9162 consistency proof between two checkpoints: the later one extends the earlier one.',
  fields: (t) => ({
    from: t.field({ type: CheckpointRef, resolve: (proof) => proof.from }),
    to: t.field({ type: CheckpointRef, resolve: (proof) => proof.to }),
    proof: t.exposeStringList('proof', { description: 'Hex hashes (RFC 9162 section 2.1.4.1); empty when from is 0 or equals to.' }),
  }),
});

const treeSize = z.number().int().min(0);
/** An annotation's (or its redaction's) key: `<projectId>/<digest>`, each part of its grammar. */
const annotationKey = z.string().superRefine((key, ctx) => {
  const parts = key.split('/');
  if (parts.length !== 2 || !uuid.safeParse(parts[0]).success || !digest.safeParse(parts[1]).success)
    ctx.addIssue({ code: 'custom', message: 'an annotation key is <projectId>/<digest>: a UUID, a slash and 64 lowercase hex' });
});
/** The key grammar of each logged table: a UUID, except where the table is keyed otherwise. */
const KEY_SCHEMAS: Record<string, z.ZodType<string>> = {
  annotation: annotationKey,
  annotation_redaction: annotationKey,
  rubric: digest,
  rule_version_activation: z.string().regex(/^[1-9][0-9]{0,8}$/, 'a rule version: a whole number'),
};
const keySchemaOf = (table: string): z.ZodType<string> => KEY_SCHEMAS[table] ?? uuid;
const TOKEN_TABLES = new Set(['api_token', 'token_revocation']);

/** Whether the caller may see this row: its table's role, and its project where it has one. */
async function mayRead(context: Context, row: LedgerRow): Promise<boolean> {
  const { caller } = context;
  if (TOKEN_TABLES.has(row.table)) return hasRole(caller, 'admin') && caller.allProjects;
  if (!hasRole(caller, 'reader')) return false;
  let projectId = row.row.project_id;
  if (row.table === 'adjudication' || row.table === 'graded_verification') {
    const { rows } = await context.db.pool.query('SELECT project_id FROM attempt WHERE id = $1', [row.row.attempt_id]);
    projectId = rows[0]?.project_id;
  }
  if (projectId === undefined) return true; // global: rubrics, property designations
  return typeof projectId === 'string' && canRead(caller, projectId);
}

builder.queryFields((t) => ({
  transparencyKey: t.field({
    type: TransparencyKey,
    nullable: true,
    description: 'The public key of the transparency log (null when this server has none). Any authenticated caller.',
    resolve: (_root, _args, context) => context.transparency?.signer ?? null,
  }),
  checkpoint: t.field({
    type: CheckpointRef,
    nullable: true,
    description: 'The checkpoint of the given tree size, or the latest; null when there is none. Any authenticated caller.',
    args: { treeSize: t.arg.int({ description: 'Omit for the latest checkpoint.' }) },
    resolve: (_root, args, context) =>
      args.treeSize === null || args.treeSize === undefined
        ? latestCheckpoint(context.db.pool)
        : checkpointOfSize(context.db.pool, parseInput(treeSize, args.treeSize, 'treeSize')),
  }),
  consistencyProof: t.field({
    type: ConsistencyProofRef,
    nullable: true,
    description:
      'Proof that the checkpoint of size toSize extends the one of size fromSize; null unless both exist. Any authenticated caller.',
    args: { fromSize: t.arg.int({ required: true }), toSize: t.arg.int({ required: true }) },
    resolve: (_root, args, context) =>
      consistencyProofOf(context.db.pool, parseInput(treeSize, args.fromSize, 'fromSize'), parseInput(treeSize, args.toSize, 'toSize')),
  }),
  inclusionProof: t.field({
    type: InclusionProofRef,
    nullable: true,
    description:
      "Proof that a ledger row is in a checkpoint (the latest unless treeSize names one). Null when the row is not (yet) in it, or is not readable by the token: the reader role and the row's project (token rows: all-projects admins).",
    args: {
      table: t.arg({ type: LedgerTableEnum, required: true }),
      key: t.arg.string({
        required: true,
        description:
          "The row's ledger id (UUID); a rubric's digest; an annotation's (and its redaction's) projectId/digest, rubric prose under the all-zero project id.",
      }),
      treeSize: t.arg.int(),
    },
    resolve: async (_root, args, context) => {
      const table = args.table as string;
      const key = parseInput(keySchemaOf(table), args.key, 'key');
      const size = args.treeSize === null || args.treeSize === undefined ? null : parseInput(treeSize, args.treeSize, 'treeSize');
      const row = await inTransaction(context.db.pool, (client) => readRow(client, table, key), { readOnly: true, local: LOG_SESSION });
      if (!row || !(await mayRead(context, row))) return null;
      return inclusionProofOf(context.db.pool, table, key, size);
    },
  }),
}));

const CreateCheckpointSuccess = builder.objectRef<{ checkpoint: CheckpointRecord | null }>('CreateCheckpointSuccess').implement({
  fields: (t) => ({
    checkpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The latest checkpoint (the new one when the log grew); null for an empty log.',
      resolve: (payload) => payload.checkpoint,
    }),
  }),
});

builder.queryFields((t) => ({
  witnesses: t.field({
    type: [WitnessRef],
    description: 'The witnesses this ledger collects cosignatures from. Any authenticated caller.',
    resolve: (_root, _args, context) => listWitnesses(context.db.pool),
  }),
}));

builder.mutationFields((t) => ({
  registerWitness: t.field({
    type: WitnessRef,
    description:
      'Register a witness by its cosigner vkey (tlog-cosignature, type 0x04); the same key again is a replay. Admins of every project only.',
    errors: { types: [ValidationError, ForbiddenError] },
    args: { vkey: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      requireRole(context.caller, 'admin');
      if (!context.caller.allProjects) throw new ForbiddenError('registering a witness needs an admin token of every project');
      return registerWitness(context.db.pool, args.vkey);
    },
  }),
  addCosignature: t.field({
    type: CosignatureRef,
    description:
      "A registered witness's cosignature/v1 line of the checkpoint of treeSize: stored only when it verifies under the witness's registered key over " +
      "this ledger's note of that checkpoint (the key authenticates it; any authenticated caller may deliver it). A witness cosigns a checkpoint once: " +
      'the stored line is answered again.',
    errors: { types: [ValidationError] },
    args: { treeSize: t.arg.int({ required: true }), cosignature: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => addCosignature(context.db.pool, parseInput(treeSize, args.treeSize, 'treeSize'), args.cosignature),
  }),
  createCheckpoint: t.field({
    type: CreateCheckpointSuccess,
    description: 'Append the settled ledger rows to the transparency log and sign a checkpoint now (when the log grew). Admins only.',
    errors: { types: [ForbiddenError] },
    resolve: async (_root, _args, context) => {
      requireRole(context.caller, 'admin');
      const log = transparencyOf(context);
      await log.sequence();
      return { checkpoint: await log.checkpoint() };
    },
  }),
}));
