-- Sessions are listed oldest first. created_at is the transaction's now(): two sign-ins in the
-- same microsecond (or millisecond, on PGlite) tied, and the tie fell to the random pci. An
-- identity column is the order of insertion across every server sharing the database.
ALTER TABLE sessions ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
