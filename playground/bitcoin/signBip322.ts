import { getPublicKey } from '@noble/secp256k1'
import { NETWORK, p2wpkh, RawWitness, Script, TEST_NETWORK, Transaction } from '@scure/btc-signer'

/** The Bitcoin networks the dev wallet signs for. */
export type BitcoinDevNetwork = 'mainnet' | 'testnet'

const te = new TextEncoder()

const sha256 = async (bytes: Uint8Array): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>))

/** BIP-340's tagged hash: SHA-256(SHA-256(tag) ‖ SHA-256(tag) ‖ message). */
const taggedHash = async (tag: string, message: Uint8Array) => {
  const t = await sha256(te.encode(tag))
  const buf = new Uint8Array(64 + message.length)
  buf.set(t, 0)
  buf.set(t, 32)
  buf.set(message, 64)
  return sha256(buf)
}

/**
 * The P2WPKH payment of a private key on a network (`bc1q…` on mainnet, `tb1q…` on testnet).
 *
 * @example
 * import { p2wpkhOf } from './signBip322.ts'
 * p2wpkhOf(new Uint8Array(32).fill(7), 'testnet').address // 'tb1q…'
 */
export const p2wpkhOf = (privateKey: Uint8Array, network: BitcoinDevNetwork) =>
  p2wpkh(getPublicKey(privateKey, true), network === 'mainnet' ? NETWORK : TEST_NETWORK)

/**
 * Signs `message` the BIP-322 "simple" way for a P2WPKH address: the virtual `to_spend`
 * transaction commits to the message's tagged hash and pays the address; `to_sign` spends it
 * (SIGHASH_ALL) to OP_RETURN; the signature is `to_sign`'s serialized witness. Our own code on
 * @scure/btc-signer, so a test can check it with an independent verifier.
 *
 * @example
 * import { signBip322 } from './signBip322.ts'
 * const witness = await signBip322(privateKey, 'testnet', 'Hello') // base64 with btoa
 */
export const signBip322 = async (
  privateKey: Uint8Array,
  network: BitcoinDevNetwork,
  message: Uint8Array,
): Promise<Uint8Array> => {
  const pay = p2wpkhOf(privateKey, network)
  const hash = await taggedHash('BIP0322-signed-message', message)
  const toSpend = new Transaction({
    version: 0,
    allowUnknownInputs: true,
    disableScriptCheck: true,
  })
  toSpend.addOutput({ script: pay.script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', hash]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: pay.script, amount: 0n },
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the input was not finalized')
  return RawWitness.encode(witness)
}
