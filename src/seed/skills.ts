import type { Payload, PayloadRequest } from 'payload'

import { skills } from './data/skills'

/**
 * The starting skills list (data/skills.ts), both languages, when the collection is empty. Run by the `cv_proposals_data_rights`
 * migration of each adapter, so a site that already has content gets the list too; staff edit it afterwards.
 */
export async function seedSkills(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'skills', overrideAccess: true, req })
  if (totalDocs > 0) return 0
  for (const skill of skills) {
    const doc = await payload.create({
      collection: 'skills',
      locale: 'en',
      data: { name: skill.en, aliases: (skill.aliases ?? []).join('\n') },
      overrideAccess: true,
      req,
    })
    await payload.update({ collection: 'skills', id: doc.id, locale: 'ar', data: { name: skill.ar }, overrideAccess: true, req })
  }
  return skills.length
}
