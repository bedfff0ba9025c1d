import type { Payload } from 'payload'

import { bulletList, heading, paragraph, richText } from '../richText'
import { blogCategories, posts } from './blog'
import { faqCategories, faqs, testimonials } from './faqs'
import { coverImage, logoImage, portraitImage } from './images'
import { pages } from './pages'
import { assessments, partners, team } from './people'
import { services } from './services'
import type { Bilingual, Block } from './types'
import { seedSeoRecords } from './seo'

const context = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000

/** `Block[]` → the rich-text editor's document. */
export function blocksToRichText(blocks: Block[]) {
  return richText(
    ...blocks.map((block) => {
      if ('p' in block) return paragraph(block.p)
      if ('h2' in block) return heading(block.h2, 'h2')
      if ('h3' in block) return heading(block.h3, 'h3')
      return bulletList(block.ul)
    }),
  )
}

async function image(payload: Payload, name: string, data: Buffer, alt: Bilingual<string>): Promise<number> {
  // A context of its own per upload: the storage plug-in keeps the file in it (lib/storage.ts), and a shared
  // object would hand the first image to every later upload.
  const doc = await payload.create({
    collection: 'media',
    locale: 'en',
    context: { ...context },
    data: { alt: alt.en },
    file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'ar', context: { ...context }, data: { alt: alt.ar } })
  return doc.id
}

/** Rows of a localized array keep their ids across languages: the Arabic update reuses them. */
const withIds = <T extends object>(rows: { id?: string | null }[] | null | undefined, values: T[]) =>
  values.map((value, i) => ({ ...value, id: rows?.[i]?.id }))

