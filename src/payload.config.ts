import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { restrictBuiltInCollections } from './access/builtInCollections'
import { ApplicationActivities } from './collections/ApplicationActivities'
import { Applications } from './collections/Applications'
import { AuditEvents } from './collections/AuditEvents'
import { ConsentEvents } from './collections/ConsentEvents'
import { LegalHolds } from './collections/LegalHolds'
import { PrivacyNotices } from './collections/PrivacyNotices'
import { RetentionRules } from './collections/RetentionRules'
import { Assessments } from './collections/Assessments'
import { Candidates } from './collections/Candidates'
import { ClientContacts } from './collections/ClientContacts'
import { Clients } from './collections/Clients'
import { ClientSignInLinks } from './collections/ClientSignInLinks'
import { ClientNotices } from './collections/ClientNotices'
import { ClientViews } from './collections/ClientViews'
import { RepresentationRequests } from './collections/RepresentationRequests'
import { Requisitions } from './collections/Requisitions'
import { Submittals } from './collections/Submittals'
import { VacancyAttachments } from './collections/VacancyAttachments'
import { settlePendingDeletions } from './collections/shared/fileDeletion'
import { recruitersFirst } from './collections/shared/config'
import { withReferenceChecks } from './collections/shared/relationshipIds'
import { CandidateCvs, CandidatePictures } from './collections/CandidateFiles'
import { BlogCategories } from './collections/BlogCategories'
import { ContactSubjects } from './collections/ContactSubjects'
import { ContactSubmissions } from './collections/ContactSubmissions'
import { FaqCategories } from './collections/FaqCategories'
import { Faqs } from './collections/Faqs'
import { EmailTemplates } from './collections/EmailTemplates'
import { Industries } from './collections/Industries'
import { Interviews } from './collections/Interviews'
import { FeeAgreementFiles } from './collections/FeeAgreementFiles'
import { FeeAgreements } from './collections/FeeAgreements'
import { Placements } from './collections/Placements'
import { IndexingNotices } from './collections/IndexingNotices'
import { JobAlerts } from './collections/JobAlerts'
import { Jobs } from './collections/Jobs'
import { Locations } from './collections/Locations'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Partners } from './collections/Partners'
import { Posts } from './collections/Posts'
import { SavedJobs } from './collections/SavedJobs'
import { JobInvitations } from './collections/JobInvitations'
import { TalentPools } from './collections/TalentPools'
import { LiveEvents } from './collections/LiveEvents'
import { Skills } from './collections/Skills'
import { DataExports } from './collections/DataExports'
import { OpenDays } from './collections/OpenDays'
import { SalaryReportRequests } from './collections/SalaryReportRequests'
import { SalaryRounds } from './collections/SalaryRounds'
import { NotificationMessages } from './collections/NotificationMessages'
import { NotificationSettings } from './collections/NotificationSettings'
import { PushSubscriptions } from './collections/PushSubscriptions'
import { SeoMetadata } from './collections/SeoMetadata'
import { Services } from './collections/Services'
import { TeamMembers } from './collections/TeamMembers'
import { Testimonials } from './collections/Testimonials'
import { Users } from './collections/Users'
import { Home } from './globals/Home'
import { SiteSettings } from './globals/SiteSettings'
import { BillingSettings } from './globals/BillingSettings'
import { defaultLocale, localeInfo, locales } from './i18n/locales'
import { smtpEmailAdapter } from './lib/email/adapter'
import { env } from './lib/env'
import { accountMutations, accountQueries } from './features/accounts/graphql'
import { jobsConfig } from './features/queue/jobs'
import { clientEndpoints } from './features/clients/endpoints'
import { recruitingEndpoints } from './features/recruiting/endpoints'
import { salaryEndpoints } from './features/salary/endpoints'
import { notifyEndpoints } from './features/notify/endpoints'
import { matchingEndpoints } from './features/matching/endpoints'
import { elasticsearchEndpoint } from './features/seo/elasticsearch'
import { graphQLValidationRules } from './lib/graphqlLimits'
import { withSessionTurns } from './lib/db/sessionWrites'
import { oneWriterAtATime } from './lib/db/sqliteTransactions'
import { withTransactionEvents } from './lib/db/transactionEvents'
import { clientErrors } from './lib/http/apiErrors'
import { watchDatabasePool } from './lib/metrics'
import { withoutSql } from './lib/logRedaction'
import { accessQueries, permissionsEndpoint } from './access/permissions'
import { requestIdMixin } from './lib/requestContext'
import { objectStorage } from './lib/storage'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database() {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: false,
    })
  }
  return oneWriterAtATime(
    sqliteAdapter({
      client: { url: env.databaseUrl },
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
      push: false,
      wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
      busyTimeout: 5000,
      // Writes that belong together commit together, as on PostgreSQL; this process's transactions take turns
      // (lib/db/sqliteTransactions.ts, docs/SECURITY.md).
      transactionOptions: {},
    }),
  )
}

