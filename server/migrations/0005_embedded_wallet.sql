-- The embedded wallet's auth service (server/auth/, server/frame/SECURITY.md). Times are
-- milliseconds since the epoch from the service's clock, so tests can move it.

-- One live e-mail code per project and address: HMAC-SHA256 of the code under the server's
-- code pepper, never the code itself. A new code replaces the old one.
CREATE TABLE auth_email_codes (
  project_id text NOT NULL,
  email text NOT NULL,
  code_hash text NOT NULL,
  issued_at double precision NOT NULL,
  expires_at double precision NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used boolean NOT NULL DEFAULT false,
  PRIMARY KEY (project_id, email)
);

-- A user and their data key, wrapped by the master key (KMS); the data key never is stored bare.
CREATE TABLE auth_users (
  user_id text PRIMARY KEY,
  project_id text NOT NULL,
  email text NOT NULL,
  wrapped_data_key text NOT NULL,
  kms_key_id text NOT NULL,
  created_at double precision NOT NULL,
  UNIQUE (project_id, email)
);

-- Wallet keys, AES-256-GCM under the user's data key.
CREATE TABLE auth_wallet_keys (
  user_id text NOT NULL REFERENCES auth_users (user_id),
  namespace text NOT NULL,
  address text NOT NULL,
  iv text NOT NULL,
  ciphertext text NOT NULL,
  tag text NOT NULL,
  created_at double precision NOT NULL,
  PRIMARY KEY (user_id, namespace)
);

-- Frame sessions: SHA-256 of the bearer token.
CREATE TABLE auth_sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_users (user_id),
  created_at double precision NOT NULL,
  expires_at double precision NOT NULL,
  revoked boolean NOT NULL DEFAULT false
);
