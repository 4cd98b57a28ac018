// README "Next.js (App Router)": app/wallet.tsx, the client boundary. app/layout.tsx and
// app/page.tsx stay server components and render <Wallet /> like any other component.
'use client'

import { createLatch } from 'latch'
import { mainnet } from 'latch/networks'
import { ConnectButton, LatchProvider } from 'latch/react'
import { useState } from 'react'

export function Wallet() {
  // Per render tree, not per module: the server renders each request with its own client.
  const [latch] = useState(() =>
    createLatch({
      projectId: 'my-app',
      networks: [mainnet],
      metadata: { name: 'My App', url: 'https://my-app.example' },
    }),
  )
  return (
    <LatchProvider client={latch}>
      <ConnectButton />
    </LatchProvider>
  )
}
