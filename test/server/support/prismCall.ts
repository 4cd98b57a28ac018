/** One violation prism found, from its `sl-violations` header. */
export type PrismViolation = {
  readonly location: readonly string[]
  readonly severity: string
  readonly code: string | number
  readonly message: string
}

/** One answer received through prism. */
export type PrismAnswer = {
  readonly status: number
  readonly headers: Headers
  // biome-ignore lint/suspicious/noExplicitAny: the server's answer as prism passed it on (or prism's problem+json); the test asserts its shape
  readonly body: any
  /**
   * What prism found wrong with the request or the answer (its `sl-violations` header, or the
   * `validation` list of its own problem+json answer); `[]` when it passed.
   */
  readonly violations: readonly PrismViolation[]
}

/**
 * Calls through a `prism proxy` and returns the answer with prism's verdict. With `--errors`,
 * a bad answer becomes prism's 500 (violations in the `sl-violations` header and the body) and
 * a bad request prism's 422 (violations in the body only); both are `application/problem+json`.
 */
export const prismCall = async (url: string, init: RequestInit = {}): Promise<PrismAnswer> => {
  const response = await fetch(url, init)
  const text = await response.text()
  const contentType = response.headers.get('content-type') ?? ''
  // biome-ignore lint/suspicious/noExplicitAny: see PrismAnswer.body
  const body: any = /json/.test(contentType) && text ? JSON.parse(text) : text
  const header = response.headers.get('sl-violations')
  const violations: PrismViolation[] = header
    ? JSON.parse(header)
    : contentType === 'application/problem+json'
      ? (body.validation ?? [])
      : []
  return { status: response.status, headers: response.headers, body, violations }
}
