import { describe, expect, it } from 'vitest'

import { isCacheablePage } from './paths'

const page = (path: string) => isCacheablePage(new URL(`http://localhost${path}`), new Headers())

describe('pages the service worker may keep', () => {
  it('keeps public pages, never the personal ones', () => {
    expect(page('/en/jobs/senior-accountant-nt-1001')).toBe(true)
    expect(page('/ar/jobs')).toBe(true)
    // The apply page holds the candidate's name, phone and CV: personal.
    expect(page('/en/jobs/senior-accountant-nt-1001/apply')).toBe(false)
    expect(page('/ar/jobs/senior-accountant-nt-1001/apply?sent=4')).toBe(false)
    expect(page('/en/profile')).toBe(false)
    // A job alert's page is opened from its signed link: whoever has the page can manage the alert.
    expect(page('/en/alerts/12?token=abc')).toBe(false)
    expect(page('/ar/alerts/12/unsubscribe?token=abc')).toBe(false)
  })
})
