import type { Payload } from 'payload'

/**
 * Whether the candidate agreed to be represented to this client for this job (issue 29's consent record,
 * features/consent, purpose `represent`). Until that slice is merged into this branch, nobody has: only blind CVs
 * under a reference go to clients.
 */
export async function consentToRepresent(
  _payload: Payload,
  _scope: { candidate: number; client: number; job: number },
): Promise<boolean> {
  return false
}
