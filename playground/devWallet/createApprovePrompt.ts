/** What the prompt shows: the EVM dev wallet's requests, and the Solana dev wallet's (chain by name). */
export type ApprovalPromptRequest = {
  readonly method: string
  readonly params: readonly unknown[]
  readonly chainId: number | string
  readonly address: string
}

const titles: Record<string, string> = {
  eth_requestAccounts: 'Connect to this site',
  wallet_requestPermissions: 'Connect to this site',
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  wallet_addEthereumChain: 'Add a network',
  'standard:connect': 'Connect to this site',
  'solana:signMessage': 'Sign a message',
  'solana:signTransaction': 'Sign a transaction',
  'solana:signAndSendTransaction': 'Send a transaction',
  'bitcoin:connect': 'Connect to this site',
  'bitcoin:signMessage': 'Sign a message',
}

const describe = (params: readonly unknown[]): string => {
  const text = JSON.stringify(params, (_, v) => (typeof v === 'bigint' ? v.toString() : v), 2) ?? ''
  return text.length > 2_000 ? `${text.slice(0, 2_000)}…` : text
}

/**
 * A plain-DOM approve/reject prompt for the dev wallet's `approve` hook. Each request shows
 * a card (`[data-testid="dev-wallet-prompt"]`) with the method, chain, account and params,
 * and Approve / Reject buttons (`[data-testid="dev-wallet-approve"]`,
 * `[data-testid="dev-wallet-reject"]`); a click answers and removes the card.
 *
 * @example
 * import { createApprovePrompt } from './createApprovePrompt.ts'
 * import { createDevWallet } from './createDevWallet.ts'
 * const wallet = createDevWallet({ chains, approve: createApprovePrompt(document) })
 */
export const createApprovePrompt =
  (document: Document) =>
  (request: ApprovalPromptRequest): Promise<boolean> =>
    new Promise((resolve) => {
      const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, style = '') => {
        const node = document.createElement(tag)
        if (text !== undefined) node.textContent = text
        node.setAttribute('style', style)
        return node
      }
      const card = el(
        'div',
        undefined,
        // Above the Latch modal (z-index 999) so a pending request is never hidden.
        'position:fixed;top:16px;right:16px;z-index:2147483647;width:320px;padding:16px;border-radius:12px;' +
          'background:#111827;color:#f9fafb;font:14px/1.4 system-ui,sans-serif;box-shadow:0 8px 24px rgba(0,0,0,.4)',
      )
      card.setAttribute('data-testid', 'dev-wallet-prompt')
      card.setAttribute('data-method', request.method)
      card.setAttribute('role', 'dialog')
      card.setAttribute('aria-label', 'Latch Dev Wallet request')
      card.append(
        el('div', 'Latch Dev Wallet', 'font-weight:600;margin-bottom:4px'),
        el('div', titles[request.method] ?? request.method, 'font-size:16px;margin-bottom:8px'),
        el(
          'div',
          `${request.method} · chain ${request.chainId} · ${request.address}`,
          'opacity:.7;font-size:12px;word-break:break-all',
        ),
        el(
          'pre',
          describe(request.params),
          'max-height:160px;overflow:auto;font-size:11px;white-space:pre-wrap;word-break:break-all',
        ),
      )
      const answer = (ok: boolean) => () => {
        card.remove()
        resolve(ok)
      }
      const button = (label: string, testId: string, ok: boolean, background: string) => {
        const b = el(
          'button',
          label,
          `flex:1;padding:8px;border:0;border-radius:8px;cursor:pointer;color:#fff;background:${background}`,
        )
        b.setAttribute('type', 'button')
        b.setAttribute('data-testid', testId)
        b.addEventListener('click', answer(ok))
        return b
      }
      const row = el('div', undefined, 'display:flex;gap:8px;margin-top:12px')
      row.append(
        button('Reject', 'dev-wallet-reject', false, '#4b5563'),
        button('Approve', 'dev-wallet-approve', true, '#2563eb'),
      )
      card.append(row)
      document.body.append(card)
    })
