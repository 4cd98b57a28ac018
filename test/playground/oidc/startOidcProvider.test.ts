import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  type DevOidcProvider,
  startOidcProvider,
} from '../../../playground/oidc/startOidcProvider.ts'

let oidc: DevOidcProvider | undefined
afterAll(() => oidc?.stop())

describe('the dev OpenID provider', () => {
  it("behavior: starts and serves without one 'oidc-provider WARNING' (its storage, key and login page are ours)", async () => {
    const said: string[] = []
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        said.push(args.map(String).join(' '))
      }),
    )
    try {
      oidc = await startOidcProvider({
        port: 0,
        redirectUri: 'http://127.0.0.1:9/frame/social-callback',
      })
      const discovery = await fetch(`${oidc.url}/.well-known/openid-configuration`)
      expect(discovery.status).toBe(200)
      const jwks = (await (await fetch(`${oidc.url}/jwks`)).json()) as { keys: { kid: string }[] }
      expect(jwks.keys.map((k) => k.kid)).toEqual(['latch-dev-oidc'])
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    expect(said.filter((line) => line.includes('oidc-provider WARNING'))).toEqual([])
    // At most our one line, when this Node is older than oidc-provider asks for.
    expect(said.length).toBeLessThanOrEqual(1)
  })
})
