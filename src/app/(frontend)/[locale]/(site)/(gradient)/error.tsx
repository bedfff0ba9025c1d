'use client'

import { PageErrorScreen, type PageErrorProps } from '@/components/errors/PageErrorScreen'

/** A page of the site that failed: the error screen in the page's place, under the site's header (in its <main>). */
export default function SiteErrorPage(props: PageErrorProps) {
  return <PageErrorScreen {...props} />
}
