import { Wallet } from './wallet'

/** A server component around the client-side Latch provider. */
export default function Page() {
  return (
    <main>
      <h1>Latch in the App Router</h1>
      <Wallet />
    </main>
  )
}
