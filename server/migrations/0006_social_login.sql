-- Social login of the embedded wallet (server/auth/socialLogin.ts, server/frame/SECURITY.md).

-- One row per started login: SHA-256 of the OAuth state, the nonce the ID token must carry and
-- the PKCE challenge the frame holds the verifier of. Single use: `used` is set before the code
-- is exchanged, so a replayed state fails whatever the exchange did.
CREATE TABLE auth_social_states (
  state_hash text PRIMARY KEY,
  project_id text NOT NULL,
  provider text NOT NULL,
  nonce text NOT NULL,
  code_challenge text NOT NULL,
  redirect_uri text NOT NULL,
  created_at double precision NOT NULL,
  expires_at double precision NOT NULL,
  used boolean NOT NULL DEFAULT false
);

-- A social user has no e-mail of ours: the identity is (provider, sub).
ALTER TABLE auth_users ALTER COLUMN email DROP NOT NULL;

CREATE TABLE auth_social_identities (
  project_id text NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES auth_users (user_id),
  email text,
  created_at double precision NOT NULL,
  PRIMARY KEY (project_id, provider, subject)
);
