import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { seedApplications } from './applications'
import { seedClients } from './clients'
import { seedContent } from './content'
import { seedJobBoard } from './jobs'
import { seedPlacements } from './placements'
import { seedPrivacy } from './privacy'
import { seedMatching } from './matching'
import { seedNotifications } from './notify'
import { seedEmailTemplates } from './recruiting'
import { seedSalaryLeadsAndPlacements, seedSalarySurvey } from './salary'
import { seedSiteSettings } from './siteSettings'

export type SeedOptions = {
  adminEmail?: string
  adminPassword?: string
  log?: (line: string) => void
}

export type SeedResult = { seeded: boolean; adminEmail?: string; generatedPassword?: string }

/**
 * Fills an empty database with a staff admin and demo content in English and
 * Arabic. A database that already has staff is left alone. Each content
 * type's issue adds its own step here.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? ((line: string) => payload.logger.info(line))
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) {
    log('Database already has content: seed skipped.')
    return { seeded: false }
  }

  const adminEmail = options.adminEmail ?? 'admin@example.com'
  const generatedPassword = options.adminPassword ? undefined : randomBytes(12).toString('base64url')
  const adminPassword = options.adminPassword ?? generatedPassword!

  const admin = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: adminEmail, password: adminPassword, name: 'Site administrator', roles: ['admin'] },
  })
  log(`Created staff admin ${adminEmail}.`)

  await seedSiteSettings(payload)
  log('Seeded site settings (en, ar).')

  const jobs = await seedJobBoard(payload, new Date(), admin.id)
  log(`Seeded the job board: ${jobs} jobs with industries and locations (en, ar), owned by the admin.`)

  const matching = await seedMatching(payload)
  log(
    `Seeded matching: eligibility on ${matching.jobs} jobs, ${matching.seekers} demo job seekers open to offers (en, ar), ${matching.pools} talent pools.`,
  )

  const applications = await seedApplications(payload)
  log(`Seeded ${applications} demo applications along the pipeline (en, ar), dated over the past five weeks.`)

  const notifications = await seedNotifications(payload)
  log(
    `Seeded notification settings for ${notifications.people} demo job seekers (WhatsApp verified, quiet hours) and ${notifications.messages} messages sent (en, ar).`,
  )

  const templates = await seedEmailTemplates(payload)
  log(`Seeded ${templates} recruiting email templates (en, ar).`)

  const rules = await seedPrivacy(payload)
  log(`Seeded ${rules} retention rules (en, ar), switched off, and the demo job seekers’ consent record.`)

  const content = await seedContent(payload)
  log(
    `Seeded public content (en, ar): ${Object.entries(content)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ')}.`,
  )

  const clients = await seedClients(payload, admin.id)
  log(`Seeded ${clients.clients} clients with ${clients.contacts} portal contacts (en, ar).`)
  const placements = await seedPlacements(payload, admin.id)
  log(`Seeded ${placements} placements with their clients' fee agreements and the VAT settings (en, ar).`)
  const salaryLines = await seedSalarySurvey(payload, new Date())
  log(`Seeded a demo salary survey round: ${salaryLines} lines (job titles in en, ar).`)
  const salaryLeads = await seedSalaryLeadsAndPlacements(payload)
  log(`Seeded ${salaryLeads.requests} salary report requests (en, ar) and a placements round of ${salaryLeads.placementLines} lines.`)

  return { seeded: true, adminEmail, generatedPassword }
}
