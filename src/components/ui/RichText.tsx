import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

/** Staff-written rich text through the editor's own serializer (no raw HTML), styled in .rich-text. */
export function RichText({ data, className = '' }: { data: unknown; className?: string }) {
  if (!data) return null
  return <LexicalRichText data={data as SerializedEditorState} className={`rich-text ${className}`} />
}
