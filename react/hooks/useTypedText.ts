import { useState } from 'react'

/**
 * A text field over state the runtime writes a moment later (the form's action loads and runs
 * asynchronously): the field shows what was typed at once, so the caret stays where the visitor
 * typed (a controlled input whose value comes back later puts it at the end); `read` turns the
 * text into what is sent. A value that is not what the text reads as (Max, the form cleared
 * after a send) replaces the text.
 * E.g. the receiver field: `useTypedText(send.receiverInput ?? '', (t) => update({ receiver: t }))`.
 */
export const useTypedText = (
  value: string,
  send: (sent: string) => void,
  read: (typed: string) => string = (typed) => typed,
): readonly [string, (typed: string) => void] => {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    if (value !== read(text)) setText(value)
  }
  const change = (typed: string) => {
    setText(typed)
    send(read(typed))
  }
  return [text, change] as const
}
