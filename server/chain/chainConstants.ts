/** How long one JSON-RPC batch to a chain node may take before the next URL is tried: 10 s (viem's default). */
export const RPC_BATCH_TIMEOUT_MS = 10_000

/** The most calls sent to a chain node in one JSON-RPC batch (one POST). */
export const RPC_BATCH_MAX_CALLS = 100

/** The largest JSON-RPC answer kept from a chain node, as viem's own default: 10 MiB. */
export const MAX_RPC_ANSWER_BYTES = 10 * 1024 * 1024
