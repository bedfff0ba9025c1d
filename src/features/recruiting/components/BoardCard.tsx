'use client'

import { useDraggable } from '@dnd-kit/core'
import { CSS } from '@dnd-kit/utilities'
import { CheckboxInput, DragHandleIcon, MoreIcon, Pill, Popup, PopupList } from '@payloadcms/ui'

import type { BoardCard as Card } from '../board'
import type { RecruitingT } from '../translator'
import styles from './Board.module.css'
import { daysSince } from './boardApi'

type Props = {
  card: Card
  t: RecruitingT
  statuses: string[]
  selected: boolean
  formatTime: (iso: string, timeZone: string) => string
  onSelect: (id: number, selected: boolean) => void
  onMove: (ids: number[], status: string) => void
  onSchedule: (card: Card) => void
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating)

/**
 * One application on the board: name (to the application), city, experience, rating, tags and age; a drag
 * handle, a checkbox for moving several at once, and a menu that moves it or schedules an interview without
 * dragging.
 */
export function BoardCard({ card, t, statuses, selected, formatTime, onSelect, onMove, onSchedule }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { status: card.status },
  })
  const experience = card.experienceYears === null ? t('board.experienceUnknown') : t('board.experience', { count: card.experienceYears })
  return (
    <article
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={[styles.card, selected ? styles.cardSelected : '', isDragging ? styles.dragging : ''].join(' ')}
      data-testid="board-card"
      data-application={card.id}
      aria-label={card.fullName}
    >
      <div className={styles.cardTop}>
        <CheckboxInput
          id={`select-${card.id}`}
          checked={selected}
          onToggle={(event) => onSelect(card.id, event.target.checked)}
          Label={<span className={styles.visuallyHidden}>{t('board.select', { name: card.fullName })}</span>}
          className="board-card__select"
        />
        <a className={styles.name} href={`/admin/collections/applications/${card.id}`} title={card.fullName}>
          {card.fullName}
        </a>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={t('board.handle', { name: card.fullName })}
        >
          <DragHandleIcon />
        </button>
        <Popup
          button={
            <span aria-label={t('board.moveTo', { name: card.fullName })} title={t('board.moveTo', { name: card.fullName })}>
              <MoreIcon />
            </span>
          }
          buttonType="custom"
          horizontalAlign="right"
          id={`card-menu-${card.id}`}
          render={({ close }) => (
            <PopupList.ButtonGroup>
              <PopupList.GroupLabel label={t('board.moveTo', { name: card.fullName })} />
              {statuses
                .filter((status) => status !== card.status)
                .map((status) => (
                  <PopupList.Button
                    key={status}
                    onClick={() => {
                      close()
                      onMove([card.id], status)
                    }}
                  >
                    {t(`column.${status}` as 'column.submitted')}
                  </PopupList.Button>
                ))}
              <PopupList.Divider />
              <PopupList.Button
                onClick={() => {
                  close()
                  onSchedule(card)
                }}
              >
                {t('board.schedule')}
              </PopupList.Button>
            </PopupList.ButtonGroup>
          )}
        />
      </div>
      <p className={styles.meta}>{[card.city, experience].filter(Boolean).join(' · ')}</p>
      <p className={styles.meta}>
        {card.rating ? (
          <span className={styles.stars} aria-label={t('board.rating', { rating: card.rating })} role="img">
            {stars(card.rating)}
          </span>
        ) : (
          t('board.notRated')
        )}
        {' · '}
        {t('board.age', { days: daysSince(card.createdAt) })}
      </p>
      {card.tags.length > 0 && (
        <div className={styles.tags}>
          {card.tags.map((tag) => (
            <Pill key={tag} size="small">
              {tag}
            </Pill>
          ))}
        </div>
      )}
      {card.interview && (
        // Rescheduling or cancelling is the interview's own page (the candidate gets the update with the same UID).
        <a className={styles.interview} href={`/admin/collections/interviews/${card.interview.id}`}>
          {t('board.interviewOn', { time: formatTime(card.interview.startsAt, card.interview.timeZone) })}
        </a>
      )}
    </article>
  )
}
