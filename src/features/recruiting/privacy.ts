import type { PayloadRequest } from 'payload'

/**
 * A candidate deletes their account (collections/Candidates/deletion.ts, docs/PRIVACY.md): their applications stay
 * anonymised, so what would still name them goes: their interviews, the emails, notes and interview entries on
 * those applications' timelines (status, rating and tag changes stay, for the statistics), and the search text.
 */
export async function forgetCandidateInRecruiting(req: PayloadRequest, candidateId: number | string, applicationIds: number[]) {
  const { payload } = req
  await payload.delete({ collection: 'interviews', where: { candidate: { equals: candidateId } }, overrideAccess: true, req })
  if (!applicationIds.length) return
  await payload.delete({
    collection: 'application-activities',
    where: { and: [{ application: { in: applicationIds } }, { kind: { in: ['email', 'note', 'interview'] } }] },
    overrideAccess: true,
    req,
  })
  for (const id of applicationIds) {
    await payload.db.updateOne({ collection: 'applications', id, data: { searchText: null, internalNotes: null }, req, returning: false })
  }
}
