// `npm run verify`: the offline verifier of the transparency log, receipts, attestations and
// evidence bundles (docs/tamper-evidence.md); exit 1 when anything does not verify.
import { existsSync, readFileSync } from 'node:fs';
import { loadOrCreateSigner, publicKeysOf } from '../modules/transparency/keys.js';
import { readBundleFile, verifyBundle } from '../modules/transparency/bundle-verify.js';
import {
  readCheckpointFile,
  readExport,
  readSnapshot,
  verifyAttestation,
  verifyReceipt,
  verifySnapshot,
  writeExport,
} from '../modules/transparency/verify.js';
import { defineCommand, fail, withDatabase } from './common.js';
import { COSIGNATURE_ED25519, parseVkey, type NoteVerifier } from '../domain/note.js';
import type { DsseEnvelope } from '../domain/signing.js';

/** The witness policy of --witness-key and --witnesses-required; none when no key is given. */
function witnessPolicyOf(vkeys: readonly string[], required: string | undefined): { keys: NoteVerifier[]; required: number } | null {
  if (vkeys.length === 0) {
    if (required !== undefined) fail('--witnesses-required needs at least one --witness-key');
    return null;
  }
  const keys = vkeys.map((vkey) => {
    try {
      const key = parseVkey(vkey);
      if (key.type !== COSIGNATURE_ED25519) fail(`--witness-key ${vkey}: not a cosigner key (signature type 0x04)`);
      return key;
    } catch (error) {
      return fail(`--witness-key: ${(error as Error).message}`);
    }
  });
  const k = required === undefined ? keys.length : /^[0-9]+$/.test(required) ? Number(required) : Number.NaN;
  if (!Number.isInteger(k) || k < 1 || k > keys.length)
    fail(`--witnesses-required must be a whole number from 1 to the ${keys.length} --witness-key given`);
  return { keys, required: k };
}

