import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SocialLogin } from '../../../../server/auth/socialLogin.ts'
import { logIn, startSocial } from './loginDriver.ts'
import {
  CLIENT,
  discordStandIn,
  facebookStandIn,
  githubStandIn,
  xStandIn,
} from './oauth2StandIns.ts'

// GitHub, Discord, X and Facebook by their own OAuth 2.0 protocol, each against a stand-in on
// 127.0.0.1 shaped like its documented endpoints (paths, client authentication, PKCE, the
// error answers, the user API).
let stop: () => Promise<void>
let social: SocialLogin
let standIns: {
  github: Awaited<ReturnType<typeof githubStandIn>>
  discord: Awaited<ReturnType<typeof discordStandIn>>
  x: Awaited<ReturnType<typeof xStandIn>>
  facebook: Awaited<ReturnType<typeof facebookStandIn>>
}

// Flipped by the tests of unverified e-mails.
const githubUser = { primaryVerified: true }
const discordUser = { verified: true }

beforeAll(async () => {
  standIns = {
    github: await githubStandIn(githubUser),
    discord: await discordStandIn(discordUser),
    x: await xStandIn(),
    facebook: await facebookStandIn(),
  }
  const { github, discord, x, facebook } = standIns
  const started = await startSocial({
    github: {
      protocol: 'github',
      ...CLIENT,
      endpoints: {
        authorization: `${github.origin}/login/oauth/authorize`,
        token: `${github.origin}/login/oauth/access_token`,
        api: github.origin,
      },
    },
    discord: {
      protocol: 'discord',
      ...CLIENT,
      endpoints: {
        authorization: `${discord.origin}/oauth2/authorize`,
        token: `${discord.origin}/api/oauth2/token`,
        api: `${discord.origin}/api`,
      },
    },
    x: {
      protocol: 'x',
      ...CLIENT,
      endpoints: {
        authorization: `${x.origin}/i/oauth2/authorize`,
        token: `${x.origin}/2/oauth2/token`,
        api: x.origin,
      },
    },
    facebook: {
      protocol: 'facebook',
      ...CLIENT,
      endpoints: {
        authorization: `${facebook.origin}/v23.0/dialog/oauth`,
        token: `${facebook.origin}/v23.0/oauth/access_token`,
        api: `${facebook.origin}/v23.0`,
      },
    },
  })
  social = started.social
  stop = async () => {
    await Promise.all(Object.values(standIns).map((s) => s.stop()))
    await started.close()
  }
})
afterAll(() => stop())

const REFUSED = { status: 'refused', message: 'The provider refused the login: try again' }
const UNVERIFIED = {
  status: 'refused',
  message:
    'Your e-mail address is not verified at this provider: verify it there, then log in again',
}

describe('GitHub (OAuth 2.0 and the user API)', () => {
  it('logs in with the id, the login and the primary verified e-mail from /user/emails', async () => {
    const { authorize, result } = await logIn(social, 'github')
    expect(authorize.searchParams.get('scope')).toBe('read:user user:email')
    expect(result).toEqual({
      status: 'ok',
      projectId: 'demo',
      provider: 'github',
      sub: '583231',
      email: 'octocat@example.com',
      userName: 'octocat',
    })
  })
  it('refuses when the primary address is unverified (no link mailed to it, no account matched by it)', async () => {
    githubUser.primaryVerified = false
    try {
      expect((await logIn(social, 'github')).result).toEqual(UNVERIFIED)
    } finally {
      githubUser.primaryVerified = true
    }
  })
  it("refuses GitHub's 200 answer with error=bad_verification_code", async () => {
    const { result } = await logIn(social, 'github', { code: () => 'not-a-code' })
    expect(result).toEqual(REFUSED)
  })
})

describe('Discord (OAuth 2.0 with PKCE)', () => {
  it('logs in with the id, the username and the verified e-mail', async () => {
    const { authorize, result } = await logIn(social, 'discord')
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('scope')).toBe('identify email')
    expect(result).toMatchObject({
      status: 'ok',
      sub: '80351110224678912',
      email: 'nelly@example.com',
      userName: 'nelly',
    })
  })
  it('refuses an e-mail Discord says is not verified', async () => {
    discordUser.verified = false
    try {
      expect((await logIn(social, 'discord')).result).toEqual(UNVERIFIED)
    } finally {
      discordUser.verified = true
    }
  })
  it('refuses a code redeemed with another PKCE verifier (invalid_grant)', async () => {
    const { result } = await logIn(social, 'discord', { verifier: 'x'.repeat(43) })
    expect(result).toEqual(REFUSED)
  })
})

describe('X (OAuth 2.0, PKCE required)', () => {
  it('logs in with the id and the handle, and no e-mail', async () => {
    const { authorize, result } = await logIn(social, 'x')
    expect(authorize.searchParams.get('scope')).toBe('users.read tweet.read')
    expect(result).toEqual({
      status: 'ok',
      projectId: 'demo',
      provider: 'x',
      sub: '2244994945',
      email: undefined,
      userName: 'XDevelopers',
    })
  })
  it('refuses a code X does not accept', async () => {
    const { result } = await logIn(social, 'x', { code: () => 'nope' })
    expect(result).toEqual(REFUSED)
  })
})

describe('Facebook (OAuth 2.0, client secret in the form, Graph API)', () => {
  it('logs in with the app-scoped id, the name and the e-mail', async () => {
    const { authorize, result } = await logIn(social, 'facebook')
    expect(authorize.searchParams.get('scope')).toBe('email public_profile')
    expect(result).toMatchObject({
      status: 'ok',
      sub: '10158000000000001',
      email: 'mark@example.com',
      userName: 'Mark Example',
    })
  })
  it("refuses Facebook's OAuthException answer to a bad code", async () => {
    const { result } = await logIn(social, 'facebook', { code: () => 'bad' })
    expect(result).toEqual(REFUSED)
  })
})

describe('the user API', () => {
  it('refuses when the user API refuses the token', async () => {
    standIns.github.tokens.clear()
    const tokens = standIns.github.tokens
    const add = tokens.add.bind(tokens)
    // The token endpoint issues a token the user API no longer knows.
    tokens.add = () => tokens
    try {
      const { result } = await logIn(social, 'github')
      expect(result).toEqual(REFUSED)
    } finally {
      tokens.add = add
    }
  })
})
