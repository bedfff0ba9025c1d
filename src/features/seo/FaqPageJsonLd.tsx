import { JsonLd } from '@/components/ui/JsonLd'
import { lexicalToPlainText } from '@/lib/richText'
import type { Faq } from '@/payload-types'

import { faqPageJsonLd } from './structuredData'

/** FAQPage JSON-LD for the questions a page shows (nothing when there are none). */
export function FaqPageJsonLd({ faqs }: { faqs: Pick<Faq, 'question' | 'answer'>[] }) {
  if (!faqs.length) return null
  return <JsonLd data={faqPageJsonLd(faqs.map((f) => ({ question: f.question, answer: lexicalToPlainText(f.answer) })))} />
}
