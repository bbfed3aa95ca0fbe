-- Revocation reaches every server process at once (docs/access.md, "Tokens"): each
-- process keeps the tokens it verified for a moment and listens on this channel; the
-- notice is delivered when the revocation commits. A process that misses it (its
-- listening connection dropped) still forgets every verified token within one second.
CREATE FUNCTION crl_notify_token_revocation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crl_token_revoked', NEW.token_id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER "token_revocation_notice" AFTER INSERT ON "token_revocation"
  FOR EACH ROW EXECUTE FUNCTION crl_notify_token_revocation();
