import { highlightParts } from '../relevance'

/**
 * A text with the words a keyword search matched in <mark> (relevance.ts). Each part is a text node React escapes:
 * nothing in the job or the query becomes markup.
 */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  const parts = highlightParts(text, terms)
  if (parts.length === 1 && !parts[0]!.hit) return <>{text}</>
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit" data-testid="match-highlight">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
