import { useState } from 'react'

/**
 * A text field over state the runtime writes a moment later (the form's action loads and runs
 * asynchronously): the field shows what was typed at once, so the caret stays where the visitor
 * typed (a controlled input whose value comes back later puts it at the end); `read` turns the
 * text into what is sent. The state coming back with something this field sent is its echo,
 * however late (the first keys on a fresh page wait for the form's code to load, then their
 * echoes arrive while the visitor types on): it never replaces the text. A value the field did
 * not send (Max, the form cleared after a send) replaces it.
 * E.g. the receiver field: `useTypedText(send.receiverInput ?? '', (t) => update({ receiver: t }))`.
 */
export const useTypedText = (
  value: string,
  send: (sent: string) => void,
  read: (typed: string) => string = (typed) => typed,
): readonly [string, (typed: string) => void] => {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  // What this field sent and the state has not shown yet, oldest first.
  const [unseen, setUnseen] = useState<readonly string[]>([])
  if (value !== shown) {
    setShown(value)
    const echo = unseen.indexOf(value)
    if (echo >= 0) setUnseen(unseen.slice(echo + 1))
    else {
      setUnseen([])
      if (value !== read(text)) setText(value)
    }
  }
  const change = (typed: string) => {
    const sent = read(typed)
    setText(typed)
    setUnseen((list) => [...list, sent])
    send(sent)
  }
  return [text, change] as const
}
