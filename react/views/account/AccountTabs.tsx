import { type KeyboardEvent, useRef, useState } from 'react'
import { TokenList } from '../../components/TokenList.tsx'
import { Transactions } from '../../components/Transactions.tsx'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

type Tab = 'tokens' | 'activity'

/**
 * The Account view's Tokens and Activity tabs (WAI-ARIA tabs), each only when the Data API or
 * the wallet can fill it; nothing when neither can.
 */
export const AccountTabs = () => {
  const t = useT()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const namespace = useSignalValue(latch.state.network).chainNamespace
  const { features, apiUrl } = latch.config
  const tabs: Tab[] = []
  if (
    account.tokenBalanceStatus !== 'unavailable' &&
    (apiUrl || account.tokenBalanceStatus !== 'idle')
  )
    tabs.push('tokens')
  // SPEC §9: activity only on eip155, and only with a Data API (API.md).
  if (apiUrl && features.activity && namespace === 'eip155') tabs.push('activity')
  const [chosen, setChosen] = useState<Tab>('tokens')
  const tab = tabs.includes(chosen) ? chosen : tabs[0]
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})
  // Arrows move between the tabs (wrapping), Home and End jump to the ends.
  const onTabKey = (event: KeyboardEvent) => {
    if (tab === undefined) return
    const at = tabs.indexOf(tab)
    const n = tabs.length
    const index = (
      { ArrowRight: (at + 1) % n, ArrowLeft: (at - 1 + n) % n, Home: 0, End: n - 1 } as Record<
        string,
        number
      >
    )[event.key]
    if (index === undefined) return
    event.preventDefault()
    const next = tabs[index] ?? tab
    setChosen(next)
    tabRefs.current[next]?.focus()
  }
  if (tab === undefined) return null
  return (
    <div className="latch-stack">
      <div className="latch-tabs" role="tablist" aria-label={t('account.tabs')}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element
            }}
            type="button"
            role="tab"
            className="latch-tab"
            id={`latch-tab-${name}`}
            data-latch-tab={name}
            aria-selected={name === tab}
            aria-controls={`latch-panel-${name}`}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => setChosen(name)}
            onKeyDown={onTabKey}
          >
            {t(`account.${name}`)}
          </button>
        ))}
      </div>
      <div
        className="latch-panel"
        role="tabpanel"
        id={`latch-panel-${tab}`}
        aria-labelledby={`latch-tab-${tab}`}
      >
        {tab === 'tokens' ? <TokenList /> : <Transactions />}
      </div>
    </div>
  )
}
