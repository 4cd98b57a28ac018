import { beforeAll, describe, expect, it } from 'vitest'
import { startForTests } from './startForTests.ts'

const log: string[] = []
const started = (name: string) => async () => {
  log.push(`start ${name}`)
  return { name, stop: async () => void log.push(`stop ${name}`) }
}

describe('startForTests', () => {
  describe('a file that starts two things', () => {
    let early = ''
    beforeAll(() => {
      try {
        early = chain.name
      } catch (error) {
        early = (error as Error).message
      }
    })
    const chain = startForTests(started('chain'))
    const server = startForTests(async () => ({
      url: `http://127.0.0.1/${chain.name}`,
      close: async () => void log.push('close server'),
    }))

    it('default: its tests read what was started, in the order asked', () => {
      expect(chain.name).toBe('chain')
      expect(server.url).toBe('http://127.0.0.1/chain')
      expect(log).toEqual(['start chain'])
    })

    it('behavior: a hook registered before it reads it too early and is told so', () => {
      expect(early).toBe('read before it started (in beforeAll): name')
    })
  })

  it('behavior: after those tests each is stopped (stop or close), the last started first', () => {
    expect(log).toEqual(['start chain', 'close server', 'stop chain'])
  })
})
