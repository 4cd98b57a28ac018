-- Sign in with Apple gives the user's name once: in the `user` field of its form_post answer
-- on the first login, never in the ID token (server/auth/socialNames.ts). The name waits with
-- the login's state until the login finishes, then stays with the identity for later logins.
ALTER TABLE auth_social_states ADD COLUMN user_name text;

CREATE TABLE auth_social_names (
  project_id text NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  user_name text NOT NULL,
  PRIMARY KEY (project_id, provider, subject)
);
