/**
 * Messages with a value only the browser knows (the length of what is being typed, an error's status code). The
 * server formats the message with next-intl and leaves each such value as a slot (`slot('count')` as the ICU
 * argument); the browser puts the value in with `fillSlots`. Every other message reaches client components as a
 * finished sentence, so the browser needs no ICU runtime.
 */
const MARK = '\u2063'

/** The ICU argument that stands for a value the browser fills in. */
export const slot = (name: string): string => `${MARK}${name}${MARK}`

/** A message from the server with its slots filled. */
export function fillSlots(message: string, values: Record<string, string | number>): string {
  return message.replace(new RegExp(`${MARK}(\\w+)${MARK}`, 'g'), (_, name: string) => String(values[name] ?? ''))
}
