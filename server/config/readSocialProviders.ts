import { createPrivateKey } from 'node:crypto'
import { isLoopbackHttp } from '../auth/providers/endpointUrl.ts'
import type { SocialProviderConfig } from '../auth/providers/SocialProvider.ts'
import type { SocialProviderName } from '../auth/socialLogin.ts'
import { bad, ok, type Parsed } from './envParsers.ts'
import type { EnvReader } from './envReader.ts'

/** The social providers configured, by name (a provider left out answers "not available"). */
export type SocialProvidersConfig = Readonly<
  Partial<Record<SocialProviderName, SocialProviderConfig>>
>

/** One provider's variables: those it needs (all or none) and its optional endpoint overrides. */
type ProviderVariables = {
  readonly name: SocialProviderName
  readonly label: string
  /** The variable's suffix after `LATCH_<PROVIDER>_`, and what to say when it is missing. */
  readonly required: readonly (readonly [suffix: string, hint: string])[]
  readonly endpoints: readonly string[]
}

const credentials = [
  ['CLIENT_ID', "the app's client id there"],
  ['CLIENT_SECRET', "the app's client secret there"],
] as const
const oauth2Endpoints = ['AUTHORIZATION_URL', 'TOKEN_URL', 'API_URL'] as const

const PROVIDERS: readonly ProviderVariables[] = [
  { name: 'google', label: 'Google', required: credentials, endpoints: ['ISSUER'] },
  {
    name: 'apple',
    label: 'Apple',
    required: [
      ['CLIENT_ID', 'the Services ID'],
      ['TEAM_ID', 'the Apple developer team id'],
      ['KEY_ID', 'the id of the Sign in with Apple key'],
      ['PRIVATE_KEY', 'that key, the .p8 PEM (or LATCH_APPLE_PRIVATE_KEY_FILE, its path)'],
    ],
    endpoints: ['ISSUER'],
  },
  { name: 'github', label: 'GitHub', required: credentials, endpoints: oauth2Endpoints },
  { name: 'discord', label: 'Discord', required: credentials, endpoints: oauth2Endpoints },
  { name: 'x', label: 'X', required: credentials, endpoints: oauth2Endpoints },
  { name: 'facebook', label: 'Facebook', required: credentials, endpoints: oauth2Endpoints },
]

/** A provider endpoint: HTTPS, or plain HTTP on loopback (a stand-in), as the providers require. */
const endpoint = (text: string): Parsed<string> => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return bad(`'${text}' is not a URL`)
  }
  return url.protocol === 'https:' || isLoopbackHttp(url)
    ? ok(text)
    : bad(`'${text}' is not HTTPS (plain HTTP only on 127.0.0.1 or localhost)`)
}

/** Apple's key: an EC P-256 private key in PEM (a `.p8`); `\n` escapes of a one-line value read as newlines. */
const applePrivateKey = (text: string): Parsed<string> => {
  const pem = text.replace(/\\n/g, '\n')
  try {
    const key = createPrivateKey(pem)
    if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1')
      return ok(pem)
  } catch {
    return bad(
      'is not a private key in PEM (the .p8 file Apple gives, -----BEGIN PRIVATE KEY-----)',
    )
  }
  return bad('is not an ES256 (EC P-256) key: Sign in with Apple keys are')
}

const configOf = (
  name: SocialProviderName,
  v: Readonly<Record<string, string>>,
): SocialProviderConfig => {
  const { CLIENT_ID: clientId = '', CLIENT_SECRET: clientSecret = '' } = v
  switch (name) {
    case 'google':
      return {
        protocol: 'google',
        clientId,
        clientSecret,
        ...(v.ISSUER ? { issuer: v.ISSUER } : {}),
      }
    case 'apple':
      return {
        protocol: 'apple',
        clientId,
        teamId: v.TEAM_ID ?? '',
        keyId: v.KEY_ID ?? '',
        privateKey: v.PRIVATE_KEY ?? '',
        ...(v.ISSUER ? { issuer: v.ISSUER } : {}),
      }
    default: {
      const endpoints = {
        ...(v.AUTHORIZATION_URL ? { authorization: v.AUTHORIZATION_URL } : {}),
        ...(v.TOKEN_URL ? { token: v.TOKEN_URL } : {}),
        ...(v.API_URL ? { api: v.API_URL } : {}),
      }
      return {
        protocol: name,
        clientId,
        clientSecret,
        ...(Object.keys(endpoints).length > 0 ? { endpoints } : {}),
      }
    }
  }
}

/** One provider: its configuration when all its variables are set, none when none is. */
const readProvider = (env: EnvReader, p: ProviderVariables): SocialProviderConfig | undefined => {
  const prefix = `LATCH_${p.name.toUpperCase()}_`
  const values: Record<string, string> = {}
  const missing: string[] = []
  for (const [suffix] of p.required) {
    const text = env.raw(prefix + suffix)
    if (text === undefined) missing.push(suffix)
    else values[suffix] = text
  }
  for (const suffix of p.endpoints) {
    const text = env.raw(prefix + suffix)
    if (text !== undefined) values[suffix] = text
  }
  const given = Object.keys(values)
  if (given.length === 0) return undefined
  for (const [suffix, hint] of p.required)
    if (missing.includes(suffix))
      env.problem(
        prefix + suffix,
        `is required with ${prefix}${given[0]}: ${hint} (${p.label} login is on only when all of ${p.required.map(([s]) => prefix + s).join(', ')} are set)`,
      )
  let valid = missing.length === 0
  for (const suffix of p.endpoints) {
    const text = values[suffix]
    const parsed = text === undefined ? ok('') : endpoint(text)
    if (!parsed.ok) env.problem(prefix + suffix, parsed.problem)
    valid &&= parsed.ok
  }
  if (values.PRIVATE_KEY !== undefined) {
    const key = applePrivateKey(values.PRIVATE_KEY)
    if (key.ok) values.PRIVATE_KEY = key.value
    else env.problem(`${prefix}PRIVATE_KEY`, key.problem)
    valid &&= key.ok
  }
  return valid ? configOf(p.name, values) : undefined
}

/**
 * The social providers from the environment: `LATCH_<PROVIDER>_CLIENT_ID` and `_CLIENT_SECRET`
 * for Google, GitHub, Discord, X and Facebook; `LATCH_APPLE_CLIENT_ID` (the Services ID),
 * `_TEAM_ID`, `_KEY_ID` and `_PRIVATE_KEY` (PEM, or `_PRIVATE_KEY_FILE`) for Apple. A provider
 * is on when all of its variables are set; some without the others is a problem naming each
 * missing one. Optional endpoint overrides (a stand-in, a proxy): `LATCH_GOOGLE_ISSUER`,
 * `LATCH_APPLE_ISSUER`, `LATCH_<PROVIDER>_AUTHORIZATION_URL`, `_TOKEN_URL`, `_API_URL`.
 *
 * @example
 * import { envReader } from './envReader.ts'
 * import { readSocialProviders } from './readSocialProviders.ts'
 * const providers = readSocialProviders(envReader({ LATCH_GITHUB_CLIENT_ID: 'Iv1.abc', LATCH_GITHUB_CLIENT_SECRET: 's' }))
 */
export const readSocialProviders = (env: EnvReader): SocialProvidersConfig => {
  const providers: Partial<Record<SocialProviderName, SocialProviderConfig>> = {}
  for (const p of PROVIDERS) {
    const config = readProvider(env, p)
    if (config) providers[p.name] = config
  }
  return providers
}
