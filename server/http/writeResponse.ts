import type { ServerResponse } from 'node:http'

/**
 * Writes a fetch `Response` (status, headers, whole body) to a Node response.
 *
 * @example
 * import { createServer } from 'node:http'
 * import { writeResponse } from './writeResponse.ts'
 * createServer((_req, res) => void writeResponse(res, Response.json({ ok: true })))
 */
export const writeResponse = async (res: ServerResponse, response: Response): Promise<void> => {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, key) => {
    headers[key] = value
  })
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, { ...headers, 'content-length': String(body.length) })
  res.end(body)
}
