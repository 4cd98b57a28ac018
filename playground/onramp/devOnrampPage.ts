/** Escapes text for HTML. */
const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The dev provider's purchase page: the order (provider, what is bought, for how much, the
 * fee) and a Pay button that asks the page's own server to complete it (`POST /buy`), then
 * says it is done. Test hooks: `[data-dev-onramp-pay]`, `[data-dev-onramp-state]`.
 *
 * @example
 * import { devOnrampPage } from './devOnrampPage.ts'
 * const page = devOnrampPage({ provider: 'Latch Ramp', summary: '0.0165 ETH for 50.00 USD', fee: '0.50 USD' })
 */
export const devOnrampPage = (order: {
  readonly provider: string
  readonly summary: string
  readonly fee: string
}) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${html(order.provider)} (dev onramp)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem;background:#2563eb;color:#fff;border:0;border-radius:.5rem}</style>
</head>
<body>
<main data-dev-onramp-state="ready">
<h1>${html(order.provider)}</h1>
<p>A development stand-in for a card payment: nothing is charged.</p>
<p>You buy <strong>${html(order.summary)}</strong></p>
<p>Fee: ${html(order.fee)}</p>
<button type="button" data-dev-onramp-pay>Pay</button>
<p role="status" data-dev-onramp-status></p>
</main>
<script type="module" src="/buy.js"></script>
</body>
</html>
`

/** The page's script (served as `/buy.js`, so the page needs no inline script). */
export const devOnrampScript = `const main = document.querySelector('[data-dev-onramp-state]')
const status = document.querySelector('[data-dev-onramp-status]')
document.querySelector('[data-dev-onramp-pay]').addEventListener('click', async (event) => {
  event.target.disabled = true
  main.dataset.devOnrampState = 'paying'
  status.textContent = 'Paying…'
  const answer = await fetch('/buy' + location.search, { method: 'POST' })
  const body = await answer.json()
  main.dataset.devOnrampState = answer.ok ? 'done' : 'error'
  status.textContent = answer.ok ? 'Payment complete: the crypto is on its way.' : body.error
})
`
