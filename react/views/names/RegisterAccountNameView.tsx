import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react'
import type { NamesState } from '../../../runtime/index.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useQueuedSubmit } from '../../hooks/useQueuedSubmit.ts'
import { useRetryFocus } from '../../hooks/useRetryFocus.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * RegisterAccountName: a label (`.latch.id` appended), SPEC §5's rule checked as it is typed,
 * then — after the search debounce — whether it is free and close names that are; Register
 * signs the message in the wallet and posts it (`client.registerName`). SPEC §4: success
 * moves on to RegisterAccountNameSuccess, a failure stays here with its text and the keyboard on
 * Register. Enter typed while the name is being checked registers once it is free
 * (`useQueuedSubmit`), nothing when it is not. Names exist only on eip155 with a Data API.
 * Loaded lazily.
 */
export const RegisterAccountNameView = () => {
  const t = useT()
  const latch = useLatch()
  const names = useSignalValue(latch.state.names)
  const network = useSignalValue(latch.state.network)
  const [typed, setTyped] = useState(names.query)
  // A failure of the flow is in state.names.error (SPEC §4: back on this view); one before it
  // runs (its code not loaded) only in this action's error.
  const registration = useLatchAction(latch.registerName)
  // Shown again (after ApproveTransaction) with a failure of the name in the field: it stays.
  const keep = useRef(names.status === 'error')
  useEffect(() => {
    if (!keep.current) latch.searchName(typed)
    keep.current = false
  }, [latch, typed])
  const input = useRef<HTMLInputElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const registering = names.status === 'registering' || registration.isPending
  const current = names.query === typed // else its check has not started yet
  const canRegister =
    current && (names.status === 'available' || (names.status === 'error' && names.query !== ''))
  const register = () => void registration.run(typed)
  const error = names.error ?? registration.error
  useRetryFocus(registering, error !== undefined, button)
  const enter = useEnterWhileChecking(
    typed.trim() !== '' && (!current || names.status === 'checking'),
    current && names.status === 'available' && !registering,
    register,
  )
  const available = latch.config.apiUrl !== undefined && network.chainNamespace === 'eip155'
  if (!available)
    return (
      <div className="latch-center" data-latch-view="RegisterAccountName" data-state="unavailable">
        <p className="latch-muted">{t('names.unavailable')}</p>
      </div>
    )
  const free = names.suggestions.filter((s) => !s.registered)
  const edit = (label: string) => {
    enter.cancel()
    setTyped(label)
  }
  return (
    <form
      className="latch-stack"
      data-latch-view="RegisterAccountName"
      data-state={names.status}
      aria-busy={enter.queued || undefined}
      onKeyDown={enter.onKeyDown}
      onSubmit={(event) => {
        event.preventDefault()
        if (canRegister && !registering) register()
      }}
    >
      <p>{t('names.intro')}</p>
      <NameField input={input} typed={typed} names={names} registering={registering} edit={edit} />
      {error && (
        <p className="latch-error" role="alert" data-latch-name-error="">
          {error}
        </p>
      )}
      <NameSuggestions
        free={free}
        // The picked button goes with the list the new check empties: the field, with its name.
        pick={(label) => {
          edit(label)
          input.current?.focus()
        }}
      />
      <button
        ref={button}
        type="submit"
        className="latch-button"
        data-latch-name-register=""
        disabled={!canRegister || registering}
      >
        {registering ? t('names.registering') : t('names.register')}
      </button>
    </form>
  )
}

/**
 * Enter typed in the field while the name is `checking` (or its check has yet to start) is kept
 * and registers once the name is `free`; the check saying no (taken, invalid, failed) drops it,
 * its words saying why. Enter at other times is the form's own submit.
 */
const useEnterWhileChecking = (checking: boolean, free: boolean, register: () => void) => {
  const enter = useQueuedSubmit(free, checking, register)
  useEffect(() => {
    if (!checking && !free) enter.cancel()
  }, [checking, free, enter.cancel])
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (checking) enter.onKeyDown(event)
  }
  return { queued: enter.queued, cancel: enter.cancel, onKeyDown } as const
}

/** The label field (`.latch.id` after it, read-only while it registers) and what its check says. */
const NameField = ({
  input,
  typed,
  names,
  registering,
  edit,
}: {
  readonly input: RefObject<HTMLInputElement | null>
  readonly typed: string
  readonly names: NamesState
  readonly registering: boolean
  readonly edit: (label: string) => void
}) => {
  const t = useT()
  return (
    <>
      <label className="latch-stack" style={{ gap: 4 }}>
        <span>{t('names.label')}</span>
        <span className="latch-row" style={{ alignItems: 'center' }}>
          <input
            ref={input}
            className="latch-input"
            autoComplete="off"
            spellCheck={false}
            data-latch-name-input=""
            aria-invalid={names.status === 'invalid'}
            aria-describedby="latch-name-status"
            value={typed}
            readOnly={registering}
            onChange={(event) => edit(event.target.value)}
          />
          <span className="latch-muted">.{names.zone}</span>
        </span>
      </label>
      <p id="latch-name-status" role="status" data-latch-name-status={names.status}>
        {names.status === 'checking' && <span className="latch-muted">{t('names.checking')}</span>}
        {names.status === 'available' &&
          t('names.available', { name: `${typed.trim()}.${names.zone}` })}
        {names.status === 'taken' && <span className="latch-error">{t('names.taken')}</span>}
        {registering && <span className="latch-muted">{t('names.registering')}</span>}
      </p>
    </>
  )
}

/** Close names that are free: a click puts one's label in the field. */
const NameSuggestions = ({
  free,
  pick,
}: {
  readonly free: readonly { readonly name: string }[]
  readonly pick: (label: string) => void
}) => {
  const t = useT()
  if (free.length === 0) return null
  return (
    <div className="latch-stack" style={{ gap: 6 }}>
      <span className="latch-muted">{t('names.suggestions')}</span>
      <ul className="latch-list">
        {free.map((suggestion) => (
          <li key={suggestion.name}>
            <button
              type="button"
              className="latch-tile"
              data-latch-name-suggestion={suggestion.name}
              onClick={() => pick(suggestion.name.split('.')[0] ?? suggestion.name)}
            >
              {suggestion.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