/** Team, blog, FAQs, partners, assessments, services, pages, testimonials and the home page, in English and Arabic. */
export async function seedContent(payload: Payload, now = new Date()): Promise<Record<string, number>> {
  const teamIds: Record<string, number> = {}
  for (const [order, member] of team.entries()) {
    const photo = await image(payload, `team-${member.slug}`, await portraitImage(member.name.en), member.photoAlt)
    const doc = await payload.create({
      collection: 'team-members',
      locale: 'en',
      context,
      data: {
        slug: member.slug,
        name: member.name.en,
        role: member.role.en,
        bio: blocksToRichText(member.bio.en),
        photo,
        linkedin: member.linkedin,
        email: member.email,
        order,
      },
    })
    await payload.update({
      collection: 'team-members',
      id: doc.id,
      locale: 'ar',
      context,
      data: { name: member.name.ar, role: member.role.ar, bio: blocksToRichText(member.bio.ar) },
    })
    teamIds[member.slug] = doc.id
  }

  const blogCategoryIds: Record<string, number> = {}
  for (const category of Object.values(blogCategories)) {
    const doc = await payload.create({
      collection: 'blog-categories',
      locale: 'en',
      context,
      data: { slug: category.slug, name: category.name.en, description: category.description.en },
    })
    await payload.update({
      collection: 'blog-categories',
      id: doc.id,
      locale: 'ar',
      context,
      data: { name: category.name.ar, description: category.description.ar },
    })
    blogCategoryIds[category.slug] = doc.id
  }

  for (const post of posts) {
    const cover = await image(payload, `cover-${post.slug}`, await coverImage(post.slug), post.coverAlt)
    const doc = await payload.create({
      collection: 'posts',
      locale: 'en',
      context,
      data: {
        _status: 'published',
        slug: post.slug,
        title: post.title.en,
        excerpt: post.excerpt.en,
        body: blocksToRichText(post.body.en),
        cover,
        category: blogCategoryIds[post.category]!,
        author: teamIds[post.author]!,
        publishedAt: new Date(now.getTime() - post.publishedDaysAgo * DAY).toISOString(),
      },
    })
    await payload.update({
      collection: 'posts',
      id: doc.id,
      locale: 'ar',
      context,
      data: { _status: 'published', title: post.title.ar, excerpt: post.excerpt.ar, body: blocksToRichText(post.body.ar) },
    })
  }

  const faqCategoryIds: Record<string, number> = {}
  for (const [order, category] of Object.values(faqCategories).entries()) {
    const doc = await payload.create({
      collection: 'faq-categories',
      locale: 'en',
      context,
      data: { slug: category.slug, name: category.name.en, description: category.description.en, order },
    })
    await payload.update({
      collection: 'faq-categories',
      id: doc.id,
      locale: 'ar',
      context,
      data: { name: category.name.ar, description: category.description.ar },
    })
    faqCategoryIds[category.slug] = doc.id
  }
  for (const [order, faq] of faqs.entries()) {
    const doc = await payload.create({
      collection: 'faqs',
      locale: 'en',
      context,
      data: { question: faq.question.en, answer: blocksToRichText(faq.answer.en), category: faqCategoryIds[faq.category]!, order },
    })
    await payload.update({
      collection: 'faqs',
      id: doc.id,
      locale: 'ar',
      context,
      data: { question: faq.question.ar, answer: blocksToRichText(faq.answer.ar) },
    })
  }

  for (const [order, partner] of partners.entries()) {
    const logo = await image(payload, `logo-${partner.slug}`, await logoImage(partner.name.en), partner.logoAlt)
    const doc = await payload.create({
      collection: 'partners',
      locale: 'en',
      context,
      data: {
        slug: partner.slug,
        name: partner.name.en,
        summary: partner.summary.en,
        description: blocksToRichText(partner.description.en),
        website: partner.website,
        logo,
        order,
      },
    })
    await payload.update({
      collection: 'partners',
      id: doc.id,
      locale: 'ar',
      context,
      data: { name: partner.name.ar, summary: partner.summary.ar, description: blocksToRichText(partner.description.ar) },
    })
  }

  for (const [order, test] of assessments.entries()) {
    const doc = await payload.create({
      collection: 'assessments',
      locale: 'en',
      context,
      data: {
        _status: 'published',
        slug: test.slug,
        title: test.title.en,
        summary: test.summary.en,
        body: blocksToRichText(test.body.en),
        durationMinutes: test.durationMinutes,
        format: test.format.en,
        order,
      },
    })
    await payload.update({
      collection: 'assessments',
      id: doc.id,
      locale: 'ar',
      context,
      data: {
        _status: 'published',
        title: test.title.ar,
        summary: test.summary.ar,
        body: blocksToRichText(test.body.ar),
        format: test.format.ar,
      },
    })
  }

  for (const [order, service] of services.entries()) {
    const pick = (locale: 'en' | 'ar') => ({
      title: service.title[locale],
      tagline: service.tagline[locale],
      summary: service.summary[locale],
      body: blocksToRichText(service.body[locale]),
      steps: service.steps.map((step) => ({ title: step.title[locale], text: step.text[locale] })),
      benefits: service.benefits.map((benefit) => ({ title: benefit.title[locale], text: benefit.text[locale] })),
      faqs: service.faqs.map((faq) => ({ question: faq.question[locale], answer: faq.answer[locale] })),
    })
    const doc = await payload.create({
      collection: 'services',
      locale: 'en',
      context,
      data: { _status: 'published', slug: service.slug, order, ...pick('en') },
    })
    const ar = pick('ar')
    await payload.update({
      collection: 'services',
      id: doc.id,
      locale: 'ar',
      context,
      data: {
        _status: 'published',
        ...ar,
        steps: withIds(doc.steps, ar.steps),
        benefits: withIds(doc.benefits, ar.benefits),
        faqs: withIds(doc.faqs, ar.faqs),
      },
    })
  }

  for (const page of pages) {
    const doc = await payload.create({
      collection: 'pages',
      locale: 'en',
      context,
      data: {
        _status: 'published',
        slug: page.slug,
        title: page.title.en,
        description: page.description.en,
        body: blocksToRichText(page.body.en),
      },
    })
    await payload.update({
      collection: 'pages',
      id: doc.id,
      locale: 'ar',
      context,
      data: { _status: 'published', title: page.title.ar, description: page.description.ar, body: blocksToRichText(page.body.ar) },
    })
  }

  for (const [order, testimonial] of testimonials.entries()) {
    const doc = await payload.create({
      collection: 'testimonials',
      locale: 'en',
      context,
      data: { quote: testimonial.quote.en, name: testimonial.name.en, role: testimonial.role.en, order },
    })
    await payload.update({
      collection: 'testimonials',
      id: doc.id,
      locale: 'ar',
      context,
      data: { quote: testimonial.quote.ar, name: testimonial.name.ar, role: testimonial.role.ar },
    })
  }

  for (const [order, subject] of contactSubjects.entries()) {
    const doc = await payload.create({ collection: 'contact-subjects', locale: 'en', context, data: { name: subject.en, order } })
    await payload.update({ collection: 'contact-subjects', id: doc.id, locale: 'ar', context, data: { name: subject.ar } })
  }

  await seedHome(payload)
  const seo = await seedSeoRecords(payload, context)
  return {
    seo,
    team: team.length,
    posts: posts.length,
    faqs: faqs.length,
    partners: partners.length,
    assessments: assessments.length,
    services: services.length,
    pages: pages.length,
  }
}

