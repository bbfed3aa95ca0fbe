-- The password of the server's login role (src/db/login.ts) when the server is
-- given only the owner's connection (DATABASE_URL without APP_DATABASE_URL): kept
-- here so every instance and every worker of one database logs in with the same
-- password and none resets it under another. Readable by the owner only: not in the
-- public schema, and nothing is granted to crl_app or PUBLIC.
-- (The schema itself is created by 20261130100000_settled_horizon.)

CREATE TABLE crl_private.server_login (
  "role_name" name NOT NULL,
  "password" text NOT NULL,
  "created_at" timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT "server_login_pkey" PRIMARY KEY ("role_name")
);
REVOKE ALL ON crl_private.server_login FROM PUBLIC;
