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

/** The same for a value read as stored, the document or its JSON text (a raw read of a rich-text column); '' if neither. */
export function storedLexicalToPlainText(value: unknown): string {
  if (typeof value !== 'string') return lexicalToPlainText(value)
  try {
    return lexicalToPlainText(JSON.parse(value))
  } catch {
    return ''
  }
}
