import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

type Json = Record<string, unknown>

const frame = parse(
  readFileSync(new URL('../../contracts/frame.asyncapi.yaml', import.meta.url), 'utf8'),
) as { components: { messages: Json; schemas: Json } }
const rpc = JSON.parse(
  readFileSync(new URL('../../contracts/wallet-rpc.openrpc.json', import.meta.url), 'utf8'),
) as {
  methods: { name: string; 'x-frame': boolean; 'x-unsafe': boolean }[]
  components: { schemas: Json }
}

const deref = (value: unknown): Json => {
  let at = value as Json
  while (typeof at.$ref === 'string') {
    let target: unknown = frame
    for (const key of (at.$ref as string).slice(2).split('/')) target = (target as Json)[key]
    at = target as Json
  }
  return at
}

/** The property names a payload schema (or every branch of its oneOf) declares. */
const fieldsOf = (schema: unknown): string[] => {
  const s = deref(schema)
  const own = s.properties === undefined ? [] : Object.keys(deref(s.properties))
  const branches = (s.oneOf as unknown[] | undefined) ?? []
  return [...new Set([...own, ...branches.flatMap(fieldsOf)])]
}

const messages = Object.values(frame.components.messages).map((m) => deref((m as Json).payload))
const byType = new Map(messages.map((p) => [deref(deref(p.properties).type).const as string, p]))

/** SPEC §7 "Secure embedded frame": each message, its request type and the payload fields SPEC names. */
const frameMessages: readonly (readonly [spec: string, type: string, fields: readonly string[]])[] =
  [
    ['switch network {chainId}', 'app/switch-network', ['chainId']],
    ['connect e-mail {email}', 'app/connect-email', ['email']],
    ['connect device', 'app/connect-device', []],
    ['connect OTP {otp}', 'app/connect-otp', ['otp']],
    [
      'connect social {uri, preferredAccountType, chainId}',
      'app/connect-social',
      ['uri', 'preferredAccountType', 'chainId'],
    ],
    ['get Farcaster URI', 'app/get-farcaster-uri', []],
    ['connect Farcaster', 'app/connect-farcaster', []],
    [
      'get user {chainId, preferredAccountType, socialUri}',
      'app/get-user',
      ['chainId', 'preferredAccountType', 'socialUri'],
    ],
    ['get social redirect URI {provider}', 'app/get-social-redirect-uri', ['provider']],
    ['sign out', 'app/sign-out', []],
    ['is connected {token}', 'app/is-connected', ['token']],
    ['get chain id', 'app/get-chain-id', []],
    ['get smart account enabled networks', 'app/get-smart-account-enabled-networks', []],
    ['init smart account', 'app/init-smart-account', []],
    ['set preferred account {type}', 'app/set-preferred-account', ['type']],
    ['RPC request', 'app/rpc-request', ['method', 'params']],
    ['update e-mail {email}', 'app/update-email', ['email']],
    ['primary OTP {otp}', 'app/update-email-primary-otp', ['otp']],
    ['secondary OTP {otp}', 'app/update-email-secondary-otp', ['otp']],
    [
      'sync theme {themeMode, themeVariables, w3mThemeVariables}',
      'app/sync-theme',
      ['themeMode', 'themeVariables', 'w3mThemeVariables'],
    ],
    [
      'sync dapp data {metadata, sdkVersion, sdkType, projectId}',
      'app/sync-dapp-data',
      ['metadata', 'sdkVersion', 'sdkType', 'projectId'],
    ],
    ['reload', 'app/reload', []],
  ]

/** SPEC §7 frame "RPC request" method list, spelled out (eth_* as the SPEC names them). */
const frameRpc = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
]

/** SPEC §7 "Wallet RPC" and §6 (sendTransaction); plus the frame list above. */
const walletRpc = [
  'wallet_getCapabilities',
  'wallet_getAssets',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_requestAccounts',
  'eth_accounts',
  'eth_chainId',
  'personal_sign',
  'eth_sendTransaction',
]

