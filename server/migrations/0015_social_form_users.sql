-- Apple's form_post answer is a cross-site POST anyone can make (server/frame/SECURITY.md,
-- "Apple's form_post callback"). The name in its `user` field is kept per (state, code): a
-- login takes only the name posted with the code it then redeems, so a POST with a made-up
-- code cannot name the account, nor push the real one out. Rows die with their state.
CREATE TABLE auth_social_form_users (
  state_hash text NOT NULL,
  code_hash text NOT NULL,
  user_name text NOT NULL,
  expires_at double precision NOT NULL,
  PRIMARY KEY (state_hash, code_hash)
);
CREATE INDEX auth_social_form_users_expiry ON auth_social_form_users (expires_at);

-- auth_social_states.user_name (0012) is no longer read: kept for servers of the previous
-- version still running beside this one during a rolling upgrade.
