import { getTranslations } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { ArrowLink, callToAction } from '@/components/ui/ArrowLink'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { JobCard } from '@/features/jobs/components/JobCard'
import { parseJobSearch } from '@/features/jobs/filters'
import { getJobListing } from '@/features/jobs/queries'
import type { Locale } from '@/i18n/locales'
import type { Home } from '@/payload-types'

import { getPartners, getPosts, getServices, getTestimonials } from '../queries'
import { ContentImage } from './ContentImage'
import { PostCard } from './PostCard'

type Block = NonNullable<Home['layout']>[number]
type Of<T extends Block['blockType']> = Extract<Block, { blockType: T }>

const seeAll = 'inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline'

function Hero({ block, locale, first }: { block: Of<'hero'>; locale: Locale; first: boolean }) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        {block.eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700">{block.eyebrow}</p> : null}
        <Heading className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold text-brand-900 sm:text-5xl">{block.title}</Heading>
        {block.lead ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{block.lead}</p> : null}
        <div className="mt-8 flex flex-wrap gap-3">
          <ArrowLink locale={locale} href="/jobs" className={callToAction}>
            {block.primaryLabel}
          </ArrowLink>
          <LocaleLink
            locale={locale}
            href="/contact-us"
            className="inline-flex items-center rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-white"
          >
            {block.secondaryLabel}
          </LocaleLink>
        </div>
      </div>
    </section>
  )
}

async function Services({ block, locale }: { block: Of<'servicesList'>; locale: Locale }) {
  const [t, services] = await Promise.all([getTranslations({ locale, namespace: 'ServicePages' }), getServices(locale)])
  return (
    <section aria-labelledby={`b-${block.id}`} className="mx-auto max-w-6xl px-4 py-16">
      <h2 id={`b-${block.id}`} className="text-3xl font-bold text-brand-900">
        {block.title}
      </h2>
      {block.lead ? <p className="mt-2 max-w-2xl text-muted">{block.lead}</p> : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id} className="flex flex-col rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-brand-900">{service.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{service.summary}</p>
            <LocaleLink locale={locale} href={`/services/${service.slug}`} className={`mt-4 ${seeAll}`}>
              {t('learnMoreAbout', { service: service.title })}
              <ArrowIcon className="h-4 w-4" />
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

async function LatestJobs({ block, locale }: { block: Of<'latestJobs'>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomePage' })
  const { filters } = parseJobSearch({}, { industries: [], locations: [] })
  const listing = await getJobListing(locale, filters, 1, block.count ?? 6)
  return (
    <section aria-labelledby={`b-${block.id}`} className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={`b-${block.id}`} className="text-3xl font-bold text-brand-900">
              {block.title}
            </h2>
            {block.lead ? <p className="mt-2 text-muted">{block.lead}</p> : null}
          </div>
          <LocaleLink locale={locale} href="/jobs" className={seeAll}>
            {t('allJobs', { count: listing.total })}
            <ArrowIcon className="h-4 w-4" />
          </LocaleLink>
        </div>
        {listing.jobs.length ? (
          <div className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {listing.jobs.map((job) => (
              <JobCard key={job.id} job={job} locale={locale} headingLevel={3} />
            ))}
          </div>
        ) : (
          <p className="mt-6 text-muted">{t('noJobs')}</p>
        )}
      </div>
    </section>
  )
}

async function Testimonials({ block, locale }: { block: Of<'testimonialList'>; locale: Locale }) {
  const testimonials = await getTestimonials(locale, block.count ?? 3)
  return (
    <section aria-labelledby={`b-${block.id}`} className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <h2 id={`b-${block.id}`} className="max-w-xl text-3xl font-bold">
            {block.title}
          </h2>
          <p className="flex flex-col" data-testid="participants">
            <span className="text-5xl font-extrabold text-accent-400" dir="ltr">
              {block.figure}
            </span>
            <span className="text-sm text-brand-100">{block.figureLabel}</span>
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-xl bg-white/5 p-6">
                <blockquote className="flex-1 leading-relaxed text-brand-50">“{item.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-white">{item.name}</span>
                  <span className="block text-brand-100">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

async function Partners({ block, locale }: { block: Of<'partnerLogos'>; locale: Locale }) {
  const partners = await getPartners(locale)
  if (!partners.length) return null
  return (
    <section aria-labelledby={`b-${block.id}`} className="mx-auto max-w-6xl px-4 py-16">
      <h2 id={`b-${block.id}`} className="text-2xl font-bold text-brand-900">
        {block.title}
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {partners.map((partner) => (
          <li key={partner.id}>
            <LocaleLink
              locale={locale}
              href={`/partners/${partner.slug}`}
              className="block rounded-lg border border-slate-200 p-2 hover:border-brand-600"
            >
              <ContentImage media={partner.logo} sizes="(min-width: 1024px) 10rem, 45vw" className="h-auto w-full" />
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

async function LatestPosts({ block, locale }: { block: Of<'latestPosts'>; locale: Locale }) {
  const [t, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'HomePage' }),
    getPosts(locale, 1, undefined, block.count ?? 3),
  ])
  if (!posts.docs.length) return null
  return (
    <section aria-labelledby={`b-${block.id}`} className="mx-auto max-w-6xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`b-${block.id}`} className="text-3xl font-bold text-brand-900">
          {block.title}
        </h2>
        <LocaleLink locale={locale} href="/blogs" className={seeAll}>
          {t('allPosts')}
          <ArrowIcon className="h-4 w-4" />
        </LocaleLink>
      </div>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.docs.map((post) => (
          <PostCard key={post.id} post={post} locale={locale} headingLevel={3} />
        ))}
      </div>
    </section>
  )
}

function ContactCta({ block, locale }: { block: Of<'contactCta'>; locale: Locale }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 text-center">
      <h2 className="text-3xl font-bold text-brand-900">{block.title}</h2>
      {block.lead ? <p className="mt-3 text-muted">{block.lead}</p> : null}
      <ArrowLink
        locale={locale}
        href="/contact-us"
        className="mt-6 inline-flex items-center gap-2 rounded-md bg-accent-500 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-400"
      >
        {block.buttonLabel}
      </ArrowLink>
    </section>
  )
}

/** The home page's blocks in the order staff set. The first hero carries the page's h1. */
export function HomeBlocks({ blocks, locale }: { blocks: Block[]; locale: Locale }) {
  return blocks.map((block, i) => {
    switch (block.blockType) {
      case 'hero':
        return <Hero key={block.id ?? i} block={block} locale={locale} first={blocks.findIndex((b) => b.blockType === 'hero') === i} />
      case 'servicesList':
        return <Services key={block.id ?? i} block={block} locale={locale} />
      case 'latestJobs':
        return <LatestJobs key={block.id ?? i} block={block} locale={locale} />
      case 'testimonialList':
        return <Testimonials key={block.id ?? i} block={block} locale={locale} />
      case 'partnerLogos':
        return <Partners key={block.id ?? i} block={block} locale={locale} />
      case 'latestPosts':
        return <LatestPosts key={block.id ?? i} block={block} locale={locale} />
      case 'contactCta':
        return <ContactCta key={block.id ?? i} block={block} locale={locale} />
      default:
        return null
    }
  })
}
