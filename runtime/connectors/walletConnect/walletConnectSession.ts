import { CAIP_NAMESPACE } from '../../caip.ts'
import type { ConnectionAccount, Namespace } from '../../state/types.ts'
import type { ConnectResult, SignedIn } from '../Connector.ts'
import type { WcCacao, WcSession } from './client/wcTypes.ts'

/** The parts of a WalletConnect session Latch reads. */
export type WalletConnectSession = Pick<WcSession, 'namespaces' | 'authentication'>

/** One CACAO as the wallet hands it back (`session.authentication`). */
type Cacao = WcCacao

/** CAIP-10 `ns:ref:address` → `{ chain: 'ns:ref', address }`. */
export const parseCaip10 = (caip10: string) => {
  const parts = caip10.split(':')
  return { chain: `${parts[0]}:${parts[1]}`, address: parts.slice(2).join(':') }
}

/** The session's accounts in one CAIP namespace (`eip155`, `solana`, `bip122`), parsed. */
const accountsIn = (session: WalletConnectSession, caipNamespace: string) =>
  Object.entries(session.namespaces)
    .filter(([key]) => key === caipNamespace || key.startsWith(`${caipNamespace}:`))
    .flatMap(([, ns]) => ns.accounts.map(parseCaip10))

/** The CAIP-2 chains the session holds accounts on in `caipNamespace`. */
export const sessionChains = (session: WalletConnectSession, caipNamespace: string): string[] => [
  ...new Set(accountsIn(session, caipNamespace).map((a) => a.chain)),
]

/**
 * The session's accounts in `caipNamespace` on `chain` (all of the namespace's when it holds
 * none there), each address once.
 */
export const sessionAccounts = (
  session: WalletConnectSession,
  caipNamespace: string,
  chain?: string,
): ConnectionAccount[] => {
  const all = accountsIn(session, caipNamespace)
  const onChain = chain ? all.filter((a) => a.chain === chain) : all
  return [...new Set((onChain.length > 0 ? onChain : all).map((a) => a.address))].map(
    (address) => ({ type: 'eoa', address }),
  )
}

/**
 * What a session means for one namespace: its accounts on `preferred` when the session holds
 * that chain, else on its first chain there; `undefined` when the wallet granted the namespace
 * nothing.
 */
export const sessionResult = (
  session: WalletConnectSession,
  caipNamespace: string,
  preferred?: string,
): ConnectResult | undefined => {
  const chains = sessionChains(session, caipNamespace)
  const chain = preferred && chains.includes(preferred) ? preferred : chains[0]
  if (!chain) return undefined
  return { accounts: sessionAccounts(session, caipNamespace, chain), caipNetworkId: chain }
}

/**
 * The sign-in a wallet gave in its session approval (the first CACAO of
 * `session.authentication`): the CAIP-122 message as sign-client formats it from the CACAO's
 * payload and issuer, and the signature.
 */
export const sessionSignIn = (
  session: WalletConnectSession,
  format: (payload: Cacao['p'], iss: string) => string,
): SignedIn | undefined => {
  const cacao = session.authentication?.[0]
  if (!cacao) return undefined
  return { message: format(cacao.p, cacao.p.iss), signature: cacao.s.s, cacao }
}

/** CAIP namespace (`bip122`) → Latch namespace (`bitcoin`), for routing a session event. */
export const namespaceOfCaip = (caip: string): Namespace | undefined =>
  (Object.keys(CAIP_NAMESPACE) as Namespace[]).find((ns) => CAIP_NAMESPACE[ns] === caip)

/** A chainChanged event's data (`31338`, `'0x7a6a'`, a CAIP-2 id) as CAIP-2 in `caipNamespace`. */
export const chainOf = (caipNamespace: string, data: unknown): string => {
  const text = String(data)
  if (text.includes(':')) return text
  if (caipNamespace === 'eip155') return `eip155:${Number(text)}`
  return `${caipNamespace}:${text}`
}
