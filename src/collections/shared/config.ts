import type { Access, CollectionConfig, Field, RelationshipField, SelectField, TextField } from 'payload'

import { anyone } from '@/access/anyone'
import { recruiterOnlyField } from '@/access/clientContacts'
import { readPublished } from '@/access/content'
import { isAdminUser } from '@/access/isAdmin'
import { isEditor } from '@/access/isEditor'
import { isRecruiterUser } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { isStaffUser } from '@/access/roles'

import { contentHooks, label } from './content'

type Label = ReturnType<typeof label>
type AdminOptions = NonNullable<CollectionConfig['admin']>
type AccessOptions = NonNullable<CollectionConfig['access']>

/** The admin sidebar's groups, one spelling each in both languages. */
export const GROUPS = {
  administration: label('Administration', 'الإدارة'),
  blog: label('Blog', 'المدونة'),
  clients: label('Clients', 'العملاء'),
  company: label('Company', 'الشركة'),
  contact: label('Contact', 'التواصل'),
  content: label('Content', 'المحتوى'),
  faqs: label('FAQs', 'الأسئلة الشائعة'),
  jobs: label('Jobs', 'الوظائف'),
  notifications: label('Notifications', 'الإشعارات'),
  placements: label('Placements', 'التعيينات'),
  privacy: label('Privacy', 'الخصوصية'),
  recruitment: label('Recruitment', 'التوظيف'),
  services: label('Services', 'الخدمات'),
  settings: label('Settings', 'الإعدادات'),
} as const satisfies Record<string, Label>

export type Group = keyof typeof GROUPS

/** A collection's names in the admin: one and many, each as [English, Arabic]. */
export const names = (singular: [string, string], plural: [string, string]) => ({
  singular: label(...singular),
  plural: label(...plural),
})

/** Hide a collection from the admin's navigation for everyone but these users (access still decides what they can do). */
export const hiddenFrom = {
  nonAdmins: ({ user }: { user: unknown }) => !isAdminUser(user as Parameters<typeof isAdminUser>[0]),
  nonRecruiters: ({ user }: { user: unknown }) => !isRecruiterUser(user as Parameters<typeof isRecruiterUser>[0]),
  nonStaff: ({ user }: { user: unknown }) => !isStaffUser(user as Parameters<typeof isStaffUser>[0]),
} as const

/** A collection's list in the admin: its sidebar group, the field that titles a document, the columns; more options last. */
export function adminView(group: Group, useAsTitle: string | undefined, defaultColumns: string[], more: AdminOptions = {}): AdminOptions {
  return { group: GROUPS[group], ...(useAsTitle ? { useAsTitle } : {}), defaultColumns, ...more }
}

/** Created, changed and deleted by `who` only; read by `read` (the same users unless said). */
export const managedBy = (who: Access, read: Access = who): AccessOptions => ({ read, create: who, update: who, delete: who })

/** Written by the server alone (no one creates or changes one through any API); read by `read`, deleted by `remove`. */
export const writtenByServer = (read: Access, remove?: Access): AccessOptions => ({
  read,
  create: nobody,
  update: nobody,
  delete: remove ?? nobody,
})

/** The candidate a row belongs to (a relationship to `candidates`); options as Payload's, e.g. `required`, `access`. */
export const candidateField = (overrides: Partial<RelationshipField> = {}): Field =>
  ({
    name: 'candidate',
    type: 'relationship',
    relationTo: 'candidates',
    index: true,
    label: label('Candidate', 'المرشّح'),
    ...overrides,
  }) as Field

/** The job a row belongs to (a relationship to `jobs`); options as Payload's, e.g. `required`, `access`. */
export const jobField = (overrides: Partial<RelationshipField> = {}): Field =>
  ({ name: 'job', type: 'relationship', relationTo: 'jobs', index: true, label: label('Job', 'الوظيفة'), ...overrides }) as Field

/** A row's language (of its emails, of what was written): English or Arabic; options as Payload's, e.g. `defaultValue`. */
export const localeField = (name: string, en: string, ar: string, overrides: Partial<SelectField> = {}): Field =>
  ({ name, type: 'select', options: ['en', 'ar'], label: label(en, ar), ...overrides }) as Field

