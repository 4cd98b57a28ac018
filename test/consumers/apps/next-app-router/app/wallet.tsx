'use client'

import { createLatch } from 'latch'
import { defineNetwork } from 'latch/networks'
import { ConnectButton, LatchProvider, useLatchAccount } from 'latch/react'
import { useState } from 'react'

/** The local anvil chain the test starts; its URL is given at build time. */
const local = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_CHAIN_URL ?? 'http://127.0.0.1:8545'] } },
  testnet: true,
})

const Account = () => {
  const { address, status } = useLatchAccount()
  return <output data-testid="consumer-account">{`${status} ${address ?? ''}`}</output>
}

/** The client boundary: one Latch client per browser tab (and per server render). */
export function Wallet() {
  const [latch] = useState(() =>
    createLatch({
      projectId: 'consumer-next',
      networks: [local],
      metadata: { name: 'Consumer', url: 'http://127.0.0.1' },
    }),
  )
  return (
    <LatchProvider client={latch}>
      <ConnectButton />
      <Account />
    </LatchProvider>
  )
}
