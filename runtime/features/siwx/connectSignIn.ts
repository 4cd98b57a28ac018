import { Effect } from 'effect'
import type { Connector, SignedIn, SignInRequest } from '../../connectors/Connector.ts'
import { walletConnectCanSignIn } from '../../connectors/walletConnect/walletConnectNamespaces.ts'
import { Config } from '../../services/Config.ts'
import { Logger } from '../../services/Logger.ts'
import { Sessions } from '../../services/Sessions.ts'
import { appFields, siwe, storeOnServer } from './signInFields.ts'
import type { SiwxMessageData, SiwxSession } from './siwxState.ts'

/**
 * The sign-in a WalletConnect connect carries in its session proposal (one-click auth), when
 * the app asks for sign-in and SPEC §5 allows it: "Sign-in through the universal provider
 * only when all chains are EVM". `undefined` otherwise: the SIWXSignMessage view signs after.
 */
export const proposalSignIn = (connector: Connector) =>
  Effect.gen(function* () {
    const config = yield* Config
    if (!config.siwx || connector.type !== 'WALLET_CONNECT') return undefined
    if (!walletConnectCanSignIn(config.networks)) return undefined
    const fields = yield* appFields()
    return {
      domain: fields.domain,
      uri: fields.uri,
      nonce: fields.nonce,
      statement: fields.statement,
    } satisfies SignInRequest
  })

/**
 * Keeps the sign-in a wallet gave with its connection (a WalletConnect CACAO), as `signIn`
 * keeps its own: read back from the EIP-4361 text the wallet signed, handed to the Data API
 * first when the app has one. A message that does not read, or a session the server refuses,
 * keeps nothing, so the SIWXSignMessage view opens as without it.
 */
export const keepSignedIn = (signedIn: SignedIn) =>
  Effect.gen(function* () {
    const config = yield* Config
    const sessions = yield* Sessions
    const read = (yield* siwe()).parseSiweMessage(signedIn.message)
    if (!read.address || !read.chainId || !read.nonce || !read.domain || !read.uri) return
    const data: SiwxMessageData = {
      chainId: `eip155:${read.chainId}`,
      accountAddress: read.address,
      nonce: read.nonce,
      domain: read.domain,
      uri: read.uri,
      version: '1',
      issuedAt: (read.issuedAt ?? new Date(0)).toISOString(),
      expirationTime: read.expirationTime?.toISOString(),
      notBefore: read.notBefore?.toISOString(),
      requestId: read.requestId,
      resources: read.resources,
      statement: read.statement,
    }
    const signed: SiwxSession = { data, ...signedIn }
    const session = config.apiUrl ? yield* storeOnServer(signed) : signed
    yield* sessions.add(`${data.chainId}:${data.accountAddress}`, session)
  }).pipe(
    Effect.catchCause((cause) =>
      Logger.use((l) => l.warn('the sign-in given with the connection was not kept', { cause })),
    ),
  )
