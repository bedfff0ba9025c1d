import type { Payload } from 'payload'

import { faqCategories, faqs, testimonials } from './faqs'
import { blocksToRichText, createBilingual } from './shared'

/** The FAQ categories and questions of `faqs.ts`. */
export async function seedFaqs(payload: Payload): Promise<void> {
  const categoryIds: Record<string, number> = {}
  for (const [order, category] of Object.values(faqCategories).entries()) {
    categoryIds[category.slug] = await createBilingual(
      payload,
      'faq-categories',
      { slug: category.slug, name: category.name.en, description: category.description.en, order },
      { name: category.name.ar, description: category.description.ar },
    )
  }
  for (const [order, faq] of faqs.entries()) {
    await createBilingual(
      payload,
      'faqs',
      { question: faq.question.en, answer: blocksToRichText(faq.answer.en), category: categoryIds[faq.category]!, order },
      { question: faq.question.ar, answer: blocksToRichText(faq.answer.ar) },
    )
  }
}

/** The testimonials of `faqs.ts`. */
export async function seedTestimonials(payload: Payload): Promise<void> {
  for (const [order, testimonial] of testimonials.entries()) {
    await createBilingual(
      payload,
      'testimonials',
      { quote: testimonial.quote.en, name: testimonial.name.en, role: testimonial.role.en, order },
      { quote: testimonial.quote.ar, name: testimonial.name.ar, role: testimonial.role.ar },
    )
  }
}
