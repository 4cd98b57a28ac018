import type { LatchClient } from 'latch'
import { AccountButton, ConnectButton, LatchProvider, NetworkButton } from 'latch/react'
import { AccountPanel } from './AccountPanel.tsx'
import type { PlaygroundConfig } from './playgroundConfig.ts'
import { RegisterName } from './RegisterName.tsx'
import type { PageOptions } from './readPageOptions.ts'
import { SendBatch } from './SendBatch.tsx'
import { SendTransaction } from './SendTransaction.tsx'
import { SessionKey } from './SessionKey.tsx'
import { SignIn } from './SignIn.tsx'
import { SignMessage } from './SignMessage.tsx'
import { ThemePanel } from './ThemePanel.tsx'

/** Props of `App`. */
export type AppProps = {
  readonly latch: LatchClient
  readonly config: PlaygroundConfig
  /** The page's URL options; the Theme panel starts from them. */
  readonly options?: PageOptions | undefined
}

/**
 * The demo page: the Latch buttons in the header, the account and network the hooks report,
 * what an app does with a connected wallet (sign a message, sign in, send a transaction), and
 * the Theme panel (mode, language, themeVariables).
 *
 * @example
 * import { App } from './App.tsx'
 * createRoot(root).render(<App latch={latch} config={config} />)
 */
export const App = ({ latch, config, options }: AppProps) => (
  <LatchProvider client={latch}>
    <header className="bar">
      <strong className="brand">Latch Playground</strong>
      <nav className="row">
        <NetworkButton className="button secondary" />
        <AccountButton className="button secondary" />
        <ConnectButton className="button" />
      </nav>
    </header>
    <main className="grid">
      <AccountPanel />
      <section className="card">
        <h2>Try it</h2>
        <SignMessage />
        <SignIn />
        <SendTransaction />
        <SendBatch />
        <SessionKey />
        <RegisterName />
      </section>
      {options && <ThemePanel options={options} />}
      <section className="card muted">
        <h2>Local services</h2>
        <dl className="facts">
          {config.chains.map((chain) => (
            <div key={chain.chainId}>
              <dt>{chain.name}</dt>
              <dd>{chain.rpcUrl}</dd>
            </div>
          ))}
          <div>
            <dt>Data API</dt>
            <dd>{config.apiUrl}</dd>
          </div>
          {config.relayUrl && (
            <div>
              <dt>Relay</dt>
              <dd>{config.relayUrl}</dd>
            </div>
          )}
        </dl>
        <p>
          The dev wallet asks before each request; add <code>?autoApprove=1</code> to the URL to
          approve everything.
        </p>
      </section>
    </main>
  </LatchProvider>
)
