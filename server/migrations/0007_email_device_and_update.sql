-- E-mail login's device step, the e-mail update and the auth service's rate limits
-- (server/auth/authDevices.ts, emailUpdates.ts, rateLimits.ts). Times are milliseconds since the
-- epoch from the service's clock.

-- The devices (browsers) a user has logged in from: SHA-256 of the random device id the frame
-- keeps on its own origin, never the id itself.
CREATE TABLE auth_devices (
  user_id text NOT NULL REFERENCES auth_users (user_id),
  device_hash text NOT NULL,
  created_at double precision NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);

-- Approval links mailed for a device the user has not used: SHA-256 of the link's token,
-- single use, expiring.
CREATE TABLE auth_device_approvals (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_users (user_id),
  device_hash text NOT NULL,
  created_at double precision NOT NULL,
  expires_at double precision NOT NULL,
  used boolean NOT NULL DEFAULT false
);
CREATE INDEX auth_device_approvals_device ON auth_device_approvals (user_id, device_hash);

-- One live code per project, address and purpose: login, or the two steps of an e-mail update.
ALTER TABLE auth_email_codes ADD COLUMN purpose text NOT NULL DEFAULT 'login';
ALTER TABLE auth_email_codes DROP CONSTRAINT auth_email_codes_pkey;
ALTER TABLE auth_email_codes ADD PRIMARY KEY (project_id, email, purpose);

-- An e-mail update under way: the new address, and whether the current address confirmed it.
CREATE TABLE auth_email_updates (
  user_id text PRIMARY KEY REFERENCES auth_users (user_id),
  new_email text NOT NULL,
  primary_done boolean NOT NULL DEFAULT false,
  created_at double precision NOT NULL,
  expires_at double precision NOT NULL
);

-- Fixed-window request counts per route and client address.
CREATE TABLE auth_rate_limits (
  bucket text NOT NULL,
  client text NOT NULL,
  window_start double precision NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, client)
);

CREATE INDEX auth_social_states_expiry ON auth_social_states (expires_at);
