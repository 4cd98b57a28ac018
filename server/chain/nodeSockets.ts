import { connect, type Socket } from 'node:net'
import { RPC_BATCH_TIMEOUT_MS, RPC_NODE_IDLE_MS, RPC_NODE_SOCKETS } from './chainConstants.ts'
import { type HttpAnswer, HttpAnswerReader } from './httpAnswer.ts'

/** One POST: its whole request text, how it settles, its timer and whether it was retried. */
class Post {
  settled = false
  retried = false
  /** The socket carrying it, destroyed if it takes too long. */
  socket: Socket | undefined
  timer: ReturnType<typeof setTimeout> | undefined
  constructor(
    readonly text: string,
    readonly resolve: (value: unknown) => void,
    readonly reject: (error: Error) => void,
  ) {}
  fail(error: Error) {
    if (this.settled) return
    this.settled = true
    clearTimeout(this.timer)
    this.reject(error)
  }
  answer(answer: HttpAnswer) {
    if (this.settled) return
    this.settled = true
    clearTimeout(this.timer)
    if (answer.status < 200 || answer.status >= 300)
      return this.reject(new Error(`HTTP request failed. Status: ${answer.status}`))
    try {
      this.resolve(JSON.parse(answer.body.toString('utf8')))
    } catch (error) {
      this.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }
}

/** One kept-alive socket to the node, with the POST it carries (one at a time) and its reader. */
class Link {
  current: Post | undefined
  reader = new HttpAnswerReader()
  answered = 0
  error: Error | undefined
  constructor(readonly socket: Socket) {}
}

/**
 * HTTP/1.1 POSTs to one chain node (`host`:`port`) over at most `RPC_NODE_SOCKETS` kept-alive
 * raw sockets, one request at a time on each (no pipelining), further POSTs queued in order:
 * each POST is ONE write of its request text, and its answer is read by `HttpAnswerReader`, with
 * no `ClientRequest`, `IncomingMessage` or agent per POST. A POST fails when its node answers an
 * HTTP error, a body that is not JSON or over 10 MiB, closes the socket before the answer is
 * whole, or takes longer than `RPC_BATCH_TIMEOUT_MS` (its socket is then destroyed). A kept-alive
 * socket the node closed before the first byte of an answer is retried once on a new socket (a
 * read is idempotent), as Node's agent and undici do. Idle sockets are unreferenced and closed
 * after `RPC_NODE_IDLE_MS`.
 *
 * @example
 * import { NodeSockets } from './nodeSockets.ts'
 * const node = new NodeSockets('127.0.0.1', 8545)
 * const answer = await node.post('POST / HTTP/1.1\r\nHost: 127.0.0.1:8545\r\nContent-Length: 2\r\n\r\n[]')
 */
export class NodeSockets {
  private readonly idle: Link[] = []
  private readonly queue: Post[] = []
  private open = 0

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** Sends one whole request text (head and body) and resolves with the parsed JSON answer. */
  post(text: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const post = new Post(text, resolve, reject)
      post.timer = setTimeout(() => this.expire(post), RPC_BATCH_TIMEOUT_MS)
      this.dispatch(post)
    })
  }

  private dispatch(post: Post) {
    const link = this.idle.pop()
    if (link) this.send(link, post)
    else if (this.open < RPC_NODE_SOCKETS) this.send(this.connect(), post)
    else this.queue.push(post)
  }

  private expire(post: Post) {
    post.fail(new Error(`The chain node took longer than ${RPC_BATCH_TIMEOUT_MS} ms`))
    const queued = this.queue.indexOf(post)
    if (queued >= 0) this.queue.splice(queued, 1)
    post.socket?.destroy()
  }

  private send(link: Link, post: Post) {
    link.current = post
    post.socket = link.socket
    link.reader = new HttpAnswerReader()
    link.socket.ref()
    link.socket.write(post.text)
  }

  private connect(): Link {
    this.open++
    const link = new Link(connect({ host: this.host, port: this.port, noDelay: true }))
    link.socket.setTimeout(RPC_NODE_IDLE_MS)
    link.socket.on('data', (chunk: Buffer) => this.read(link, chunk))
    link.socket.on('timeout', () => {
      if (!link.current) link.socket.destroy()
    })
    link.socket.on('error', (error) => {
      link.error = error
    })
    link.socket.on('close', () => this.closed(link))
    return link
  }

  private read(link: Link, chunk: Buffer) {
    const post = link.current
    if (!post) return link.socket.destroy()
    let answer: HttpAnswer | undefined
    try {
      answer = link.reader.feed(chunk)
    } catch (error) {
      post.fail(error instanceof Error ? error : new Error(String(error)))
      return link.socket.destroy()
    }
    if (!answer) return
    link.current = undefined
    link.answered++
    if (!answer.keepAlive) link.socket.destroy()
    else this.release(link)
    post.answer(answer)
  }

  private release(link: Link) {
    const next = this.queue.shift()
    if (next) return this.send(link, next)
    link.socket.unref()
    this.idle.push(link)
  }

  private closed(link: Link) {
    this.open--
    const at = this.idle.indexOf(link)
    if (at >= 0) this.idle.splice(at, 1)
    const post = link.current
    link.current = undefined
    if (post && !post.settled) {
      const framed = link.reader.end()
      if (framed) post.answer(framed)
      else if (link.answered > 0 && !link.reader.started && !post.retried) {
        post.retried = true
        this.dispatch(post)
      } else
        post.fail(
          link.error ??
            new Error('The chain node closed the connection before its answer was complete'),
        )
    }
    const next = this.queue.shift()
    if (next) this.dispatch(next)
  }
}
