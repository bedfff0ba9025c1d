import type { CollectionConfig } from 'payload'

import { isRecruiter } from '@/access/isRecruiter'
import { isStaff } from '@/access/isStaff'
import { forgetDeletedSkill, rewriteAfterSkillChange, rewriteAfterSkillDelete } from '@/features/matching/rewrite'

import { adminView, managedBy, names } from '../shared/config'

/**
 * The bilingual skills list CVs are read against (features/cv): a skill's name as the profile shows it in each
 * language, and the other ways CVs write it. Staff read it (the site reads it on the server), recruiters and admins
 * edit it; a new site starts with the seeded list
 * (src/seed/data/skills.ts), added by the `cv_proposals_data_rights` migration from its own copy of the list. An edit
 * queues the rewrite of candidates' and jobs' stored skill ids (features/matching/rewrite.ts).
 */
export const Skills: CollectionConfig = {
  slug: 'skills',
  labels: names(['Skill', 'مهارة'], ['Skills', 'المهارات']),
  admin: adminView('recruitment', 'name', ['name', 'aliases']),
  access: managedBy(isRecruiter, isStaff),
  hooks: { afterChange: [rewriteAfterSkillChange], beforeDelete: [forgetDeletedSkill], afterDelete: [rewriteAfterSkillDelete] },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 80, label: { en: 'Name', ar: 'الاسم' } },
    {
      name: 'aliases',
      type: 'textarea',
      maxLength: 2000,
      label: { en: 'Other ways CVs write it', ar: 'صيغ أخرى ترد بها في السير الذاتية' },
      admin: {
        description: {
          en: 'One per line, in either language: abbreviations, other spellings, product names (PMP, إكسل, MS Excel).',
          ar: 'صيغة في كل سطر، بأي من اللغتين: الاختصارات والتهجئات الأخرى وأسماء المنتجات (PMP، إكسل، MS Excel).',
        },
      },
    },
  ],
}
