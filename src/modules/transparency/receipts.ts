// Receipts (docs/tamper-evidence.md, "Receipts"): what a writer can keep of a row it
// just wrote, before the row has a log index: a DSSE envelope, signed with the
// transparency key, over the row's table and key, its leaf hash and its content
// digest. Later the writer exchanges it for an inclusion proof (inclusionProof with
// the same table and key) and checks the proof's leaf hash against the receipt.
import { builder, type Context } from '../../builder.js';
import { inTransaction } from '../../db/transaction.js';
import { LedgerError } from '../../errors.js';
import { LOG_ORIGIN, RECEIPT_TYPE, signEnvelope, type DsseEnvelope, type ReceiptStatement } from '../../domain/signing.js';
import { contentDigestOf, leafHashOf, readRowsByKey } from './leaves.js';
import { LOG_SESSION } from './store.js';

export interface ReceiptRecord extends ReceiptStatement {
  envelope: DsseEnvelope;
}

/** A server without a signing key cannot sign; reported as such, never masked as a bug. */
export class TransparencyUnavailableError extends LedgerError {
  readonly code = 'TRANSPARENCY_UNAVAILABLE' as const;
}

/** Signed receipts of rows of one table, in the order of `keys`. */
export async function receiptsFor(context: Context, table: string, keys: readonly string[]): Promise<ReceiptRecord[]> {
  const signer = context.transparency?.signer;
  if (!signer) throw new TransparencyUnavailableError('this server has no transparency signing key');
  const rows = await inTransaction(context.db.pool, (client) => readRowsByKey(client, table, keys), { readOnly: true, local: LOG_SESSION });
  return rows.map((row, i) => {
    if (!row) throw new Error(`${table} ${keys[i]} was just written but cannot be read`);
    const statement: ReceiptStatement = {
      origin: LOG_ORIGIN,
      table,
      key: row.key,
      leafHash: leafHashOf(row),
      contentDigest: contentDigestOf(row),
    };
    return { ...statement, envelope: signEnvelope(signer.privateKey, RECEIPT_TYPE, statement) };
  });
}

export const ReceiptRef = builder.objectRef<ReceiptRecord>('Receipt').implement({
  description: 'A signed receipt of one written row: exchange it later for an inclusion proof of the same table and key.',
  fields: (t) => ({
    table: t.exposeString('table'),
    key: t.exposeString('key'),
    leafHash: t.exposeString('leafHash', {
      description: 'The leaf the row will be in the transparency log: SHA-256(0x00 || canonical {table, row}), hex.',
    }),
    contentDigest: t.exposeString('contentDigest'),
    envelope: t.string({
      description: `DSSE envelope (JSON, payload type ${RECEIPT_TYPE}) signed with the transparency key.`,
      resolve: (receipt) => JSON.stringify(receipt.envelope),
    }),
  }),
});