const contactSubjects = [
  { en: 'Recruitment', ar: 'التوظيف' },
  { en: 'HR consultancy', ar: 'استشارات الموارد البشرية' },
  { en: 'Employer of record', ar: 'صاحب العمل المسجّل' },
  { en: 'Outsourcing', ar: 'الإسناد الخارجي' },
  { en: 'Psychometric assessments', ar: 'الاختبارات النفسية المهنية' },
  { en: 'Salary survey', ar: 'مسح الرواتب' },
  { en: 'I am looking for a job', ar: 'أبحث عن وظيفة' },
  { en: 'Other', ar: 'أخرى' },
]

const homeCopy = {
  en: {
    hero: {
      eyebrow: 'Recruitment and HR across the Gulf',
      title: 'The right people, in the right roles, faster',
      lead: 'We connect job seekers with employers in Saudi Arabia, the UAE, Qatar, Kuwait, Bahrain and Oman, and we run the HR work that keeps growing teams on track.',
      primaryLabel: 'Find a job',
      secondaryLabel: 'Talk to us',
    },
    services: {
      title: 'What we do',
      lead: 'Six services, one team that knows Gulf labour law, nationalisation targets and the people behind every CV.',
    },
    latestJobs: { title: 'Latest jobs', lead: 'New openings from employers across the Gulf, updated every day.' },
    testimonials: {
      title: 'What our clients and candidates say',
      figure: '500+',
      figureLabel: 'past participants in our assessments and programmes',
    },
    partners: { title: 'Who we work with' },
    latestPosts: { title: 'From the blog' },
    contactCta: {
      title: 'Hiring, or planning your next move?',
      lead: 'Tell us what you need. A consultant will reply within 24 hours.',
      buttonLabel: 'Contact us',
    },
  },
  ar: {
    hero: {
      eyebrow: 'التوظيف والموارد البشرية في دول الخليج',
      title: 'الكفاءة المناسبة في المكان المناسب، وبوقت أقصر',
      lead: 'نربط الباحثين عن عمل بأصحاب العمل في السعودية والإمارات وقطر والكويت والبحرين وعُمان، ونتولّى أعمال الموارد البشرية التي تُبقي الفرق النامية على المسار الصحيح.',
      primaryLabel: 'ابحث عن وظيفة',
      secondaryLabel: 'تواصل معنا',
    },
    services: {
      title: 'خدماتنا',
      lead: 'ست خدمات يقدّمها فريق واحد يعرف أنظمة العمل الخليجية ومستهدفات التوطين والأشخاص خلف كل سيرة ذاتية.',
    },
    latestJobs: { title: 'أحدث الوظائف', lead: 'فرص جديدة لدى أصحاب العمل في دول الخليج، تُحدَّث يوميًا.' },
    testimonials: { title: 'ماذا يقول عملاؤنا والمرشحون', figure: '+500', figureLabel: 'مشارك سابق في اختباراتنا وبرامجنا' },
    partners: { title: 'شركاؤنا' },
    latestPosts: { title: 'من المدونة' },
    contactCta: {
      title: 'تبحث عن موظفين أو تخطط لخطوتك المهنية القادمة؟',
      lead: 'أخبرنا بما تحتاج إليه، وسيرد عليك أحد مستشارينا خلال 24 ساعة.',
      buttonLabel: 'تواصل معنا',
    },
  },
} as const

async function seedHome(payload: Payload): Promise<void> {
  const layout = (locale: 'en' | 'ar') => {
    const c = homeCopy[locale]
    return [
      { blockType: 'hero' as const, ...c.hero },
      { blockType: 'servicesList' as const, ...c.services },
      { blockType: 'latestJobs' as const, ...c.latestJobs, count: 6 },
      { blockType: 'testimonialList' as const, ...c.testimonials, count: 3 },
      { blockType: 'partnerLogos' as const, ...c.partners },
      { blockType: 'latestPosts' as const, ...c.latestPosts, count: 3 },
      { blockType: 'contactCta' as const, ...c.contactCta },
    ]
  }
  const en = await payload.updateGlobal({ slug: 'home', locale: 'en', context, data: { layout: layout('en') } })
  await payload.updateGlobal({ slug: 'home', locale: 'ar', context, data: { layout: withIds(en.layout, layout('ar')) } })
}
