import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { describeChainRpcProxyFaults } from './support/chainRpcProxySuite.ts'
import { describeClientFlowFaults } from './support/clientFlowSuite.ts'
import { describeDataApiServiceFaults } from './support/dataApiServiceSuite.ts'
import { type ReferenceStack, startReferenceStack } from './support/referenceStack.ts'
import { watchUnhandledRejections } from './support/unhandled.ts'

// The Data API fault matrix: the service's calls, the client's flows and the RPC proxy, over one reference
// stack (anvil, the reference server, the fault proxy) started once for both.

let stack: ReferenceStack
const unhandled = watchUnhandledRejections()

beforeAll(async () => {
  unhandled.install()
  stack = await startReferenceStack()
}, 60_000)
afterAll(async () => {
  await stack?.stop()
  unhandled.uninstall()
}, 30_000)
afterEach(() => {
  stack.proxy.reset()
  expect(unhandled.take()).toEqual([])
})

describeDataApiServiceFaults(() => stack)
describeClientFlowFaults(() => stack)
describeChainRpcProxyFaults(() => stack)
