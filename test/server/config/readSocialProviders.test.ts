import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readServerConfig } from '../../../server/config/readServerConfig.ts'

const base = {
  DATABASE_URL: 'postgres://latch:secret@db.internal:5432/latch',
  LATCH_PROJECT_IDS: 'my-app',
  LATCH_ALLOWED_ORIGINS: 'https://app.example.com',
  LATCH_CHAINS: 'eip155:1',
  LATCH_RPC_1: 'https://rpc.example.net',
  LATCH_FRAME_PUBLIC_URL: 'https://frame.example.com',
  LATCH_MASTER_KEY: 'ab'.repeat(32),
  LATCH_SMTP_URL: 'smtps://mailer:pass@smtp.example.com',
}

const appleKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString()
    .trim()

const all = (pem: string) => ({
  LATCH_GOOGLE_CLIENT_ID: 'g-id.apps.googleusercontent.com',
  LATCH_GOOGLE_CLIENT_SECRET: 'g-secret',
  LATCH_APPLE_CLIENT_ID: 'com.example.web',
  LATCH_APPLE_TEAM_ID: 'TEAM123456',
  LATCH_APPLE_KEY_ID: 'KEY1234567',
  LATCH_APPLE_PRIVATE_KEY: pem,
  LATCH_GITHUB_CLIENT_ID: 'Iv1.gh',
  LATCH_GITHUB_CLIENT_SECRET: 'gh-secret',
  LATCH_DISCORD_CLIENT_ID: '1234',
  LATCH_DISCORD_CLIENT_SECRET: 'd-secret',
  LATCH_X_CLIENT_ID: 'x-id',
  LATCH_X_CLIENT_SECRET: 'x-secret',
  LATCH_FACEBOOK_CLIENT_ID: '5678',
  LATCH_FACEBOOK_CLIENT_SECRET: 'f-secret',
})

const read = (env: Record<string, string>) => {
  const result = readServerConfig({ ...base, ...env })
  return result.ok
    ? { providers: result.config.socialProviders, problems: [] }
    : { providers: undefined, problems: result.problems }
}

describe('social providers from the environment (npm run serve)', () => {
  it('rule: all of a provider set turns it on, each by its own protocol; endpoint overrides kept', () => {
    const pem = appleKey()
    const { providers, problems } = read({
      ...all(pem),
      LATCH_GITHUB_API_URL: 'http://127.0.0.1:4010',
      LATCH_GOOGLE_ISSUER: 'https://accounts.example.com',
    })
    expect(problems).toEqual([])
    expect(Object.keys(providers ?? {}).sort()).toEqual(
      ['apple', 'discord', 'facebook', 'github', 'google', 'x'].sort(),
    )
    expect(providers?.google).toEqual({
      protocol: 'google',
      clientId: 'g-id.apps.googleusercontent.com',
      clientSecret: 'g-secret',
      issuer: 'https://accounts.example.com',
    })
    expect(providers?.apple).toEqual({
      protocol: 'apple',
      clientId: 'com.example.web',
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: pem,
    })
    expect(providers?.github).toEqual({
      protocol: 'github',
      clientId: 'Iv1.gh',
      clientSecret: 'gh-secret',
      endpoints: { api: 'http://127.0.0.1:4010' },
    })
    expect(providers?.x).toEqual({ protocol: 'x', clientId: 'x-id', clientSecret: 'x-secret' })
  })

  it('rule: none set is off, with no problem', () => {
    expect(read({})).toEqual({ providers: {}, problems: [] })
  })

  it('rule: half a provider set is a start error naming each missing variable', () => {
    const { providers, problems } = read({
      LATCH_GITHUB_CLIENT_ID: 'Iv1.gh',
      LATCH_APPLE_TEAM_ID: 'TEAM123456',
      LATCH_DISCORD_TOKEN_URL: 'https://discord.example/token',
    })
    expect(providers).toBeUndefined()
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'LATCH_APPLE_CLIENT_ID',
      'LATCH_APPLE_KEY_ID',
      'LATCH_APPLE_PRIVATE_KEY',
      'LATCH_GITHUB_CLIENT_SECRET',
      'LATCH_DISCORD_CLIENT_ID',
      'LATCH_DISCORD_CLIENT_SECRET',
    ])
    expect(problems[3]).toBe(
      "LATCH_GITHUB_CLIENT_SECRET: is required with LATCH_GITHUB_CLIENT_ID: the app's client secret there (GitHub login is on only when all of LATCH_GITHUB_CLIENT_ID, LATCH_GITHUB_CLIENT_SECRET are set)",
    )
  })

  it('rule: a bad endpoint or a key that is not ES256 PEM is named', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString()
    const { problems } = read({
      ...all(rsa),
      LATCH_X_TOKEN_URL: 'http://api.x.example/2/oauth2/token',
      LATCH_FACEBOOK_API_URL: 'graph',
    })
    expect(problems).toEqual([
      'LATCH_APPLE_PRIVATE_KEY: is not an ES256 (EC P-256) key: Sign in with Apple keys are',
      "LATCH_X_TOKEN_URL: 'http://api.x.example/2/oauth2/token' is not HTTPS (plain HTTP only on 127.0.0.1 or localhost)",
      "LATCH_FACEBOOK_API_URL: 'graph' is not a URL",
    ])
    expect(read({ ...all('not a key') }).problems).toEqual([
      'LATCH_APPLE_PRIVATE_KEY: is not a private key in PEM (the .p8 file Apple gives, -----BEGIN PRIVATE KEY-----)',
    ])
  })

  it("rule: Apple's key from a file (LATCH_APPLE_PRIVATE_KEY_FILE), or one line with \\n escapes; secrets from _FILE", () => {
    const pem = appleKey()
    const dir = mkdtempSync(join(tmpdir(), 'latch-social-'))
    writeFileSync(join(dir, 'AuthKey_KEY1234567.p8'), pem)
    writeFileSync(join(dir, 'github_secret'), 'gh-from-file\n')
    const { LATCH_APPLE_PRIVATE_KEY: _, ...rest } = all(pem)
    const fromFile = read({
      ...rest,
      LATCH_APPLE_PRIVATE_KEY_FILE: join(dir, 'AuthKey_KEY1234567.p8'),
      LATCH_GITHUB_CLIENT_SECRET: '',
      LATCH_GITHUB_CLIENT_SECRET_FILE: join(dir, 'github_secret'),
    })
    expect(fromFile.problems).toEqual([])
    expect(fromFile.providers?.apple).toMatchObject({ privateKey: pem.trim() })
    expect(fromFile.providers?.github).toMatchObject({ clientSecret: 'gh-from-file' })
    const oneLine = read({ ...rest, LATCH_APPLE_PRIVATE_KEY: pem.trim().replace(/\n/g, '\\n') })
    expect(oneLine.providers?.apple).toMatchObject({ privateKey: pem.trim() })
    const missing = read({ ...rest, LATCH_APPLE_PRIVATE_KEY_FILE: join(dir, 'nope.p8') })
    expect(missing.problems).toEqual([
      `LATCH_APPLE_PRIVATE_KEY_FILE: cannot read '${join(dir, 'nope.p8')}'`,
      expect.stringMatching(/^LATCH_APPLE_PRIVATE_KEY: is required with LATCH_APPLE_CLIENT_ID/),
    ])
  })
})
