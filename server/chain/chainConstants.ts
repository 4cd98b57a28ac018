/** How long one JSON-RPC batch to a chain node may take before the next URL is tried: 10 s (viem's default). */
export const RPC_BATCH_TIMEOUT_MS = 10_000

/**
 * The most amounts read from a chain node in one POST: one deployless read of that many
 * balances, or a JSON-RPC batch of that many calls.
 */
export const RPC_BATCH_MAX_CALLS = 100

/** The largest JSON-RPC answer kept from a chain node, as viem's own default: 10 MiB. */
export const MAX_RPC_ANSWER_BYTES = 10 * 1024 * 1024

/** The most kept-alive sockets the server opens to one chain node; further POSTs wait their turn. */
export const RPC_NODE_SOCKETS = 4

/** How long a socket to a chain node stays open with nothing to send (Node's agent keeps 5 s). */
export const RPC_NODE_IDLE_MS = 4_000
