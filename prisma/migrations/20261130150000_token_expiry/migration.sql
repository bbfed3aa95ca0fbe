-- Tokens that expire (docs/specification.md §10): an optional instant after which the
-- token authenticates no more. Set when the token is created, like every other column
-- of the append-only token row; revocation stays an appended row.
ALTER TABLE "api_token" ADD COLUMN "expires_at" timestamptz(6);
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_expiry_check" CHECK ("expires_at" IS NULL OR "expires_at" > "created_at");
