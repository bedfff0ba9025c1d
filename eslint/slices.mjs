import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * A slice's public modules (docs/ARCHITECTURE.md, "Slices and what they share"): the only files of
 * `src/features/<slice>/` that another slice may import. Everything else in a slice is its own business and may change
 * without another slice noticing. A slice that is not listed here shares nothing yet; to share a module, add it here
 * (an `index.ts` is the natural first entry for a new slice) and say in the slice's code what it promises.
 * Pages (`src/app`) and collections are not slices: the dependency rule, not this list, says what they may use.
 */
export const publicModules = {
  accounts: [
    'actionClients.ts',
    'authClient.ts',
    'constants.ts',
    'current.ts',
    'oidc.ts',
    'profile.ts',
    'schema.ts',
    'service.ts',
    'session.ts',
    'text.ts',
    'verification.ts',
    'components/AuthCard.tsx',
    'components/SessionKeeper.tsx',
    'components/SignOutButton.tsx',
  ],
  alerts: ['consent.ts', 'digest.ts', 'components/AlertSignup.tsx'],
  applications: [
    'formActions.ts',
    'saveText.ts',
    'schema.ts',
    // Tracked links (?src=): the feeds, the share links and the job alert emails make them.
    'source.ts',
    'statusLabel.ts',
    'components/AppliedBadge.tsx',
    'components/SaveJobButton.tsx',
  ],
  consent: ['index.ts', 'queries.ts', 'retention.ts'],
  clients: ['blindPdf.ts', 'notices.ts', 'privacy.ts'],
  cv: ['parse/phrases.ts', 'parse/words.ts', 'read.ts', 'reader/index.ts', 'zip.ts'],
  indexing: ['notify.ts'],
  jobs: ['filters.ts', 'queries.ts', 'relevance.ts', 'search.ts', 'components/JobCard.tsx'],
  live: ['client.ts', 'stream.ts'],
  matching: ['index.ts'],
  notify: ['index.ts', 'reminders.ts', 'send.ts'],
  placements: ['amounts.ts', 'guarantees.ts', 'offer.ts', 'ownership.ts'],
  recruiting: ['applicationHooks.ts', 'candidateSearch.ts', 'emails.ts', 'interviewHooks.ts', 'timeline.ts'],
  salary: ['explore.ts', 'queries.ts', 'read.ts'],
  seo: ['BreadcrumbJsonLd.tsx'],
  site: ['queries.ts'],
  updates: ['AppUpdates.tsx'],
}

const featuresDir = path.join(import.meta.dirname, '../src/features')

/** One `import/no-restricted-paths` zone per slice: the other slices may import only its public modules. */
export function slicePublicModuleZones() {
  const slices = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return slices.map((slice) => {
    const shared = publicModules[slice] ?? []
    return {
      target: slices.filter((other) => other !== slice).map((other) => `./src/features/${other}`),
      from: `./src/features/${slice}`,
      ...(shared.length ? { except: shared.map((file) => `./${file}`) } : {}),
      message: `Another slice's private module: import features/${slice} only through its public modules (${
        shared.length ? shared.join(', ') : 'none yet'
      }), listed in eslint/slices.mjs (docs/ARCHITECTURE.md, "Slices and what they share").`,
    }
  })
}
