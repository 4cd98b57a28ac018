import { Effect, Exit } from 'effect'
import { formatEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../../../../runtime/constants.ts'
import { defineNetwork, type Network } from '../../../../runtime/networks.ts'
import { ChainRpc } from '../../../../runtime/services/ChainRpc.ts'
import { FAULT_ROWS, isHang } from './faultRows.ts'
import { PROJECT_ID, type ReferenceStack } from './referenceStack.ts'

// The Data API's RPC proxy (`postChainRpc`, `${apiUrl}/v1`) as a network's first RPC URL,
// behind the fault proxy: reads go through it, and fall back to the next URL when it fails.

const networkOver = (stack: ReferenceStack, urls: string[]): Network =>
  defineNetwork({
    id: stack.chain.chainId,
    chainNamespace: 'eip155',
    name: 'Latch Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: urls } },
  })

const balanceOver = (stack: ReferenceStack, urls: string[]) =>
  Effect.runPromiseExit(
    ChainRpc.use((rpc) =>
      rpc.getBalance(networkOver(stack, urls), stack.chain.accounts[0]!.address as `0x${string}`),
    ).pipe(
      Effect.provide(
        ChainRpc.layer({
          projectId: PROJECT_ID,
          proxyUrl: `${stack.proxy.url}/v1`,
          sdkType: SDK_TYPE,
          sdkVersion: SDK_VERSION,
        }),
      ),
    ),
  )

/** Registers the RPC-proxy × fault cases over the stack `get` returns (started in beforeAll). */
export const describeChainRpcProxyFaults = (get: () => ReferenceStack) =>
  describe('fault matrix: the Data API RPC proxy × proxy faults', () => {
    it('default: a read through the Data API RPC proxy carries chainId and projectId', async () => {
      const stack = get()
      const exit = await balanceOver(stack, [`${stack.proxy.url}/v1`])
      expect(Exit.isSuccess(exit) && formatEther(exit.value)).toBe('10000')
      const [request] = stack.proxy.seen('/v1')
      expect([
        request?.method,
        request?.query.get('chainId'),
        request?.query.get('projectId'),
      ]).toEqual(['POST', stack.network.caipNetworkId, PROJECT_ID])
    })

    // A hung proxy costs viem's HTTP_TIMEOUT_MS of real time before the fallback: left out.
    for (const row of FAULT_ROWS.filter((r) => !isHang(r))) {
      it(`behavior: the RPC proxy × ${row.name} falls back to the next RPC URL`, async () => {
        const stack = get()
        stack.proxy.inject('/v1', row.fault)
        const exit = await balanceOver(stack, [`${stack.proxy.url}/v1`, stack.chain.url])
        expect(Exit.isSuccess(exit) && formatEther(exit.value)).toBe('10000')
        expect(stack.proxy.seen('/v1').length).toBeGreaterThan(0)
      })
    }
  })
