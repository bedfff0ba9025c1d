import type { AdminViewServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { APPLICATION_STATUSES } from '@/features/applications/schema'
import { adminLocale } from '@/i18n/locales'

import { loadBoard } from '../board'
import { INTERVIEW_DURATIONS, INTERVIEW_TIME_ZONES } from '../constants'
import { recruitingMessages, recruitingTranslator } from '../text'
import { Board } from './Board.client'
import { RecruitingTemplate, segmentsOf } from './RecruitingTemplate'

/** /admin/recruiting/board/:job — one job's pipeline (server part: reads the board with the viewer's access). */
export async function BoardView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const locale = adminLocale(req.i18n)
  const t = recruitingTranslator(locale)
  const jobId = Number(segmentsOf(props.params)[2])
  const board = isRecruiterUser(req.user) ? await loadBoard(req.payload, req, jobId, locale) : null
  const staff = board
    ? await req.payload.find({
        collection: 'users',
        where: { roles: { in: ['recruiter', 'admin'] } },
        select: { name: true, email: true },
        pagination: false,
        depth: 0,
        user: req.user,
        overrideAccess: false,
      })
    : null
  return (
    <RecruitingTemplate props={props}>
      {board ? (
        <Board
          key={board.cards.map((card) => `${card.id}:${card.status}:${card.interview?.startsAt ?? ''}`).join(',')}
          initial={board}
          locale={locale}
          messages={recruitingMessages(locale)}
          statuses={[...APPLICATION_STATUSES]}
          timeZones={[...INTERVIEW_TIME_ZONES]}
          durations={[...INTERVIEW_DURATIONS]}
          staff={(staff?.docs ?? []).map((user) => ({ id: user.id, name: user.name || user.email }))}
          me={Number(req.user!.id)}
        />
      ) : (
        <p>{t('errors.notFound')}</p>
      )}
    </RecruitingTemplate>
  )
}
