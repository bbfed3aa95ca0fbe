// C2SP signed notes, checkpoints and cosignatures (src/domain/note.ts) against the published
// test vectors: the signed-note and tlog-checkpoint / tlog-cosignature examples of
// https://github.com/C2SP/C2SP, and golang.org/x/mod/sumdb/note's note_test.go (the
// reference implementation: a fixed signing key whose signed note is given byte for byte).
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkpointText,
  cosign,
  cosignatureHolds,
  cosignedMessage,
  COSIGNATURE_ED25519,
  ed25519PrivateKeyOfSeed,
  formatVkey,
  NOTE_ED25519,
  type NoteSignature,
  noteSignatureHolds,
  parseCheckpointText,
  parseSignatureLine,
  parseVkey,
  signNote,
  splitNote,
} from '../../src/domain/note.js';

// golang.org/x/mod/sumdb/note, note_test.go.
const PETER_SKEY = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';
const PETER_VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const ENOCH_VKEY = 'EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop';
const GO_TEXT = "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const PETER_SIG = '— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n';
const ENOCH_SIG = '— EnochRoot rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5n2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=\n';
// C2SP signed-note.md, "Verifier keys", Example.
const C2SP_VKEY = 'example.com/foo+530d903a+AekyeRrm56hApGFkyQR4ZCbV54Id2LKaANYcrnKv3U2k';
const C2SP_NOTE =
  'This is an example message.\n\n— example.com/foo Uw2QOkn8srV1yJGh2VYRlL1Tnagv1YEq6TfXppzi2ONncAlTgK7Ztg1ERYNZXsYjOBH3mFXmRKuwHjG1Yu72IneyaQM=\n';
// C2SP tlog-checkpoint.md and tlog-cosignature.md.
const C2SP_CHECKPOINT = 'example.com/behind-the-sofa\n20852163\nCsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=\n';
const C2SP_COSIGNATURE =
  '— witness.example.com/w1 jWbPPwAAAABkGFDLEZMHwSRaJNiIDoe9DYn/zXcrtPHeolMI5OWXEhZCB9dlrDJsX3b2oyin1nPZqhf5nNo0xUe+mbIUBkBIfZ+qnA==';
const C2SP_COSIGNED_MESSAGE =
  'cosignature/v1\ntime 1679315147\nexample.com/behind-the-sofa\n20852163\nCsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=\n';

const peterKey = () => ed25519PrivateKeyOfSeed(Buffer.from(PETER_SKEY.split('+').slice(4).join('+'), 'base64').subarray(1));

describe('signed notes', () => {
  it('signs the Go reference vector byte for byte, and derives its verifier key', () => {
    expect(signNote(GO_TEXT, 'PeterNeumann', peterKey())).toBe(`${GO_TEXT}\n${PETER_SIG}`);
    expect(formatVkey('PeterNeumann', NOTE_ED25519, peterKey())).toBe(PETER_VKEY);
  });

  it('verifies the published notes with their keys, and no other key', () => {
    const go = splitNote(`${GO_TEXT}\n${PETER_SIG}${ENOCH_SIG}`)!;
    expect(go.text).toBe(GO_TEXT);
    expect(go.signatures).toHaveLength(2);
    const [peter, enoch] = go.signatures as [NoteSignature, NoteSignature];
    expect(noteSignatureHolds(go.text, peter, parseVkey(PETER_VKEY))).toBe(true);
    expect(noteSignatureHolds(go.text, enoch, parseVkey(ENOCH_VKEY))).toBe(true);
    expect(noteSignatureHolds(go.text, enoch, parseVkey(PETER_VKEY))).toBe(false);
    expect(noteSignatureHolds(go.text.replace('answer', 'Answer'), peter, parseVkey(PETER_VKEY))).toBe(false);
    const c2sp = splitNote(C2SP_NOTE)!;
    expect(noteSignatureHolds(c2sp.text, c2sp.signatures[0]!, parseVkey(C2SP_VKEY))).toBe(true);
  });

  it('refuses the malformed notes and keys of the Go tests', () => {
    for (const bad of [
      GO_TEXT,
      `${GO_TEXT}\n`,
      `${GO_TEXT}\n${PETER_SIG.slice(0, -1)}`,
      `\u0001${GO_TEXT}\n${PETER_SIG}`,
      `${GO_TEXT}\n— Bad Name x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n`,
      `${GO_TEXT}\n${PETER_SIG}Unexpected line.\n`,
    ])
      expect(splitNote(bad)).toBeNull();
    expect(() => parseVkey('PeterNeumann+cc469956+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TWBADKEY==')).toThrow();
    expect(() => parseVkey('PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW')).toThrow();
    expect(() => parseVkey(PETER_VKEY.replace('c74f20a3', 'c74f20a4'))).toThrow(/key ID/);
    for (let i = 0; i < PETER_VKEY.length; i++) if (i > 0) expect(() => parseVkey(PETER_VKEY.slice(0, i))).toThrow();
  });
});

describe('checkpoints and cosignatures', () => {
  it('reads and writes the tlog-checkpoint example', () => {
    const body = parseCheckpointText(C2SP_CHECKPOINT)!;
    expect(body.treeSize).toBe(20852163);
    expect(checkpointText(body)).toBe(C2SP_CHECKPOINT);
    expect(parseCheckpointText(C2SP_CHECKPOINT.replace('20852163', '020852163'))).toBeNull();
    expect(parseCheckpointText(`${C2SP_CHECKPOINT}extension\n`)).toBeNull();
  });

  it('signs the cosignature/v1 message of the specification, with its timestamp in the line', () => {
    expect(cosignedMessage(C2SP_CHECKPOINT, 1679315147).toString('utf8')).toBe(C2SP_COSIGNED_MESSAGE);
    const published = parseSignatureLine(C2SP_COSIGNATURE)!;
    expect(published.name).toBe('witness.example.com/w1');
    expect(published.signature.length).toBe(72); // u64 timestamp || Ed25519 signature
    expect(Number(published.signature.readBigUInt64BE(0))).toBe(1679315147);

    const { privateKey } = generateKeyPairSync('ed25519');
    const line = cosign(C2SP_CHECKPOINT, 'witness.example.com/w1', privateKey, 1679315147);
    const witness = parseVkey(formatVkey('witness.example.com/w1', COSIGNATURE_ED25519, privateKey));
    expect(witness.type).toBe(COSIGNATURE_ED25519);
    expect(cosignatureHolds(C2SP_CHECKPOINT, parseSignatureLine(line)!, witness)).toBe(1679315147);
    // Another checkpoint, another time or a note key of the same bytes: not a cosignature.
    expect(cosignatureHolds(C2SP_CHECKPOINT.replace('20852163', '20852164'), parseSignatureLine(line)!, witness)).toBeNull();
    const moved = parseSignatureLine(line)!;
    moved.signature.writeBigUInt64BE(1679315148n, 0);
    expect(cosignatureHolds(C2SP_CHECKPOINT, moved, witness)).toBeNull();
    expect(
      cosignatureHolds(
        C2SP_CHECKPOINT,
        parseSignatureLine(line)!,
        parseVkey(formatVkey('witness.example.com/w1', NOTE_ED25519, privateKey)),
      ),
    ).toBeNull();
  });
});
