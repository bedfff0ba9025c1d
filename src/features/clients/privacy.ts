import type { Payload } from 'payload'

import { idOf } from '@/lib/ids'

/**
 * The client portal's part of "Download my data" (features/privacy's DATA_EXPORTERS): every time a client's contact
 * opened the candidate's submittal or CV (which company, who, when, what), and the recruiters' requests to represent
 * them with their answers. Keyed by the candidate's own id; contacts' emails are left out.
 */
export async function clientViewsForExport(payload: Payload, candidateId: number | string) {
  const { docs } = await payload.find({
    collection: 'client-views',
    where: { candidate: { equals: candidateId } },
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: true,
  })
  const names = new Map<number, unknown>()
  const contacts = new Map<number, string>()
  const rows = []
  for (const view of docs) {
    const clientId = idOf(view.client)
    if (!names.has(clientId)) {
      const client = await payload.findByID({
        collection: 'clients',
        id: clientId,
        locale: 'all',
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      names.set(clientId, client?.name ?? null)
    }
    const contactId = view.contact ? idOf(view.contact) : null
    if (contactId !== null && !contacts.has(contactId)) {
      const contact = await payload.findByID({
        collection: 'client-contacts',
        id: contactId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      contacts.set(contactId, contact?.name ?? '')
    }
    rows.push({
      company: names.get(clientId),
      viewedBy: contactId !== null ? contacts.get(contactId) : null,
      what: view.what,
      at: view.createdAt,
    })
  }
  const requests = await payload.find({
    collection: 'representation-requests',
    where: { candidate: { equals: candidateId } },
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: true,
  })
  return {
    views: rows,
    representationRequests: requests.docs.map((r) => ({
      company: names.get(idOf(r.client)) ?? idOf(r.client),
      job: idOf(r.job),
      status: r.status,
      askedAt: r.createdAt,
      answeredAt: r.answeredAt ?? null,
    })),
  }
}
