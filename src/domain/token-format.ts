// The shape of the ledger's own bearer tokens, in one place for the issuer
// (src/modules/auth/tokens.ts) and the credential screen, which refuses them in every
// screened value (src/domain/credential-rules.ts).
export const TOKEN_PREFIX = 'crl_';
/** Random bytes of a token's secret, written after the prefix in base64url (43 characters). */
export const TOKEN_SECRET_BYTES = 32;
