import type { ClientRequest } from 'node:http'
import { type RequestOptions as HttpsOptions, request as httpsRequest } from 'node:https'
import { MAX_RPC_ANSWER_BYTES, RPC_BATCH_TIMEOUT_MS } from './chainConstants.ts'
import { agents } from './nodeFetch.ts'
import { NodeSockets } from './nodeSockets.ts'

/** A POST target worked out once per URL: how a JSON text is sent to it and its answer parsed. */
export type JsonTarget = { readonly post: (body: string) => Promise<unknown> }

/** The raw sockets to each `http:` node, by host and port, shared by every target on it. */
const pools = new Map<string, NodeSockets>()

const poolOf = (hostname: string, port: number) => {
  const key = `${hostname}:${port}`
  let pool = pools.get(key)
  if (!pool) {
    pool = new NodeSockets(hostname, port)
    pools.set(key, pool)
  }
  return pool
}

const basicAuth = (url: URL) =>
  url.username || url.password
    ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
    : undefined

/**
 * The target of JSON POSTs to `url`, made once per URL (not per request). An `http:` node is
 * reached over `NodeSockets` (raw kept-alive sockets, the request's head written once here but
 * for its length); an `https:` node over `node:https` with the kept-alive agent.
 *
 * @example
 * import { jsonTarget } from './postJson.ts'
 * const node = jsonTarget(new URL('http://127.0.0.1:8545'))
 */
export const jsonTarget = (url: URL): JsonTarget => {
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  const auth = basicAuth(url)
  if (url.protocol === 'https:') {
    const options: HttpsOptions = {
      hostname,
      port: url.port || 443,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      agent: agents.https,
      headers: { 'content-type': 'application/json' },
      ...(auth ? { auth } : {}),
    }
    return { post: (body) => postOverHttps(options, body) }
  }
  const pool = poolOf(hostname, Number(url.port || 80))
  const head =
    `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n` +
    (auth ? `Authorization: Basic ${Buffer.from(auth).toString('base64')}\r\n` : '') +
    'Content-Type: application/json\r\nContent-Length: '
  return { post: (body) => pool.post(`${head}${Buffer.byteLength(body)}\r\n\r\n${body}`) }
}

/** Reads a 2xx answer whole (at most `MAX_RPC_ANSWER_BYTES`) and parses it. */
const readAnswer = (
  req: ClientRequest,
  resolve: (value: unknown) => void,
  fail: (e: Error) => void,
) =>
  req.once('response', (res) => {
    if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) {
      res.resume()
      return fail(new Error(`HTTP request failed. Status: ${res.statusCode}`))
    }
    const chunks: Buffer[] = []
    let size = 0
    res.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_RPC_ANSWER_BYTES) chunks.push(chunk)
      else {
        res.destroy()
        fail(new Error(`Response body too large: over ${MAX_RPC_ANSWER_BYTES} bytes`))
      }
    })
    res.once('error', fail)
    res.once('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)))
      }
    })
  })

/** A POST over `node:https` (a node behind TLS): the whole answer, parsed, within the timeout. */
const postOverHttps = (options: HttpsOptions, body: string): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const req = httpsRequest({
      ...options,
      headers: { ...options.headers, 'content-length': String(Buffer.byteLength(body)) },
    })
    const timer = setTimeout(() => {
      req.destroy(new Error(`The chain node took longer than ${RPC_BATCH_TIMEOUT_MS} ms`))
    }, RPC_BATCH_TIMEOUT_MS)
    const fail = (error: Error) => {
      clearTimeout(timer)
      reject(error)
    }
    readAnswer(
      req,
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      fail,
    )
    req.once('error', fail)
    req.end(body)
  })

/**
 * POSTs a JSON text to a chain node and resolves with the parsed answer: the hot path of the
 * balance reads (`http:` nodes over raw kept-alive sockets, see `NodeSockets`). An HTTP status
 * outside 2xx, a reset or a socket closed mid-answer, an answer over 10 MiB or one that is not
 * JSON fails it; so does a node that takes longer than `RPC_BATCH_TIMEOUT_MS`.
 *
 * @example
 * import { jsonTarget, postJson } from './postJson.ts'
 * const answer = await postJson(jsonTarget(new URL('http://127.0.0.1:8545')), '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}')
 */
export const postJson = (target: JsonTarget, body: string): Promise<unknown> => target.post(body)
