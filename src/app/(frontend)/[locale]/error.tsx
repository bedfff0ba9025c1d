'use client'

import { PageErrorScreen, type PageErrorProps } from '@/components/errors/PageErrorScreen'

/** A failure above the site's header (a layout's own): the error screen alone, in the page's <main>. */
export default function ErrorPage(props: PageErrorProps) {
  return (
    <main id="main" className="flex flex-1 flex-col">
      <PageErrorScreen {...props} />
    </main>
  )
}
