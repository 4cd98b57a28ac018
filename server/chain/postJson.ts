import { type ClientRequest, request as httpRequest, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { MAX_RPC_ANSWER_BYTES, RPC_BATCH_TIMEOUT_MS } from './chainConstants.ts'
import { agents } from './nodeFetch.ts'

/** A POST target worked out once: the request options (all but the body's length) and its sender. */
export type JsonTarget = {
  readonly options: RequestOptions & { readonly headers: Record<string, string> }
  readonly send: typeof httpRequest
}

/**
 * The options of JSON POSTs to `url`, made once per URL (not per request, as `http.request(url)`
 * does): host, port, path and the kept-alive agent.
 *
 * @example
 * import { jsonTarget } from './postJson.ts'
 * const node = jsonTarget(new URL('http://127.0.0.1:8545'))
 */
export const jsonTarget = (url: URL): JsonTarget => {
  const secure = url.protocol === 'https:'
  return {
    options: {
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      agent: secure ? agents.https : agents.http,
      headers: { 'content-type': 'application/json' },
      ...(url.username || url.password
        ? { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` }
        : {}),
    },
    send: secure ? httpsRequest : httpRequest,
  }
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

/**
 * POSTs a JSON text to a chain node over kept-alive `node:http` and resolves with the parsed
 * answer: the hot path of the balance reads, with no `URL` parsed, no `AbortSignal` and no
 * fetch-like answer made per POST (one timer instead: past `RPC_BATCH_TIMEOUT_MS` the request
 * is destroyed and the POST fails). An HTTP status outside 2xx, a reset, an answer over 10 MiB
 * or one that is not JSON fails it.
 *
 * @example
 * import { jsonTarget, postJson } from './postJson.ts'
 * const answer = await postJson(jsonTarget(new URL('http://127.0.0.1:8545')), '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}')
 */
export const postJson = (target: JsonTarget, body: string): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const req = target.send({
      ...target.options,
      headers: { ...target.options.headers, 'content-length': String(Buffer.byteLength(body)) },
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
