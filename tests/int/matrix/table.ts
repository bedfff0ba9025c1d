/**
 * The access matrix as a table (SECURITY.md, "Who can do what"): every role × every collection, global and file route
 * Payload runs × every operation. `tests/int/accessMatrix.int.test.ts` checks each cell against the running site.
 *
 * - `yes`: the role may, on every document (reads see all of them; a create or update is done; a delete removes).
 * - `own`: only its own documents: reads see its own and not the other's (one by one: 404); it updates and deletes
 *   its own, and is refused (403) the other's, which stays. A candidate's own are what they made; a recruiter's are
 *   what hangs off the jobs they own (access/ownership.ts): the table's recruiter owns the job candidate A applied to;
 *   a client contact's are their own client's (access/clientContacts.ts): contact A's client A, contact B's client B.
 * - `public`: reads see what is published (open jobs, published content) and not the rest.
 * - `no`: refused (403), nothing written.
 * - `closed`: there is no such route for anyone (404).
 *
 * The staff and candidate columns are written out below (`STAFF_AND_CANDIDATES`); the two client contacts' columns
 * (`CONTACTS`) follow from the contacts' rule: to every collection but the portal's own, a signed-in contact is a
 * visitor (the guest's cell), and on the portal's collections they read their own client's documents only.
 */
export type Cell = 'yes' | 'no' | 'own' | 'public' | 'closed'
export type Role = 'guest' | 'candidateA' | 'candidateB' | 'editor' | 'recruiter' | 'admin' | 'contactA' | 'contactB'
type Op = 'read' | 'create' | 'update' | 'delete'
export type Row = { read: Cell[]; create: Cell[]; update: Cell[]; delete: Cell[]; versions?: Cell[] }

/** Client contacts of two clients (issue 30): each signed in through an emailed link, each the other's probe target. */
export const CONTACT_ROLES = ['contactA', 'contactB'] as const
export const ROLES: Role[] = ['guest', 'candidateA', 'candidateB', 'editor', 'recruiter', 'admin', ...CONTACT_ROLES]

//                               guest  candA  candB  editor recruiter admin
const EDITORIAL: Row = {
  read: ['yes', 'yes', 'yes', 'yes', 'yes', 'yes'],
  create: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  update: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  delete: ['no', 'no', 'no', 'yes', 'no', 'yes'],
}
const DRAFTED: Row = {
  read: ['public', 'public', 'public', 'yes', 'yes', 'yes'],
  create: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  update: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  delete: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  versions: ['no', 'no', 'no', 'yes', 'no', 'yes'],
}
const TAXONOMY: Row = {
  ...EDITORIAL,
  create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
  update: ['no', 'no', 'no', 'no', 'yes', 'yes'],
  delete: ['no', 'no', 'no', 'no', 'yes', 'yes'],
}
const CLOSED: Row = {
  read: ['no', 'no', 'no', 'no', 'no', 'no'],
  create: ['no', 'no', 'no', 'no', 'no', 'no'],
  update: ['no', 'no', 'no', 'no', 'no', 'no'],
  delete: ['no', 'no', 'no', 'no', 'no', 'no'],
}
const CANDIDATE_FILES: Row = {
  read: ['no', 'own', 'own', 'no', 'yes', 'yes'],
  create: ['no', 'yes', 'yes', 'no', 'no', 'no'],
  update: ['no', 'no', 'no', 'no', 'no', 'no'],
  delete: ['no', 'own', 'own', 'no', 'yes', 'yes'],
}
// CVs: the owner's own; a recruiter the CVs sent to the jobs they own (candidate A's); admins all.
const CANDIDATE_CVS: Row = {
  read: ['no', 'own', 'own', 'no', 'own', 'yes'],
  create: ['no', 'yes', 'yes', 'no', 'no', 'no'],
  update: ['no', 'no', 'no', 'no', 'no', 'no'],
  delete: ['no', 'own', 'own', 'no', 'own', 'yes'],
}
const NO_ROUTE: Row = {
  read: ['closed', 'closed', 'closed', 'closed', 'closed', 'closed'],
  create: ['closed', 'closed', 'closed', 'closed', 'closed', 'closed'],
  update: ['closed', 'closed', 'closed', 'closed', 'closed', 'closed'],
  delete: ['closed', 'closed', 'closed', 'closed', 'closed', 'closed'],
}