export default restrictBuiltInCollections(
  buildConfig({
    serverURL: env.serverUrl,
    // Cookies count only on requests from these origins (Payload's CSRF check): the public one and its aliases.
    csrf: env.origins.all,
    secret: env.payloadSecret,
    admin: {
      user: Users.slug,
      avatar: 'default',
      importMap: { baseDir: path.resolve(dirname) },
      meta: { titleSuffix: ' | Admin' },
      components: {
        // New applications and status changes, live, for staff (see features/live).
        providers: ['/features/live/components/LiveApplications#LiveApplications'],
        // The recruiters' workspace (features/recruiting): dashboard on the home page, board and search views.
        // Recruiters' own new-application notices by push (features/notify).
        beforeDashboard: ['/features/notify/components/StaffPush#StaffPush', '/features/recruiting/components/Dashboard#Dashboard'],
        // The recruiters' tools first in the navigation (issue 28, item 15), the other staff views after the collections.
        beforeNavLinks: ['/features/recruiting/components/NavLinks#NavLinks'],
        afterNavLinks: [
          '/features/placements/components/NumbersView#NumbersNavLink',
          '/features/consent/components/PrivacyOfficerView#PrivacyNavLink',
        ],
        views: {
          recruitingBoard: { Component: '/features/recruiting/components/BoardView#BoardView', path: '/recruiting/board/:job' },
          recruitingSearch: { Component: '/features/recruiting/components/SearchView#SearchView', path: '/recruiting/search' },
          // The agency's numbers (features/placements).
          placementsNumbers: { Component: '/features/placements/components/NumbersView#NumbersView', path: '/placements/numbers' },
          // The privacy officer's view (features/consent): requests, consents, the retention rules' dry run, legal holds.
          privacyOfficer: { Component: '/features/consent/components/PrivacyOfficerView#PrivacyOfficerView', path: '/privacy' },
        },
      },
    },
    // Every reference in what is written names a possible document (collections/shared/relationshipIds.ts). The
    // recruiters' groups come first in the admin's navigation (recruitersFirst).
    collections: recruitersFirst([
      Users,
      Media,
      Jobs,
      Industries,
      Locations,
      Pages,
      Services,
      Posts,
      BlogCategories,
      Faqs,
      FaqCategories,
      Assessments,
      Partners,
      TeamMembers,
      Testimonials,
      ContactSubjects,
      ContactSubmissions,
      Candidates,
      CandidatePictures,
      CandidateCvs,
      Applications,
      Interviews,
      EmailTemplates,
      ApplicationActivities,
      SavedJobs,
      TalentPools,
      JobInvitations,
      SeoMetadata,
      LiveEvents,
      AuditEvents,
      JobAlerts,
      IndexingNotices,
      Skills,
      DataExports,
      OpenDays,
      Clients,
      ClientContacts,
      ClientSignInLinks,
      FeeAgreements,
      FeeAgreementFiles,
      Placements,
      NotificationSettings,
      NotificationMessages,
      PushSubscriptions,
      ConsentEvents,
      RetentionRules,
      LegalHolds,
      PrivacyNotices,
      Requisitions,
      VacancyAttachments,
      Submittals,
      ClientViews,
      ClientNotices,
      RepresentationRequests,
      SalaryRounds,
      SalaryReportRequests,
    ]).map(withReferenceChecks),
    // Job alert digests and search engine notices, off the request path (features/queue/jobs.ts).
    jobs: jobsConfig,
    // `/api/access` lists every field name: staff only (access/permissions.ts).
    endpoints: [
      permissionsEndpoint,
      elasticsearchEndpoint,
      ...recruitingEndpoints,
      ...clientEndpoints,
      ...salaryEndpoints,
      ...notifyEndpoints,
      ...matchingEndpoints,
    ],
    // REST errors meant for the client keep their status and (localized) message in the production build.
    hooks: { afterError: [clientErrors] },
    globals: [Home, SiteSettings, BillingSettings],
    editor: lexicalEditor(),
    email: smtpEmailAdapter(),
    // Work after commit (file deletions), and one account's session writes in turns (lib/db/).
    db: withSessionTurns(withTransactionEvents(database())),
    sharp,
    localization: {
      locales: locales.map((code) => ({ code, label: localeInfo[code].label, rtl: localeInfo[code].dir === 'rtl' })),
      defaultLocale,
      fallback: true,
    },
    i18n: {
      supportedLanguages: { en, ar },
      fallbackLanguage: 'en',
    },
    graphQL: {
      disablePlaygroundInProduction: true,
      disableIntrospectionInProduction: true,
      maxComplexity: 1000,
      validationRules: graphQLValidationRules,
      queries: (graphql, schema) => ({ ...accountQueries(graphql, schema), ...accessQueries(graphql, schema) }),
      mutations: accountMutations,
    },
    // Types are written by `npm run generate:types` only. Payload otherwise starts a `payload generate:types`
    // process at every start outside production: each integration file and crash runner paid a second config load
    // for it, and runs side by side wrote the same file at once.
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
    telemetry: false,
    // JSON lines, each with the id of the request it belongs to (server/logging.mjs).
    // No SQL in the log: a database error's statement and parameters are left out (lib/logRedaction.ts).
    logger: { options: { level: env.logLevel, mixin: requestIdMixin, ...withoutSql } },
    // Uploads on disk, or in an S3-compatible bucket when S3_BUCKET is set (lib/storage.ts).
    plugins: [objectStorage()],
    // Pool metrics; and files a crash left half-deleted go back to their documents, or away if theirs have gone.
    onInit: async (payload) => {
      watchDatabasePool(payload)
      await settlePendingDeletions(payload).catch((error: unknown) =>
        payload.logger.error({ err: error }, 'Could not settle pending file deletions'),
      )
    },
  }),
)
