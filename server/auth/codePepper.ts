import { createHmac } from 'node:crypto'

/**
 * The secret e-mail codes are HMAC'd under, derived from the master key (so one key file holds
 * both). With a cloud KMS, pass a pepper from the secret store instead.
 *
 * @example
 * import { codePepper } from './codePepper.ts'
 * import { readOrCreateKeyFile } from './Kms.ts'
 * const pepper = codePepper(readOrCreateKeyFile('.latch-data/master.key'))
 */
export const codePepper = (master: Uint8Array): Uint8Array =>
  new Uint8Array(createHmac('sha256', master).update('latch e-mail code pepper v1').digest())
