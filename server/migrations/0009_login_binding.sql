-- Issue 26: a login belongs to the frame that started it. Each started login (e-mail, social,
-- Farcaster) keeps the frame's ephemeral public keys: `sig_key` (ECDSA P-256) proves every
-- later call, `enc_key` (HPKE P-256) is what the wallet key is sealed to. The handle (e-mail
-- login id, OAuth state, Farcaster channel handle) is stored hashed.
CREATE TABLE auth_login_bindings (
  handle_hash text PRIMARY KEY,
  project_id text NOT NULL,
  device_hash text NOT NULL,
  sig_key text NOT NULL,
  enc_key text NOT NULL,
  challenge text NOT NULL,
  email text,
  -- Set once the first factor passed and the login waits for the device step.
  user_id text,
  pending text,
  -- The server's HPKE key (PKCS#8, wrapped by the KMS) the frame seals a new wallet key to.
  upload_key text,
  used boolean NOT NULL DEFAULT false,
  created_at double precision NOT NULL,
  expires_at double precision NOT NULL
);
CREATE INDEX auth_login_bindings_expiry ON auth_login_bindings (expires_at);

-- The approval mail and page say which browser asks, for which app, and when.
ALTER TABLE auth_device_approvals ADD COLUMN browser text NOT NULL DEFAULT '';
ALTER TABLE auth_device_approvals ADD COLUMN app text NOT NULL DEFAULT '';
