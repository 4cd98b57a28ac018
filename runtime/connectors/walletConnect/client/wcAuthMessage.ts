import type { WcAuthPayload } from './wcTypes.ts'

/** Display names of CAIP namespaces in the message's first line, as sign-client writes them. */
const namespaceNames: Record<string, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

/**
 * The CAIP-122 message a CACAO signs (sign-client's `formatAuthMessage`): `iss` is
 * `did:pkh:<namespace>:<reference>:<address>`. ReCap resources are listed as they are (Latch
 * asks none), not turned into statement text.
 */
export const formatAuthMessage = (payload: WcAuthPayload, iss: string): string => {
  const [, , namespace = '', reference = '', address = ''] = iss.split(':')
  if (!iss.startsWith('did:pkh:') || !namespace) throw new Error(`Invalid issuer: ${iss}`)
  if (payload.statement && /\r|\n/.test(payload.statement)) {
    throw new Error('Statement must not contain line breaks (`\\r` or `\\n`)')
  }
  return [
    `${payload.domain} wants you to sign in with your ${namespaceNames[namespace] ?? namespace} account:`,
    address,
    '',
    payload.statement || undefined,
    '',
    `URI: ${payload.aud}`,
    `Version: ${payload.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${payload.nonce}`,
    `Issued At: ${payload.iat}`,
    payload.exp ? `Expiration Time: ${payload.exp}` : undefined,
    payload.nbf ? `Not Before: ${payload.nbf}` : undefined,
    payload.requestId ? `Request ID: ${payload.requestId}` : undefined,
    payload.resources
      ? `Resources:${payload.resources.map((r) => `\n- ${r}`).join('')}`
      : undefined,
  ]
    .filter((line) => line !== undefined)
    .join('\n')
}
