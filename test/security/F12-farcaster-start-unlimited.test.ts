import { describe, expect, it } from 'vitest'
import { newLoginKey } from '../../frame/loginKey.ts'
import { startFarcasterRelay } from '../../playground/farcaster/startFarcasterRelay.ts'
import { CLIENT_LIMIT_WINDOW_MS, FARCASTER_START_LIMIT } from '../../server/auth/authConstants.ts'
import { startForTests } from '../support/startForTests.ts'
import { newDeviceId, PROJECT, startFrameStack } from './support/frameStack.ts'

// security-r3 F12 (row 56): 150 Farcaster starts at once from one client, each a relay channel
// and a 10-minute entry in the server's memory.
const relay = startForTests(() => startFarcasterRelay({ port: 0 }))
const s = startForTests(() => startFrameStack({ relayUrl: relay.url }))

// Each start as the frame sends it (issue 26): its own device id and fresh login key.
const start = async () =>
  s.call('/auth/farcaster/start', {
    projectId: PROJECT,
    deviceId: newDeviceId(),
    loginKey: (await newLoginKey()).publicKey,
  })

describe('F12: Farcaster starts per client', () => {
  it('rule: 150 starts at once: FARCASTER_START_LIMIT open a channel, the rest get 429; the window reopens (test clock)', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, start))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(FARCASTER_START_LIMIT)
    const limited = answers.filter((a) => a.status === 429)
    expect(limited).toHaveLength(150 - FARCASTER_START_LIMIT)
    expect(limited[0]?.body.message).toMatch(/^Please try again after \d+ seconds$/)
    s.clock.now += CLIENT_LIMIT_WINDOW_MS
    expect((await start()).status).toBe(200)
  })
})
