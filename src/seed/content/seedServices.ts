import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { services } from './services'
import { blocksToRichText, createBilingual, withIds } from './shared'

/** The six services of `services.ts`, their steps, benefits and questions in both languages. */
export async function seedServices(payload: Payload): Promise<void> {
  for (const [order, service] of services.entries()) {
    const pick = (locale: Locale) => ({
      title: service.title[locale],
      tagline: service.tagline[locale],
      summary: service.summary[locale],
      body: blocksToRichText(service.body[locale]),
      steps: service.steps.map((step) => ({ title: step.title[locale], text: step.text[locale] })),
      benefits: service.benefits.map((benefit) => ({ title: benefit.title[locale], text: benefit.text[locale] })),
      faqs: service.faqs.map((faq) => ({ question: faq.question[locale], answer: faq.answer[locale] })),
    })
    const ar = pick('ar')
    await createBilingual(payload, 'services', { _status: 'published', slug: service.slug, order, ...pick('en') }, (doc) => ({
      _status: 'published',
      ...ar,
      steps: withIds(doc.steps as { id?: string }[], ar.steps),
      benefits: withIds(doc.benefits as { id?: string }[], ar.benefits),
      faqs: withIds(doc.faqs as { id?: string }[], ar.faqs),
    }))
  }
}
