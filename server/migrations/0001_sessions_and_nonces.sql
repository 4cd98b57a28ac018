-- Sign-in state of the reference server: SIWX nonces (single use) and sessions.
-- Runs unchanged on PGlite and PostgreSQL.

CREATE TABLE siwx_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  pci text PRIMARY KEY,
  project_id text NOT NULL,
  account text NOT NULL,
  data jsonb NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  cacao jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE INDEX sessions_by_account ON sessions (project_id, account) WHERE revoked_at IS NULL;
