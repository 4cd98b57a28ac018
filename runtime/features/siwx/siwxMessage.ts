import { createSiweMessage } from 'viem/siwe'
import type { Namespace } from '../../state/types.ts'
import type { SiwxMessageData } from './siwxState.ts'

const namespaceTitle: Record<Namespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bitcoin: 'Bitcoin',
}

const optionalDate = (iso: string | undefined) => (iso ? new Date(iso) : undefined)

/**
 * The text to sign: EIP-4361 for eip155 (made by viem's `createSiweMessage`, so it parses with
 * `parseSiweMessage`), and the same layout per CAIP-122 for the other namespaces.
 */
export const formatSiwxMessage = (data: SiwxMessageData, namespace: Namespace): string => {
  if (namespace === 'eip155') {
    return createSiweMessage({
      address: data.accountAddress as `0x${string}`,
      chainId: Number(data.chainId.split(':')[1]),
      domain: data.domain,
      uri: data.uri,
      version: data.version,
      nonce: data.nonce,
      issuedAt: new Date(data.issuedAt),
      expirationTime: optionalDate(data.expirationTime),
      notBefore: optionalDate(data.notBefore),
      requestId: data.requestId,
      resources: data.resources ? [...data.resources] : undefined,
      statement: data.statement,
    })
  }
  const lines = [
    `${data.domain} wants you to sign in with your ${namespaceTitle[namespace]} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((r) => `- ${r}`)] : []),
  ]
  return lines.join('\n')
}
