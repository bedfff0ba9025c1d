import type { UIFieldServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { smartPoolsOf } from '../pools'

/**
 * In a candidate's record (sidebar, under their static pools): the smart pools whose saved search they match now
 * (issue 32, pools.ts). Staff only: a candidate never opens the admin, and this is never in the API's answers.
 */
export async function CandidateSmartPools({ id: docId, req, i18n }: UIFieldServerProps) {
  if (!isRecruiterUser(req.user)) return null
  const locale = adminLocale(i18n)
  const p = translator(locale, 'Matching.pools')
  const id = Number(docId)
  const pools = id ? await smartPoolsOf(req, id) : []
  return (
    <div style={{ marginBlockEnd: 'var(--base)' }} data-testid="candidate-smart-pools">
      <h4>{translator(locale, 'Matching.pools')('smartPoolsTitle')}</h4>
      <p style={{ color: 'var(--theme-elevation-500)', fontSize: '0.9em' }}>{p('smartPoolsIntro')}</p>
      {pools.length ? (
        <ul style={{ paddingInlineStart: 'var(--base)' }}>
          {pools.map((pool) => (
            <li key={pool.id}>
              <a href={`/admin/collections/talent-pools/${pool.id}`}>{pool.name}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{p('smartPoolsNone')}</p>
      )}
    </div>
  )
}