/** Requests of our design beyond SPEC §7's list (docs/DECISIONS.md). */
const ourRequests = ['app/cancel-request']

describe('SPEC §7 secure-frame messages', () => {
  it('default: the table holds the 22 messages SPEC lists, and the contract only adds ours', () => {
    expect(frameMessages).toHaveLength(22)
    const requests = [...byType.keys()].filter((t) => t.startsWith('app/'))
    expect(requests.sort()).toEqual(
      [...frameMessages.map(([, type]) => type), ...ourRequests].sort(),
    )
  })

  it.each(frameMessages)('parameters: %s', (_spec, type, fields) => {
    const request = byType.get(type)
    expect(request, `${type} request`).toBeDefined()
    const props = deref(request!.properties)
    if (fields.length === 0) expect(props.payload, `${type} has no payload`).toBeUndefined()
    else expect(fieldsOf(props.payload)).toEqual(expect.arrayContaining([...fields]))
    const name = type.slice('app/'.length)
    expect(byType.get(`frame/${name}-success`), `frame/${name}-success`).toBeDefined()
    const error = byType.get(`frame/${name}-error`)
    expect(error, `frame/${name}-error`).toBeDefined()
    expect(deref(deref(error!.properties).payload).required).toEqual(['message'])
  })

  it('behavior: the ready and session-update events exist', () => {
    expect(byType.has('frame/ready')).toBe(true)
    expect(byType.has('frame/session-update')).toBe(true)
  })
})

describe('SPEC §6/§7 RPC methods', () => {
  const methods = new Map(rpc.methods.map((m) => [m.name, m]))
  const rpcEnum = frame.components.schemas.RpcMethod as { enum: string[] }

  it.each([...new Set([...walletRpc, ...frameRpc])])(
    'parameters: %s is in wallet-rpc.openrpc.json',
    (name) => {
      expect(methods.get(name), name).toBeDefined()
    },
  )

  it.each(frameRpc)('parameters: %s is carried by the frame RPC request', (name) => {
    expect(methods.get(name)?.['x-frame'], name).toBe(true)
    expect(rpcEnum.enum).toContain(name)
  })

  it('behavior: every eth_* method of the OpenRPC document is carried by the frame (SPEC §7 "eth_*")', () => {
    const eth = rpc.methods.filter((m) => m.name.startsWith('eth_'))
    expect(eth.length).toBeGreaterThan(10)
    expect(eth.filter((m) => !m['x-frame']).map((m) => m.name)).toEqual([])
  })
})

describe('schemas the frame copies from wallet-rpc.openrpc.json', () => {
  const shared = Object.keys(frame.components.schemas).filter((n) => n in rpc.components.schemas)

  it('default: the SPEC §5 RPC rules are copied into the frame contract', () => {
    expect(shared.sort()).toEqual(
      [
        'Address',
        'Call',
        'Capabilities',
        'Quantity',
        'SendCallsParams',
        'SolanaAddress',
        'SolanaSendOptions',
        'SolanaTransaction',
      ].sort(),
    )
  })

  it.each(shared)('parameters: %s is equal in both documents', (name) => {
    expect(frame.components.schemas[name]).toEqual(rpc.components.schemas[name])
  })

  it('behavior: the RPC request branches cover RpcMethod exactly once each', () => {
    const branch = (name: string) =>
      deref(deref(deref(frame.components.schemas[name]).properties).method)
    const covered = [
      branch('WalletSendCallsRpcRequest').const,
      branch('SolanaSignAndSendTransactionRpcRequest').const,
      ...(branch('OtherRpcRequest').enum as string[]),
    ] as string[]
    const rpcEnum = (frame.components.schemas.RpcMethod as { enum: string[] }).enum
    expect(covered.sort()).toEqual([...rpcEnum].sort())
    expect(new Set(covered).size).toBe(covered.length)
  })
})
