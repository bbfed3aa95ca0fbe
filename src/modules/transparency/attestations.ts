// Report attestations (docs/tamper-evidence.md, "Report attestations"): a reliability
// report signed with the transparency key together with its evidenceDigest, finality
// and the latest checkpoint of the log at the time of signing, so a consumer can prove
// later what evidence a decision saw. Signed only when asked for, and only through a
// report the caller may read: the field hangs off ReliabilityReport.
import { builder, type Context } from '../../builder.js';
import { ATTESTATION_TYPE, LOG_ORIGIN, signEnvelope, type AttestationStatement, type DsseEnvelope } from '../../domain/signing.js';
import { ReliabilityReportRef } from '../reliability/graphql.js';
import type { CohortReliability } from '../reliability/store.js';
import { CheckpointRef } from './graphql.js';
import { latestCheckpoint, type CheckpointRecord } from './store.js';

export interface AttestationRecord {
  statement: AttestationStatement;
  checkpoint: CheckpointRecord | null;
  keyId: string;
  envelope: DsseEnvelope;
}

/** The statement of a report as the API answers it; `checkpoint` is the latest one, or null. */
export function attestationStatementOf(
  { cohort, report, finality }: CohortReliability,
  checkpoint: CheckpointRecord | null,
  issuedAt: Date,
): AttestationStatement {
  return {
    origin: LOG_ORIGIN,
    cohortId: cohort.id,
    window: report.window,
    asOf: finality.asOf.toISOString(),
    settledThrough: finality.settledThrough.toISOString(),
    final: finality.final,
    state: report.state,
    minSamples: report.minSamples,
    sampleSize: report.sampleSize,
    evidenceDigest: report.evidenceDigest,
    evidenceRowCount: report.evidenceRowCount,
    checkpoint: checkpoint && {
      treeSize: checkpoint.treeSize,
      rootHash: checkpoint.rootHash,
      issuedAt: checkpoint.issuedAt,
      keyId: checkpoint.keyId,
    },
    issuedAt: issuedAt.toISOString(),
  };
}

/** Signs the report; null when this server has no signing key. */
export async function attestationOf(context: Context, reliability: CohortReliability): Promise<AttestationRecord | null> {
  const signer = context.transparency?.signer;
  if (!signer) return null;
  const checkpoint = await latestCheckpoint(context.db.pool);
  const statement = attestationStatementOf(reliability, checkpoint, new Date());
  return { statement, checkpoint, keyId: signer.keyId, envelope: signEnvelope(signer.privateKey, ATTESTATION_TYPE, statement) };
}

const AttestationRef = builder.objectRef<AttestationRecord>('Attestation').implement({
  description:
    'A reliability report signed with the transparency key: cohort, window, asOf, settledThrough, final, state, minSamples, sampleSize, ' +
    'evidenceDigest, evidenceRowCount and the latest checkpoint of the log when it was signed.',
  fields: (t) => ({
    issuedAt: t.field({ type: 'DateTime', resolve: (attestation) => new Date(attestation.statement.issuedAt) }),
    keyId: t.exposeString('keyId'),
    checkpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description:
        'The latest checkpoint when the attestation was signed (null when the log had none); prove evidence rows in it with inclusionProof(treeSize).',
      resolve: (attestation) => attestation.checkpoint,
    }),
    envelope: t.string({
      description: `DSSE envelope (JSON, payload type ${ATTESTATION_TYPE}) signed with the transparency key.`,
      resolve: (attestation) => JSON.stringify(attestation.envelope),
    }),
  }),
});

builder.objectField(ReliabilityReportRef, 'attestation', (t) =>
  t.field({
    type: AttestationRef,
    nullable: true,
    description: 'This report, signed (only when asked for); null when the server has no transparency signing key.',
    resolve: (reliability, _args, context) => attestationOf(context, reliability),
  }),
);
