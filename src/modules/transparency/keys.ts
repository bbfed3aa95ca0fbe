// The signing key of the transparency log: Ed25519, generated on first start and
// kept in a file outside the database (SIGNING_KEY_FILE), readable by its owner only.
// Whoever can read it can sign checkpoints; whoever can change the database cannot.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keyIdOf } from '../../domain/signing.js';
import { log } from '../../logger.js';

export interface Signer {
  privateKey: KeyObject;
  publicKey: KeyObject;
  keyId: string;
  /** SubjectPublicKeyInfo, PEM: what the API serves and the verifier takes. */
  publicKeyPem: string;
}

export function signerOf(privateKey: KeyObject): Signer {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('the signing key must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, keyId: keyIdOf(publicKey), publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** A fresh key, in memory (tests, and the first start). */
export function generateSigner(): Signer {
  return signerOf(generateKeyPairSync('ed25519').privateKey);
}

/**
 * The key in `file` (PKCS#8 PEM), created with mode 0600 (directory 0700) when there
 * is none. Two processes starting at once: the second one reads the first one's key.
 */
export function loadOrCreateSigner(file: string): Signer {
  try {
    return readSigner(file);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const signer = generateSigner();
  try {
    writeFileSync(file, signer.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return readSigner(file);
    throw error;
  }
  chmodSync(file, 0o600);
  log().info(
    { keyId: signer.keyId, file },
    'transparency log: generated a new Ed25519 signing key (keep a copy of it; the public key is served as transparencyKey)',
  );
  return signer;
}

function readSigner(file: string): Signer {
  const mode = statSync(file).mode & 0o777;
  if (mode & 0o077)
    log().warn({ file, mode: mode.toString(8) }, 'the transparency signing key file is readable by others than its owner: chmod 600 it');
  return signerOf(createPrivateKey(readFileSync(file)));
}

/** Public keys from PEM text (one or more SubjectPublicKeyInfo blocks). */
export function publicKeysOf(pem: string): KeyObject[] {
  const blocks = pem.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? [];
  return blocks.map((block) => createPublicKey(block));
}
