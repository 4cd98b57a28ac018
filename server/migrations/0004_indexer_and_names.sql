-- The chain indexer (server/indexer/) and account names (server/names/). Runs unchanged on
-- PGlite and PostgreSQL.

-- Every block the indexer has read, per chain, with its hash and parent hash: the next block's
-- parent hash is checked against it, and on a mismatch the orphaned blocks are rolled back.
-- The highest row is where the indexer resumes after a restart.
CREATE TABLE indexed_blocks (
  chain_id text NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  parent_hash text NOT NULL,
  mined_at bigint NOT NULL, -- seconds since the epoch
  PRIMARY KEY (chain_id, number)
);

-- One row per transfer and party: the sender's row (`out`) and the receiver's (`in`), or one
-- `self` row. A transaction's native value has log_index -1; an ERC-20 Transfer log its index.
-- Addresses are lowercased; amount is the base-unit integer as decimal text.
CREATE TABLE account_transfers (
  account text NOT NULL,
  chain_id text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  log_index integer NOT NULL,
  tx_hash text NOT NULL,
  mined_at bigint NOT NULL,
  direction text NOT NULL,
  sender text NOT NULL,
  receiver text NOT NULL,
  token text, -- NULL: the chain's native currency
  amount text NOT NULL,
  nonce bigint NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index, account)
);

-- History pages: an account's rows newest first (the cursor's order).
CREATE INDEX account_transfers_by_time
  ON account_transfers (account, mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC);
-- Rolling back a reorg: every row of a chain from a block on.
CREATE INDEX account_transfers_by_block ON account_transfers (chain_id, block_number);

-- Name, symbol and decimals of each ERC-20 seen in a Transfer log, read once from the chain.
CREATE TABLE indexed_tokens (
  chain_id text NOT NULL,
  address text NOT NULL, -- lowercased
  name text NOT NULL,
  symbol text NOT NULL,
  decimals integer NOT NULL,
  PRIMARY KEY (chain_id, address)
);

-- Registered account names (SPEC §5): the full lowercased name is the key, so a taken name
-- cannot be registered twice even by racing requests.
CREATE TABLE account_names (
  name text PRIMARY KEY, -- e.g. alice.latch.id
  address text NOT NULL, -- lowercased
  coin_type bigint NOT NULL, -- ENSIP-11
  attributes jsonb NOT NULL,
  registered_at bigint NOT NULL, -- seconds since the epoch
  updated_at bigint NOT NULL
);

CREATE INDEX account_names_by_address ON account_names (address, registered_at);
