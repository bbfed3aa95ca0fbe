// `npm run witness`: a witness of a ledger's transparency log that anyone can run
// (docs/tamper-evidence.md, "Witnesses"). One round per run, for a scheduler such as cron:
// it fetches the ledger's latest checkpoint (a C2SP signed note), checks the ledger's
// signature, and cosigns it (cosignature/v1) only when a consistency proof shows it extends
// the checkpoint this witness cosigned last (its --state file), then delivers the cosignature
// to the ledger. Exit 1 when it refuses: the reason names the split view or rollback it saw.
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineScript, runAsEntry, scriptArguments } from './cli/script.js';
import { COSIGNATURE_ED25519, formatVkey, isKeyName, NOTE_ED25519, parseVkey } from './domain/note.js';
import { graphqlLedger, witnessRound } from './modules/transparency/witness.js';

export const command = defineScript({
  name: 'witness',
  summary:
    "Cosign a ledger's latest checkpoint when it consistently extends the one this witness cosigned last; refuse (exit 1) a split view or a rollback.",
  details: [
    'The witness keeps the size and root it cosigned last in --state (written before the cosignature leaves), and its Ed25519 key in --key ' +
      '(PKCS#8 PEM, created with mode 0600 when missing). Register it with the ledger once (the registerWitness mutation, an admin of every project) ' +
      'with the vkey --print-vkey shows. The first run cosigns the checkpoint it finds (a witness trusts the first tree it sees).',
  ],
  options: {
    ledger: { type: 'string', value: '<url>', description: "the ledger's GraphQL endpoint, e.g. https://ledger.example/graphql" },
    'log-key': {
      type: 'string',
      value: '<vkey>',
      description:
        "the ledger's checkpoint key as a note vkey (name+keyid+base64, type 0x01): the transparencyKey query's noteVkey, obtained out of band",
    },
    name: { type: 'string', value: '<name>', description: "the witness's key name, e.g. witness.example.org/w1 (no spaces or plus signs)" },
    key: { type: 'string', value: '<pem-file>', description: "the witness's Ed25519 private key (created when missing)" },
    state: { type: 'string', value: '<file>', description: 'where the witness keeps the last checkpoint it cosigned' },
    'print-vkey': { type: 'boolean', description: "print the witness's cosigner vkey (to register with the ledger) and do nothing else" },
  },
  forms: [
    { options: [{ required: 'ledger' }, { required: 'log-key' }, { required: 'name' }, { required: 'key' }, { required: 'state' }] },
    { options: [{ required: 'print-vkey' }, { required: 'name' }, { required: 'key' }] },
  ],
  environment: {
    LEDGER_TOKEN: {
      value: '<token>',
      description:
        'a bearer token of the ledger (any role: checkpoints and proofs are public to callers, and the witness key authenticates the cosignature)',
    },
  },
});

function loadOrCreateKey(file: string) {
  if (existsSync(file)) return createPrivateKey(readFileSync(file));
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return privateKey;
}

export async function main(argv: string[]): Promise<void> {
  const parsed = scriptArguments(command, argv);
  if (!parsed) return;
  const { values } = parsed;
  const need = (name: keyof typeof values & string): string => {
    const value = values[name];
    if (typeof value !== 'string' || !value) throw new Error(`give --${name} (npm run witness -- --help)`);
    return value;
  };
  const name = need('name');
  if (!isKeyName(name)) throw new Error(`--name: a key name has no spaces or plus signs: ${name}`);
  const privateKey = loadOrCreateKey(need('key'));
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('--key: the witness key must be an Ed25519 key');
  if (values['print-vkey']) {
    console.log(formatVkey(name, COSIGNATURE_ED25519, privateKey));
    return;
  }
  const log = parseVkey(need('log-key'));
  if (log.type !== NOTE_ED25519) throw new Error("--log-key: the ledger's checkpoint key is a note key (type 0x01)");
  const token = process.env.LEDGER_TOKEN?.trim();
  if (!token) throw new Error('set LEDGER_TOKEN to a bearer token of the ledger');
  const outcome = await witnessRound(graphqlLedger(need('ledger'), token), log, { name, privateKey }, need('state'));
  switch (outcome.kind) {
    case 'empty':
      console.log('the ledger has no checkpoint yet: nothing to cosign');
      return;
    case 'unchanged':
      console.log(`already cosigned: size ${outcome.checkpoint.treeSize}, root ${outcome.checkpoint.rootHash}`);
      return;
    case 'cosigned':
      console.log(
        `cosigned size ${outcome.checkpoint.treeSize}, root ${outcome.checkpoint.rootHash}` +
          (outcome.previous
            ? ` (consistent with size ${outcome.previous.treeSize} cosigned before)`
            : ' (the first checkpoint this witness saw)'),
      );
      console.log(outcome.line);
      return;
    case 'refused':
      console.error(`REFUSED: ${outcome.reason}`);
      process.exitCode = 1;
  }
}

runAsEntry(import.meta.url, main, (error) => (error instanceof Error ? error.message : String(error)));
