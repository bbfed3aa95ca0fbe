-- Tokens held to trusted documents (docs/clients.md): with TRUSTED_DOCUMENTS=flagged, a
-- request authenticated by such a token may only run a document of the server's
-- manifest, sent by its hash. Set when the token is created, like every other column
-- of the append-only token row.
ALTER TABLE "api_token" ADD COLUMN "trusted_documents_only" boolean NOT NULL DEFAULT false;
