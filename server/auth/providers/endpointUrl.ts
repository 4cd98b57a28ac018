const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether a URL is plain HTTP on loopback (a stand-in), where HTTPS is not required. */
export const isLoopbackHttp = (url: URL): boolean =>
  url.protocol === 'http:' && LOOPBACK.has(url.hostname)

/**
 * A provider endpoint from the configuration: HTTPS, or plain HTTP on loopback only.
 *
 * @example
 * import { endpointUrl } from './endpointUrl.ts'
 * const token = endpointUrl('https://github.com/login/oauth/access_token')
 */
export const endpointUrl = (value: string): URL => {
  const url = new URL(value)
  if (url.protocol !== 'https:' && !isLoopbackHttp(url))
    throw new Error(`A social provider endpoint must be HTTPS: ${value}`)
  return url
}
