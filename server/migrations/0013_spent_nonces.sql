-- SIWX nonces are stateless (issue 32): GET /v1/siwx/nonce MACs a random value and its expiry
-- with a key every server shares, and stores nothing. Spending one at POST /v1/sessions is the
-- only write: a row per spent nonce, its primary key letting exactly one spender win, kept
-- until the nonce has expired and swept by the timer (by expiry, hence the index).
CREATE TABLE siwx_spent_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX siwx_spent_nonces_by_expiry ON siwx_spent_nonces (expires_at);

-- Nonces issued before this migration were stored; they are no longer read (their sign-ins
-- hear "unknown nonce" and ask again).
DROP TABLE siwx_nonces;
