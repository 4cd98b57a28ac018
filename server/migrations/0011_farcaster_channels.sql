-- Farcaster sign-ins started and not yet finished (server/auth/farcasterChannels.ts), so any
-- server of a cluster finishes a sign-in another started. Keyed by SHA-256 of the frame's
-- opaque handle; single use (deleted when looked at completed, or once expired).
CREATE TABLE auth_farcaster_channels (
  channel_hash text PRIMARY KEY,
  project_id text NOT NULL,
  channel_token text NOT NULL,
  nonce text NOT NULL,
  domain text NOT NULL,
  siwe_uri text NOT NULL,
  expires_at double precision NOT NULL
);
CREATE INDEX auth_farcaster_channels_expiry ON auth_farcaster_channels (expires_at);
