// Trusted documents (docs/clients.md): the operations of the ledger's client, exported
// as a manifest (client/generated/persisted-documents.json: "sha256:<hex>" -> document
// text), sent by their hash in `extensions.persistedQuery.sha256Hash`. Every server
// runs them; with TRUSTED_DOCUMENTS=all a server runs nothing else, with
// TRUSTED_DOCUMENTS=flagged nothing else for tokens created with --trusted-only.
// Yoga's persisted-operations plugin does the work; authentication has already run
// (it happens before the body is read), so the caller's flag is known here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import type { TrustedDocumentMode } from '../config.js';
import type { Caller } from '../modules/auth/caller.js';
import type { ErrorCode } from '../errors.js';

export type { TrustedDocumentMode };

/** The client's manifest, from the package root (the same path from src/ and dist/). */
export const DEFAULT_MANIFEST_PATH = fileURLToPath(new URL('../../client/generated/persisted-documents.json', import.meta.url));

export type TrustedDocumentManifest = ReadonlyMap<string, string>;

/** Reads a manifest: a JSON object of "sha256:<64 hex>" (or bare hex) -> document text. */
export function loadTrustedDocuments(file: string = DEFAULT_MANIFEST_PATH): TrustedDocumentManifest {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${file}: a trusted-documents manifest is a JSON object`);
  const documents = new Map<string, string>();
  for (const [key, document] of Object.entries(parsed)) {
    const hash = /^(?:sha256:)?([0-9a-f]{64})$/.exec(key)?.[1];
    if (!hash || typeof document !== 'string')
      throw new Error(`${file}: every key is sha256:<64 lowercase hex> and every value a document`);
    documents.set(hash, document);
  }
  return documents;
}

export interface TrustedDocumentsOptions {
  mode: TrustedDocumentMode;
  manifest: TrustedDocumentManifest;
  callerOf: (request: Request) => Caller | undefined;
}

const ONLY_TRUSTED =
  'this server runs only trusted documents: send extensions.persistedQuery.sha256Hash of a document of its manifest, without a query';

/** Runs manifest documents by hash; refuses other documents where the mode says so (HTTP 403, nothing executed). */
export function trustedDocuments(options: TrustedDocumentsOptions): Plugin {
  const { mode, manifest, callerOf } = options;
  return usePersistedOperations({
    getPersistedOperation: (hash) => manifest.get(hash) ?? null,
    allowArbitraryOperations:
      mode === 'off' ? true : mode === 'all' ? false : (request) => callerOf(request)?.trustedDocumentsOnly !== true,
    customErrors: {
      persistedQueryOnly: {
        message: ONLY_TRUSTED,
        extensions: { code: 'TRUSTED_DOCUMENTS_ONLY' satisfies ErrorCode, http: { status: 403 } },
      },
      notFound: {
        message: 'no trusted document of this server has that hash',
        extensions: { code: 'TRUSTED_DOCUMENT_NOT_FOUND' satisfies ErrorCode, http: { status: 400 } },
      },
      keyNotFound: {
        message: 'send a query, or extensions.persistedQuery { version: 1, sha256Hash }',
        extensions: { code: 'BAD_REQUEST' satisfies ErrorCode, http: { status: 400 } },
      },
    },
  }) as Plugin;
}