/** Staff's notes on a row the client portal shows too: a client contact never reads them. */
export const staffNotesField = (name: string): Field => ({
  name,
  type: 'textarea',
  maxLength: 4000,
  label: label('Notes (staff only)', 'ملاحظات (للموظفين فقط)'),
  access: { read: recruiterOnlyField },
})

/**
 * What a public form stored once by its key (lib/forms/keyedForm.ts: the contact form, the salary report request)
 * keeps beside what was typed: the language it was sent in, and the key, unique so that a double click stores one
 * row; both read-only in the sidebar. `key` takes Payload's options for the key (`admin` adds to the sidebar's).
 */
export const submissionFields = ({ admin, ...key }: Partial<TextField> = {}): Field[] => [
  { name: 'locale', type: 'text', label: label('Language', 'اللغة'), admin: { position: 'sidebar', readOnly: true } },
  {
    name: 'submissionId',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    label: label('Submission key', 'مفتاح الإرسال'),
    admin: { position: 'sidebar', readOnly: true, ...admin },
    ...key,
  } as Field,
]

/** Field access for a value only the server writes (hooks, the upload itself): no API sets it. */
export const serverWrites = { create: nobody, update: nobody }

/** The access and admin options of a field only the server writes: no API sets it, the admin shows it read-only. */
export const setByServer = () => ({ access: serverWrites, admin: { readOnly: true } })

/** The place of a document among its kind in lists (smaller first), in the sidebar. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  label: label('Order', 'الترتيب'),
  admin: { position: 'sidebar' },
}

/**
 * A public collection staff editors keep (FAQs, team, partners…): anyone reads it, editors write it, every change
 * expires the content pages, and lists follow its `orderField` when it has one (unless the config says otherwise).
 */
export const editorialCollection = (config: CollectionConfig): CollectionConfig => ({
  access: managedBy(isEditor, anyone),
  hooks: contentHooks(),
  ...(config.fields.includes(orderField) ? { defaultSort: 'order' } : {}),
  ...config,
})

/**
 * Public content staff editors draft before they publish (pages, services, assessments, blog posts): visitors read
 * what is published, staff the drafts too; drafts and history are for the editors (Payload's default, any signed-in
 * user, would include candidates); editors write it; every change expires the content pages (unless the config says
 * otherwise).
 */
export const draftedCollection = (config: CollectionConfig): CollectionConfig => ({
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: readPublished, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: contentHooks(),
  ...config,
})

/** The client company a row belongs to (a relationship to `clients`); options as Payload's. */
export const clientField = (overrides: Partial<RelationshipField> = {}): Field =>
  ({ name: 'client', type: 'relationship', relationTo: 'clients', index: true, label: label('Client', 'العميل'), ...overrides }) as Field

/** A row's status: one of `options`, `defaultValue` at first, indexed for the admin's lists and filters. */
export const statusField = (options: SelectField['options'], defaultValue: string, overrides: Partial<SelectField> = {}): Field =>
  ({
    name: 'status',
    type: 'select',
    required: true,
    defaultValue,
    index: true,
    label: label('Status', 'الحالة'),
    options,
    ...overrides,
  }) as Field

/**
 * The recruiters' groups first in the admin's navigation (issue 28, item 15): Payload lists the groups in the order
 * their first collection appears in the config, so the collections are put in that order (stable: within a group,
 * and for every other group, the config's own order stays).
 */
export const NAV_GROUPS_FIRST: readonly Group[] = ['recruitment', 'jobs', 'clients', 'placements']

export function recruitersFirst<T extends { admin?: { group?: unknown } }>(collections: readonly T[]): T[] {
  const rank = (collection: T) => {
    const group = collection.admin?.group as Label | undefined
    const index = NAV_GROUPS_FIRST.findIndex((key) => GROUPS[key].en === group?.en)
    return index === -1 ? NAV_GROUPS_FIRST.length : index
  }
  return collections
    .map((collection, index) => ({ collection, index, rank: rank(collection) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ collection }) => collection)
}
