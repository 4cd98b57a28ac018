-- The timed sweeps (once a minute, off the request path) delete by time: each has its index,
-- so a sweep reads only the expired rows, never the whole table.
CREATE INDEX auth_email_codes_expiry ON auth_email_codes (expires_at);
CREATE INDEX auth_rate_limits_window ON auth_rate_limits (window_start);