const STAFF_AND_CANDIDATES: Record<string, Row> = {
  users: {
    read: ['no', 'no', 'no', 'own', 'own', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'yes'],
    update: ['no', 'no', 'no', 'own', 'own', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  media: EDITORIAL,
  // Recruiters change and delete the jobs they own or co-own (access/jobs.ts manageOwnJobs).
  jobs: {
    read: ['public', 'public', 'public', 'yes', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'no', 'own', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'own', 'yes'],
  },
  industries: TAXONOMY,
  locations: TAXONOMY,
  pages: DRAFTED,
  services: DRAFTED,
  posts: DRAFTED,
  'blog-categories': EDITORIAL,
  faqs: EDITORIAL,
  'faq-categories': EDITORIAL,
  assessments: DRAFTED,
  partners: EDITORIAL,
  'open-days': EDITORIAL,
  'team-members': EDITORIAL,
  testimonials: EDITORIAL,
  'contact-subjects': EDITORIAL,
  'contact-submissions': {
    read: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  candidates: {
    read: ['no', 'own', 'own', 'no', 'yes', 'yes'],
    create: ['yes', 'yes', 'yes', 'yes', 'yes', 'yes'],
    update: ['no', 'own', 'own', 'no', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'candidate-pictures': CANDIDATE_FILES,
  'candidate-cvs': CANDIDATE_CVS,
  applications: {
    read: ['no', 'own', 'own', 'no', 'own', 'yes'],
    create: ['no', 'yes', 'yes', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'own', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  // The recruiters' workspace (issue 19). A candidate reads their own interviews (not who interviews them); a
  // recruiter schedules them for the applications of their jobs only (another job's application: 404).
  interviews: {
    read: ['no', 'own', 'own', 'no', 'own', 'yes'],
    create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'no', 'own', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'email-templates': {
    read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'yes', 'yes'],
  },
  // The timeline: never the candidate's; notes added by the job's owners; nobody rewrites it; admins remove.
  'application-activities': {
    read: ['no', 'no', 'no', 'no', 'own', 'yes'],
    create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'saved-jobs': {
    read: ['no', 'own', 'own', 'no', 'yes', 'yes'],
    create: ['no', 'yes', 'yes', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    delete: ['no', 'own', 'own', 'no', 'yes', 'yes'],
  },
  // Matching (issue 32): talent pools are staff lists no candidate sees; an invitation to apply is read by its
  // candidate and the job's staff (the table's recruiter: candidate A's, on the job they own), sent by staff who may
  // see the job, answered by its candidate only (admins may correct one), removed by admins.
  'talent-pools': {
    read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'yes', 'yes'],
  },
  'job-invitations': {
    read: ['no', 'own', 'own', 'no', 'own', 'yes'],
    create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    update: ['no', 'own', 'own', 'no', 'no', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  // Job alerts (issue 20): a candidate's own (a visitor's are managed through signed links only); recruiters read
  // them as they read saved jobs; admins correct and remove them. The table's candidates and a visitor have one each.
  'job-alerts': {
    read: ['no', 'own', 'own', 'no', 'yes', 'yes'],
    create: ['no', 'yes', 'yes', 'no', 'no', 'no'],
    update: ['no', 'own', 'own', 'no', 'no', 'yes'],
    delete: ['no', 'own', 'own', 'no', 'no', 'yes'],
  },
  // The Indexing API's log: staff read it, the server alone writes it, admins clear it.
  'indexing-notices': {
    read: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  // Payload's jobs queue (digests, notices): the server's own.
  'payload-jobs': CLOSED,
  'seo-metadata': EDITORIAL,
  'live-events': CLOSED,
  'audit-events': { ...CLOSED, read: ['no', 'no', 'no', 'no', 'no', 'yes'] },
  // The bilingual list CVs are read against (features/cv): staff read it, recruiters and admins edit it.
  skills: { ...TAXONOMY, read: ['no', 'no', 'no', 'yes', 'yes', 'yes'] },
  // "Download my data" links: no one through the API; the owner downloads once (tests/int/dataRights.int.test.ts).
  'data-exports': CLOSED,
  // The consent record (issue 29): a candidate reads their own, admins all; no one writes, changes or deletes an event
  // through any API (the server appends them).
  'consent-events': { ...CLOSED, read: ['no', 'own', 'own', 'no', 'no', 'yes'] },
  // Retention (issue 29): admins set the rules and legal holds (a hold is lifted, never deleted); the privacy run's
  // emails are the server's own, which admins read.
  'retention-rules': {
    read: ['no', 'no', 'no', 'no', 'no', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'yes'],
    update: ['no', 'no', 'no', 'no', 'no', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'legal-holds': {
    read: ['no', 'no', 'no', 'no', 'no', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'yes'],
    update: ['no', 'no', 'no', 'no', 'no', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'no'],
  },
  'privacy-notices': { ...CLOSED, read: ['no', 'no', 'no', 'no', 'no', 'yes'] },
  // The client portal (issue 30). Client companies and their contacts: recruiters and admins manage them (admins
  // delete clients). The contacts' own columns: CONTACTS below.
  clients: {
    read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'client-contacts': {
    read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'yes', 'yes'],
  },
  // One-time sign-in links: made by the server only; staff read and revoke them.
  'client-sign-in-links': {
    read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'yes', 'yes'],
  },
  // Vacancies from the portal: made through the portal's intake action only.
  requisitions: {
    read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  // Job descriptions attached to vacancy requests: made by the portal's intake action only, after the CV reader's
  // checks; read by recruiters and admins (and their client's contacts: CONTACTS); removed by admins.
  'vacancy-attachments': {
    read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  // Submittals: made through /api/portal/submit only; a recruiter reads those of their jobs (candidate A's).
  submittals: {
    read: ['no', 'no', 'no', 'no', 'own', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  // Requests to represent a candidate to a client: the candidate reads theirs (the /profile notice), a recruiter those
  // of their jobs; made and answered through the portal's endpoint and actions only.
  'representation-requests': {
    read: ['no', 'own', 'own', 'no', 'own', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  // Contacts' views of CVs: written by the server, read by staff who recruit, removed by admins.
  'client-views': {
    read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  // Contacts' notices of new submittals: written by the queue's task alone, read and removed by admins.
  'client-notices': { ...CLOSED, read: ['no', 'no', 'no', 'no', 'no', 'yes'], delete: ['no', 'no', 'no', 'no', 'no', 'yes'] },
  // Notifications (issue 34): a candidate reads their own channels, messages and devices, admins all; the server
  // alone writes them (the /profile forms, /api/notify/push, the sender); a candidate removes a device of theirs, and
  // a recruiter theirs (turned on in the admin for new applications). A recruiter reads the messages sent to them
  // (their new-application notices by push), never a candidate's.
  'notification-settings': { ...CLOSED, read: ['no', 'own', 'own', 'no', 'no', 'yes'], delete: ['no', 'no', 'no', 'no', 'no', 'yes'] },
  'notification-messages': { ...CLOSED, read: ['no', 'own', 'own', 'no', 'own', 'yes'], delete: ['no', 'no', 'no', 'no', 'no', 'yes'] },
  'push-subscriptions': { ...CLOSED, read: ['no', 'own', 'own', 'no', 'own', 'yes'], delete: ['no', 'own', 'own', 'no', 'own', 'yes'] },
  'payload-kv': CLOSED,
  // Salary survey rounds (issue 33): made only by the import endpoint, never through the API; admins and recruiters
  // read, rename and publish them (their lines, which name organisations, are a hidden field); admins delete them.
  'salary-rounds': {
    read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  // Employers' report requests (issue 33): leads for the account managers; only the explorer's form makes them.
  'salary-report-requests': {
    read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'payload-locked-documents': {
    read: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
  },
  'payload-preferences': {
    read: ['no', 'no', 'no', 'own', 'own', 'own'],
    create: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'own', 'own', 'own'],
    delete: ['no', 'no', 'no', 'own', 'own', 'own'],
  },
  'payload-migrations': NO_ROUTE,
  // Placements and fees (issue 31): admins all; a recruiter the placements whose fee is split with them, on which
  // they may enter the offer; nobody else. Fee agreements are the admins' alone.
  placements: {
    read: ['no', 'no', 'no', 'no', 'own', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'yes'],
    update: ['no', 'no', 'no', 'no', 'own', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'fee-agreements': {
    read: ['no', 'no', 'no', 'no', 'no', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'yes'],
    update: ['no', 'no', 'no', 'no', 'no', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  // The signed agreements' PDFs: staff who handle placements read them (admins, recruiters); admins upload and remove.
  'fee-agreement-files': {
    read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'yes'],
    update: ['no', 'no', 'no', 'no', 'no', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
}

const GLOBALS_WITHOUT_CONTACTS: Record<string, { read: Cell[]; update: Cell[]; versions: Cell[] }> = {
  // When each scheduled task of the jobs queue last ran: the queue's own bookkeeping.
  'payload-jobs-stats': {
    read: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    versions: ['no', 'no', 'no', 'no', 'no', 'no'],
  },
  home: {
    read: ['yes', 'yes', 'yes', 'yes', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'yes', 'no', 'yes'],
    versions: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  },
  // The VAT rates fee agreements use (issue 31), with their history: the admins' alone.
  'billing-settings': {
    read: ['no', 'no', 'no', 'no', 'no', 'yes'],
    update: ['no', 'no', 'no', 'no', 'no', 'yes'],
    versions: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'site-settings': {
    read: ['yes', 'yes', 'yes', 'yes', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'yes', 'no', 'yes'],
    versions: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  },
}

/** Downloads (`/api/{collection}/file/{name}`), for every upload collection: who gets the bytes. */
const FILES_WITHOUT_CONTACTS: Record<string, Cell[]> = {
  media: ['yes', 'yes', 'yes', 'yes', 'yes', 'yes'],
  'candidate-pictures': ['no', 'own', 'own', 'no', 'yes', 'yes'],
  'candidate-cvs': ['no', 'own', 'own', 'no', 'own', 'yes'],
  'vacancy-attachments': ['no', 'no', 'no', 'no', 'yes', 'yes'],
  'fee-agreement-files': ['no', 'no', 'no', 'no', 'yes', 'yes'],
}

/**
 * The contacts' columns where they differ from a visitor's (access/clientContacts.ts): on the portal's collections,
 * their own client's documents only, read and never written through the API (the portal's actions write).
 */
const OWN_CLIENT_READ: Partial<Record<Op, Cell>> = { read: 'own', create: 'no', update: 'no', delete: 'no' }
const CONTACTS: Record<string, Partial<Record<Op | 'versions', Cell>>> = {
  // Their own company, not another client's.
  clients: OWN_CLIENT_READ,
  // Themselves, not another contact (of their client or another's).
  'client-contacts': OWN_CLIENT_READ,
  // Their client's vacancy requests.
  requisitions: OWN_CLIENT_READ,
  // Their client's submittals while the candidate is represented (a withdrawn one is nobody's in the table).
  submittals: OWN_CLIENT_READ,
  // Their client's job descriptions (issue 30).
  'vacancy-attachments': OWN_CLIENT_READ,
}
/** The bytes too: their client's job descriptions, no one else's. */
const CONTACT_FILES: Record<string, Cell> = { 'vacancy-attachments': 'own' }

const withContacts = (cells: Cell[], cell: Cell | undefined): Cell[] => [...cells, ...CONTACT_ROLES.map(() => cell ?? cells[0]!)]

export const MATRIX: Record<string, Row> = Object.fromEntries(
  Object.entries(STAFF_AND_CANDIDATES).map(([slug, row]) => {
    const own = CONTACTS[slug] ?? {}
    const full: Row = {
      read: withContacts(row.read, own.read),
      create: withContacts(row.create, own.create),
      update: withContacts(row.update, own.update),
      delete: withContacts(row.delete, own.delete),
    }
    if (row.versions) full.versions = withContacts(row.versions, own.versions)
    return [slug, full]
  }),
)

export const GLOBALS: Record<string, { read: Cell[]; update: Cell[]; versions: Cell[] }> = Object.fromEntries(
  Object.entries(GLOBALS_WITHOUT_CONTACTS).map(([slug, row]) => [
    slug,
    {
      read: withContacts(row.read, undefined),
      update: withContacts(row.update, undefined),
      versions: withContacts(row.versions, undefined),
    },
  ]),
)

export const FILES: Record<string, Cell[]> = Object.fromEntries(
  Object.entries(FILES_WITHOUT_CONTACTS).map(([slug, cells]) => [slug, withContacts(cells, CONTACT_FILES[slug])]),
)
