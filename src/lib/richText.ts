/** Minimal view of Lexical's serialized state: enough to walk it for text. */
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** The plain text of a Lexical document (for search and descriptions), blocks separated by spaces. */
export function lexicalToPlainText(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    node.children?.forEach(walk)
    if (node.type && node.type !== 'text') parts.push(' ')
  }
  walk(root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
