-- SIWX nonces expire (SIWX_NONCE_TTL_MS): issuing one sweeps the long-expired ones, a read by
-- issue time.

CREATE INDEX siwx_nonces_by_issued_at ON siwx_nonces (issued_at);
