import { describe, expect, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../../runtime/LatchClient.ts'

// Type tests: `npm run typecheck` checks these bodies; the functions are never called.
const listed = async (latch: LatchClient) => {
  expectTypeOf(await latch.request({ method: 'eth_chainId' })).toEqualTypeOf<string>()
  expectTypeOf(await latch.request({ method: 'eth_accounts' })).toEqualTypeOf<readonly string[]>()
  expectTypeOf(
    await latch.request({ method: 'personal_sign', params: ['0x68656c6c6f', '0xab'] }),
  ).toEqualTypeOf<string>()
  // @ts-expect-error personal_sign takes [message, address], both strings
  await latch.request({ method: 'personal_sign', params: [1, 2] })
  // @ts-expect-error wallet_revokePermissions needs its permissionContext
  await latch.request({ method: 'wallet_revokePermissions', params: [{}] })
}

const unlisted = async (latch: LatchClient, method: string) => {
  expectTypeOf(await latch.request({ method: 'acme_custom', params: { any: 1 } })).toBeUnknown()
  expectTypeOf(await latch.request({ method, params: [1] })).toBeUnknown()
}

describe('LatchClient.request types', () => {
  it('default: a method of the contract is typed by it, params and result', () => {
    expect(listed).toBeTypeOf('function')
  })

  it('behavior: any other method takes any params and answers unknown', () => {
    expect(unlisted).toBeTypeOf('function')
  })
})