export const verifyCommand = defineCommand({
  name: 'verify',
  summary:
    'Recompute the transparency log from the database (or from an export) and check every checkpoint: prints the problems and the first bad log index, exits 1 if there is any.',
  details: [
    'Checkpoints kept outside the database: CHECKPOINT_FILE (when it exists) and every --checkpoints file, together. A --checkpoints ' +
      "file holds one JSON document per line: a CHECKPOINT_FILE line, the checkpoint query's Checkpoint (envelope as a string; with its " +
      'cosignatures or note to carry what the witnesses signed) or its whole GraphQL response.',
  ],
  options: {
    export: { type: 'string', value: '<file>', description: 'verify this export instead of the database' },
    'write-export': {
      type: 'string',
      value: '<file>',
      description: 'write the database as an export (every row, leaf and checkpoint) to this file, and verify nothing',
    },
    'public-key': {
      type: 'string',
      value: '<pem-file>',
      multiple: true,
      description: 'the public key(s) to check signatures with',
      otherwise: 'the key of SIGNING_KEY_FILE',
    },
    checkpoints: { type: 'string', value: '<jsonl-file>', multiple: true, description: 'a file of checkpoints kept outside the database' },
    receipt: {
      type: 'string',
      value: '<dsse-json-file>',
      description:
        'check one signed receipt (the envelope JSON the API answered) against the public key(s) and print its statement; exits 1 when it does not verify',
    },
    attestation: {
      type: 'string',
      value: '<dsse-json-file>',
      description:
        'check one report attestation (the envelope JSON the API answered) against the public key(s) and print its statement; exits 1 when it does not verify',
    },
    bundle: {
      type: 'string',
      value: '<json-file>',
      description:
        'check an evidence bundle offline (the envelope, the evidenceBundle answer or its whole GraphQL response): its signature, every inclusion proof ' +
        'against its checkpoint, consistency with each --checkpoints checkpoint (only those: no server file), validUntil, and the report recomputed ' +
        'from its rows; exits 1 naming the first failure (docs/specification.md §14)',
    },
    'witness-key': {
      type: 'string',
      value: '<vkey>',
      multiple: true,
      description:
        "a witness trusted to cosign checkpoints, as its cosigner vkey (name+keyid+base64, tlog-cosignature): with --bundle, the bundle's checkpoint; " +
        'from the database or an export, at least one checkpoint the rows give must be cosigned (the cosignatures the ledger collected); ' +
        "in every mode, each checkpoint of a --checkpoints file, by the cosignatures saved with it (not the server's CHECKPOINT_FILE)",
    },
    'witnesses-required': {
      type: 'string',
      value: '<k>',
      description:
        "at least k of the --witness-key witnesses must have cosigned the checkpoint (with --bundle, the bundle's; otherwise some checkpoint of the log) " +
        'and each --checkpoints one',
      otherwise: 'every --witness-key given',
    },
  },
  forms: [
    { options: ['export', 'public-key', 'checkpoints', 'witness-key', 'witnesses-required'] },
    { options: [{ required: 'write-export' }] },
    { options: [{ required: 'receipt' }, 'public-key'] },
    { options: [{ required: 'attestation' }, 'public-key'] },
    { options: [{ required: 'bundle' }, 'public-key', 'checkpoints', 'witness-key', 'witnesses-required'] },
  ],
  async run({ config, values, positionals }) {
    if (positionals.length > 0) fail(`unexpected argument: ${positionals[0]}`);
    const keys = values['public-key']
      ? values['public-key'].flatMap((file) => publicKeysOf(readFileSync(file, 'utf8')))
      : existsSync(config.signingKeyFile)
        ? [loadOrCreateSigner(config.signingKeyFile).publicKey]
        : fail(`no --public-key given and no signing key at ${config.signingKeyFile}`);
    if (keys.length === 0) fail('no public key found in the --public-key file(s)');
    if (values.receipt) {
      const checked = verifyReceipt(JSON.parse(readFileSync(values.receipt, 'utf8')) as DsseEnvelope, keys);
      console.log(checked.ok ? `receipt valid: ${JSON.stringify(checked.statement)}` : `receipt NOT valid: ${checked.reason}`);
      process.exitCode = checked.ok ? 0 : 1;
      return;
    }
    if (values.attestation) {
      const checked = verifyAttestation(JSON.parse(readFileSync(values.attestation, 'utf8')) as DsseEnvelope, keys);
      console.log(checked.ok ? `attestation valid: ${JSON.stringify(checked.statement)}` : `attestation NOT valid: ${checked.reason}`);
      process.exitCode = checked.ok ? 0 : 1;
      return;
    }
    if (values.bundle) {
      // Offline: only the bundle, the given keys and the checkpoints the caller kept (never this server's files).
      const kept = (values.checkpoints ?? []).flatMap((file) => readCheckpointFile(file));
      const witnesses = witnessPolicyOf(values['witness-key'] ?? [], values['witnesses-required']);
      const checked = verifyBundle(readBundleFile(values.bundle), keys, { kept, ...(witnesses ? { witnesses } : {}) });
      if (!checked.ok) console.log(`bundle NOT valid: ${checked.reason}`);
      else {
        const { subject, query, reports, validUntil } = checked.statement;
        console.log(
          `bundle valid: ${checked.rows} rows proven in the checkpoint of size ${checked.treeSize}, consistent with ${checked.keptChecked} kept checkpoint(s); ` +
            `${subject.kind === 'cohort' ? `cohort ${subject.cohortId}` : `worker ${subject.workerRef} of capability ${subject.capabilityKey}`} as of ${query.asOf}, valid until ${validUntil}; reports recomputed from the rows:`,
        );
        if (witnesses)
          console.log(
            `  cosigned by ${checked.witnessed.length} trusted witness(es) (${checked.witnessed.join(', ')}), ${witnesses.required} required`,
          );
        for (const { cohortId, report } of reports)
          console.log(`  cohort ${cohortId}: ${report.state}, ${report.sampleSize} attempts, evidence digest ${report.evidenceDigest}`);
      }
      process.exitCode = checked.ok ? 0 : 1;
      return;
    }
    if (values['write-export']) {
      const file = values['write-export'];
      const snapshot = await withDatabase(config, (booted) => readSnapshot(booted.ownerUrl));
      writeExport(file, snapshot);
      console.log(
        `wrote ${snapshot.rows.length} rows, ${snapshot.leaves.length} leaves and ${snapshot.checkpoints.length} checkpoints to ${file}`,
      );
      return;
    }
    const witnesses = witnessPolicyOf(values['witness-key'] ?? [], values['witnesses-required']);
    const snapshot = values.export ? readExport(values.export) : await withDatabase(config, (booted) => readSnapshot(booted.ownerUrl));
    // Every copy kept outside the database counts: the server's CHECKPOINT_FILE (when it
    // exists) and each --checkpoints file. An older copy alone would let a restored older
    // backup pass, so naming one never drops the server's file.
    // A witness policy applies to the --checkpoints files (saved with their cosignatures),
    // not to the server's file, written when each checkpoint is signed, before any witness.
    const savedFiles = [...new Set(values.checkpoints ?? [])];
    const serverFiles = existsSync(config.checkpointFile) && !savedFiles.includes(config.checkpointFile) ? [config.checkpointFile] : [];
    const trustedFiles = [...serverFiles, ...savedFiles];
    const report = verifySnapshot(
      snapshot,
      keys,
      serverFiles.flatMap((file) => readCheckpointFile(file)),
      witnesses,
      savedFiles.flatMap((file) => readCheckpointFile(file)),
    );
    console.log(
      `rows: ${report.rows}; leaves logged: ${report.logged}; checkpoints verified: ${report.checkpointsChecked}; kept outside the database: ${trustedFiles.join(', ') || 'none'}`,
    );
    if (witnesses && report.witnessed)
      console.log(
        `witnessed through tree size ${report.witnessed.treeSize}: cosigned by ${report.witnessed.witnesses.length} trusted witness(es) (${report.witnessed.witnesses.join(', ')}), ` +
          `${witnesses.required} required; rows after it are not witnessed yet`,
      );
    for (const problem of report.problems) console.log(`PROBLEM ${problem.message}`);
    if (report.ok) console.log('the ledger is what the log recorded and the checkpoints signed');
    else {
      if (report.firstBadIndex !== null) console.log(`first bad log index: ${report.firstBadIndex}`);
      if (report.firstBadCheckpoint !== null) console.log(`first bad checkpoint: tree size ${report.firstBadCheckpoint}`);
    }
    process.exitCode = report.ok ? 0 : 1;
  },
});
