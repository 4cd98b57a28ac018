import { describe, expect, it } from 'vitest'
import { FARCASTER_START_LIMIT } from '../../server/auth/authConstants.ts'
import { clientKey, trustedProxies } from '../../server/auth/clientKey.ts'
import { type FrameStack, frameStackForTests, PROJECT } from './support/frameStack.ts'

// security-r3 F18 (rate limits key on the TCP peer): behind a load balancer every visitor
// shares one bucket; and a client must not pick its own bucket with a forged X-Forwarded-For.
const behindProxy = frameStackForTests({ trustedProxies: ['127.0.0.1'] })
const direct = frameStackForTests()

/** A counted request (no relay is configured: past the limit it answers 400, not 429). */
const start = (stack: FrameStack, forwardedFor: string) =>
  stack.call('/auth/farcaster/start', { projectId: PROJECT }, { 'x-forwarded-for': forwardedFor })

const fill = async (stack: FrameStack, forwardedFor: string) => {
  for (let i = 0; i < FARCASTER_START_LIMIT; i++)
    expect((await start(stack, forwardedFor)).status).toBe(400)
}

describe('F18: per-client limits key on the real client, and only through trusted proxies', () => {
  it('rule: behind a trusted proxy each visitor has its own bucket; a forged left part changes nothing', async () => {
    await fill(behindProxy, '203.0.113.7')
    expect((await start(behindProxy, '203.0.113.7')).status).toBe(429)
    // The visitor prepends an address of its own: the proxy appended the real one last.
    expect((await start(behindProxy, '198.51.100.1, 203.0.113.7')).status).toBe(429)
    expect((await start(behindProxy, '203.0.113.8')).status).toBe(400)
  })

  it('rule: from a peer that is not a trusted proxy, X-Forwarded-For is ignored', async () => {
    for (let i = 0; i < FARCASTER_START_LIMIT; i++)
      expect((await start(direct, `203.0.113.${i}`)).status).toBe(400)
    expect((await start(direct, '198.51.100.99')).status).toBe(429)
  })

  it('parameters: IPv4-mapped peers, IPv6 /64s and CIDR ranges', () => {
    const proxies = trustedProxies(['10.0.0.0/8', 'fd00::/8'])
    expect(clientKey('::ffff:192.0.2.1', null, proxies)).toBe('192.0.2.1')
    expect(clientKey('2001:db8:1:2:aaaa::1', null, proxies)).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2::ffff', null, proxies)).toBe('2001:db8:1:2::/64')
    expect(clientKey('10.1.2.3', '192.0.2.5, 10.9.9.9', proxies)).toBe('192.0.2.5')
    expect(clientKey('fd00::1', '192.0.2.6', proxies)).toBe('192.0.2.6')
    expect(clientKey('192.0.2.9', '10.0.0.1', proxies)).toBe('192.0.2.9')
    expect(() => trustedProxies(['10.0.0.0/x'])).toThrow(/not an IP address or CIDR range/)
  })
})
