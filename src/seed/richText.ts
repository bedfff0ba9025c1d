/**
 * Builds Lexical documents for seeded rich text (headings, paragraphs and
 * bullet lists), in the shape the editor itself saves.
 */
type Node = Record<string, unknown>

const text = (value: string): Node => ({ type: 'text', text: value, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })
const block = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: null,
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const paragraph = (value: string) => block('paragraph', [text(value)], { textFormat: 0, textStyle: '' })
export const heading = (value: string, tag: 'h2' | 'h3' = 'h2') => block('heading', [text(value)], { tag })
export const bulletList = (items: string[]) =>
  block(
    'list',
    items.map((item, i) => block('listitem', [text(item)], { value: i + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )

export function richText(...children: Node[]) {
  return { root: block('root', children) } as unknown as {
    root: { type: string; children: { type: unknown; version: number }[]; direction: null; format: ''; indent: number; version: number }
  }
}
