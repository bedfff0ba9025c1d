import type { Payload } from 'payload'

import { portraitImage, logoImage } from './images'
import { assessments, partners, team } from './people'
import { blocksToRichText, createBilingual, image } from './shared'

/** The team of `people.ts`, with portraits. Returns their ids by slug (the blog's authors). */
export async function seedTeam(payload: Payload): Promise<Record<string, number>> {
  const teamIds: Record<string, number> = {}
  for (const [order, member] of team.entries()) {
    const photo = await image(payload, `team-${member.slug}`, await portraitImage(member.name.en), member.photoAlt)
    teamIds[member.slug] = await createBilingual(
      payload,
      'team-members',
      {
        slug: member.slug,
        name: member.name.en,
        role: member.role.en,
        bio: blocksToRichText(member.bio.en),
        photo,
        linkedin: member.linkedin,
        email: member.email,
        order,
      },
      { name: member.name.ar, role: member.role.ar, bio: blocksToRichText(member.bio.ar) },
    )
  }
  return teamIds
}

/** The partners (with logos) and assessments of `people.ts`. */
export async function seedPartners(payload: Payload): Promise<void> {
  for (const [order, partner] of partners.entries()) {
    const logo = await image(payload, `logo-${partner.slug}`, await logoImage(partner.name.en), partner.logoAlt)
    await createBilingual(
      payload,
      'partners',
      {
        slug: partner.slug,
        name: partner.name.en,
        summary: partner.summary.en,
        description: blocksToRichText(partner.description.en),
        website: partner.website,
        logo,
        order,
      },
      { name: partner.name.ar, summary: partner.summary.ar, description: blocksToRichText(partner.description.ar) },
    )
  }

  for (const [order, test] of assessments.entries()) {
    await createBilingual(
      payload,
      'assessments',
      {
        _status: 'published',
        slug: test.slug,
        title: test.title.en,
        summary: test.summary.en,
        body: blocksToRichText(test.body.en),
        durationMinutes: test.durationMinutes,
        format: test.format.en,
        order,
      },
      {
        _status: 'published',
        title: test.title.ar,
        summary: test.summary.ar,
        body: blocksToRichText(test.body.ar),
        format: test.format.ar,
      },
    )
  }
}
