import { describe, expect, it } from 'vitest'
import { frameModel } from '../../../codegen/asyncapi/message.ts'

const message = (type: string) => ({
  payload: {
    type: 'object',
    properties: { id: { type: 'string' }, type: { type: 'string', const: type } },
  },
})
const base = {
  channels: {
    toFrame: { messages: { PingRequest: { $ref: '#/components/messages/PingRequest' } } },
    toApp: {
      messages: {
        PingSuccess: { $ref: '#/components/messages/PingSuccess' },
        PingError: { $ref: '#/components/messages/PingError' },
        Ready: { $ref: '#/components/messages/Ready' },
      },
    },
  },
  components: {
    messages: {
      PingRequest: message('app/ping'),
      PingSuccess: message('frame/ping-success'),
      PingError: message('frame/ping-error'),
      Ready: message('frame/ready'),
    },
  },
}
const ping = {
  action: 'send',
  messages: [{ $ref: '#/channels/toFrame/messages/PingRequest' }],
  reply: {
    messages: [
      { $ref: '#/channels/toApp/messages/PingError' },
      { $ref: '#/channels/toApp/messages/PingSuccess' },
    ],
  },
}
const ready = { action: 'receive', messages: [{ $ref: '#/channels/toApp/messages/Ready' }] }

describe('frameModel', () => {
  it('default: requests with their replies (through channel refs), and events', () => {
    const model = frameModel({ ...base, operations: { ping, ready } })
    expect(model.exchanges).toEqual([
      { operation: 'ping', request: 'PingRequest', success: 'PingSuccess', error: 'PingError' },
    ])
    expect(model.events).toEqual(['Ready'])
    expect(model.messages.map((m) => [m.name, m.type])).toEqual([
      ['PingError', 'frame/ping-error'],
      ['PingRequest', 'app/ping'],
      ['PingSuccess', 'frame/ping-success'],
      ['Ready', 'frame/ready'],
    ])
  })

  it.each([
    [
      'a send without reply',
      { ping: { ...ping, reply: undefined } },
      'an operation without reply must be a receive',
    ],
    [
      'a reply without an error message',
      {
        ping: { ...ping, reply: { messages: [{ $ref: '#/channels/toApp/messages/PingSuccess' }] } },
      },
      'a reply lists one *-success and one *-error message',
    ],
    [
      'a dangling ref',
      { ping: { ...ping, messages: [{ $ref: '#/channels/toFrame/messages/Nope' }] } },
      'names nothing',
    ],
  ])('behavior: fails loudly on %s', (_name, operations, message) => {
    expect(() => frameModel({ ...base, operations })).toThrow(message)
  })

  it('behavior: a message without a const type is refused', () => {
    const doc = {
      ...base,
      components: { messages: { ...base.components.messages, Ready: message('x') } },
    }
    ;(doc.components.messages.Ready.payload.properties.type as Record<string, unknown>).const =
      undefined
    expect(() => frameModel({ ...doc, operations: {} })).toThrow('needs a string `const` type')
  })
})
