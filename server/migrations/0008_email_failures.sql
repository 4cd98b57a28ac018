-- Wrong login codes per address across its codes (NIST SP 800-63B §5.2.2, security-r3 F8):
-- the times of the recent ones (JSON array, newest last), the count since the last login or
-- unlock, the lock's end, and the mailed unlock link of a stopped address (hashed).
CREATE TABLE auth_email_failures (
  project_id text NOT NULL,
  email text NOT NULL,
  recent text NOT NULL DEFAULT '[]',
  total integer NOT NULL DEFAULT 0,
  locked_until double precision NOT NULL DEFAULT 0,
  unlock_hash text,
  unlock_sent_at double precision,
  PRIMARY KEY (project_id, email)
);

CREATE UNIQUE INDEX auth_email_failures_unlock ON auth_email_failures (unlock_hash);
