'use client'

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import { Button, toast, useModal } from '@payloadcms/ui'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { LIVE_WINDOW_EVENT } from '@/features/live/client'
import type { LiveMessage } from '@/features/live/stream'
import { formatMoney, intlLocale } from '@/lib/format'
import { fetchErrorKind, serverMessage } from '@/lib/http/client'
import type { Locale } from '@/i18n/locales'

import type { BoardCard as Card, BoardData } from '../board'
import { recruitingTranslator, type RecruitingMessages } from '../translator'
import styles from './Board.module.css'
import { BoardCard } from './BoardCard'
import { ChoiceSelect } from './DrawerParts'
import { boardApi, columnKeyboardCoordinates } from './boardApi'
import { INTERVIEW_DRAWER, InterviewDrawer, type InterviewInput } from './InterviewDrawer'
import { MOVE_DRAWER, MoveDrawer, type PendingMove } from './MoveDrawer'
import { OFFER_DRAWER, OfferDrawer, type OfferInput, type OfferProblem } from './OfferDrawer'

type Props = {
  initial: BoardData
  locale: Locale
  messages: RecruitingMessages
  statuses: string[]
  timeZones: string[]
  durations: number[]
  staff: { id: number; name: string }[]
  me: number
}

function Column({ status, title, count, children }: { status: string; title: string; count: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: status })
  return (
    <section
      ref={setNodeRef}
      className={[styles.column, isOver ? styles.columnOver : ''].join(' ')}
      data-testid={`column-${status}`}
      aria-label={title}
    >
      <h2 className={styles.columnTitle}>
        <span>{title}</span>
        <span className={styles.count}>{count}</span>
      </h2>
      {children}
    </section>
  )
}

/**
 * One job's pipeline: a column per status; cards move by drag (pointer or keyboard, dnd-kit), by each card's
 * menu, or several at once from the toolbar. A move with an email template asks first (preview, send or skip).
 * Moves by other recruiters arrive on the admin's live stream and the board reloads its cards.
 */
export function Board({ initial, locale, messages, statuses, timeZones, durations, staff, me }: Props) {
  const t = useMemo(() => recruitingTranslator(locale, messages), [locale, messages])
  const [cards, setCards] = useState<Card[]>(initial.cards)
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [bulkStatus, setBulkStatus] = useState<string>('shortlisted')
  const [pending, setPending] = useState<PendingMove | null>(null)
  const [scheduling, setScheduling] = useState<Card | null>(null)
  const [busy, setBusy] = useState(false)
  // Cards moving to "hired" wait here for their offer (OfferDrawer); they stay in their column until it is given.
  const [hiring, setHiring] = useState<number[] | null>(null)
  const [offerProblem, setOfferProblem] = useState<OfferProblem | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const { openModal, closeModal, isModalOpen } = useModal()
  const ownMoves = useRef(new Map<number, number>())
  const jobId = initial.job.id
  const label = useCallback((status: string) => t(`column.${status}` as 'column.submitted'), [t])
  const nameOf = useCallback((id: unknown) => cards.find((card) => card.id === Number(id))?.fullName ?? '', [cards])
  const formatTime = useCallback(
    (iso: string, timeZone: string) =>
      new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
    [locale],
  )

  const reload = useCallback(async () => {
    try {
      setCards((await boardApi.load(jobId)).cards)
    } catch {
      // the next event or a page load brings it back in step
    }
  }, [jobId])

  // Other recruiters' moves and new applications, from the admin's one live stream (components/admin/LiveApplications).
  useEffect(() => {
    const onLive = (event: Event) => {
      const message = (event as CustomEvent<LiveMessage>).detail
      if (message.job !== jobId) return
      const mine = ownMoves.current.get(message.application)
      if (message.kind === 'application-status' && !(mine && Date.now() - mine < 30_000)) {
        toast.info(t('board.liveMoved', { name: nameOf(message.application), status: label(message.status) }))
      }
      void reload()
    }
    window.addEventListener(LIVE_WINDOW_EVENT, onLive)
    return () => window.removeEventListener(LIVE_WINDOW_EVENT, onLive)
  }, [jobId, label, nameOf, reload, t])

  const applyMove = useCallback(
    async (ids: number[], status: string, sendEmail: boolean, offers?: OfferInput[]): Promise<boolean> => {
      const before = cards
      ids.forEach((id) => ownMoves.current.set(id, Date.now()))
      setCards((current) => current.map((card) => (ids.includes(card.id) ? { ...card, status } : card)))
      setBusy(true)
      try {
        const result = await boardApi.move(ids, status, sendEmail, offers)
        toast.success(
          [t('move.moved', { count: result.moved.length }), sendEmail ? t('move.emailed', { count: result.emailed.length }) : '']
            .filter(Boolean)
            .join(' '),
        )
        // The placements the hires opened, with the fee their client's agreement gives (when the mover may see it).
        for (const placement of result.placements ?? []) {
          const name = nameOf(placement.application)
          const text =
            placement.feeMinor !== null && placement.currency
              ? t('offer.opened', { name, fee: formatMoney(placement.feeMinor, placement.currency, locale) })
              : t('offer.openedWaiting', { name })
          toast.success(text)
          setAnnouncement(text)
        }
        if (result.refused.length) {
          toast.error(t('move.refused', { count: result.refused.length }))
          await reload()
        }
        setSelected(new Set())
        return true
      } catch (error) {
        setCards(before)
        const data = (error as { data?: { errors?: { field?: string; application?: number }[] } }).data
        const refusedOffer = data?.errors?.[0]
        if (offers && fetchErrorKind(error) === 'badRequest' && refusedOffer?.field && refusedOffer.application) {
          // An offer the server would not take: back to the offer, the message by its field.
          setOfferProblem({
            application: refusedOffer.application,
            field: refusedOffer.field as OfferProblem['field'],
            message: serverMessage(error) ?? t('move.failed'),
          })
          setHiring(ids)
          openModal(OFFER_DRAWER)
          return false
        }
        toast.error(t('move.failed'))
        return false
      } finally {
        setBusy(false)
      }
    },
    [cards, locale, nameOf, openModal, reload, t],
  )

  /**
   * A move to "hired" asks for the offer first (the placement is opened with it); any move then asks when a template
   * would email the candidates; otherwise it happens at once.
   */
  const requestMove = useCallback(
    async (ids: number[], status: string, offers?: OfferInput[]) => {
      const moving = ids.filter((id) => cards.find((card) => card.id === id)?.status !== status)
      if (!moving.length) return
      if (status === 'hired' && !offers) {
        setOfferProblem(null)
        setHiring(moving)
        openModal(OFFER_DRAWER)
        setAnnouncement(t('offer.asked', { count: moving.length, name: nameOf(moving[0]) }))
        return
      }
      try {
        const { emails } = await boardApi.preview(moving, status)
        if (emails.some(Boolean)) {
          setPending({ ids: moving, status, emails, offers })
          openModal(MOVE_DRAWER)
          return
        }
      } catch {
        // no preview: move without email
      }
      await applyMove(moving, status, false, offers)
    },
    [applyMove, cards, nameOf, openModal, t],
  )

  /** The offer was not given: nothing moves, and a screen reader hears where the cards stayed. */
  const cancelHire = useCallback(() => {
    if (!hiring) return
    const first = cards.find((card) => card.id === hiring[0])
    setAnnouncement(t('offer.cancelled', { count: hiring.length, name: first?.fullName ?? '', column: first ? label(first.status) : '' }))
    setHiring(null)
    setOfferProblem(null)
  }, [cards, hiring, label, t])

  // The drawer closed by Escape or its close button is a cancel too.
  const offerOpen = isModalOpen(OFFER_DRAWER)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !offerOpen && hiring && !busy) cancelHire()
    wasOpen.current = offerOpen
  }, [busy, cancelHire, hiring, offerOpen])

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return
    const id = Number(active.id)
    // Dragging a selected card takes the whole selection along.
    const ids = selected.has(id) ? [...selected] : [id]
    void requestMove(ids, String(over.id))
  }

  const schedule = async (input: InterviewInput) => {
    setBusy(true)
    try {
      await boardApi.schedule(input)
      ownMoves.current.set(input.application, Date.now())
      toast.success(t('interview.sent', { name: scheduling?.fullName ?? '' }))
      closeModal(INTERVIEW_DRAWER)
      setScheduling(null)
      await reload()
    } catch {
      toast.error(t('interview.failed'))
    } finally {
      setBusy(false)
    }
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  )
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('board.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('board.over', { name: nameOf(active.id), column: label(String(over.id)) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('board.dropped', { name: nameOf(active.id), column: label(String(over.id)) }) : undefined),
    onDragCancel: ({ active }) => t('board.cancelled', { name: nameOf(active.id) }),
  }
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <div data-testid="recruiting-board">
      <div className={styles.header}>
        <h1>{t('board.title', { job: initial.job.title })}</h1>
        <div className={styles.links}>
          <a href={`/admin/collections/jobs/${jobId}`}>{t('board.openJob')}</a>
          <a href={`/admin/collections/applications?where[job][equals]=${jobId}`}>{t('board.openList')}</a>
        </div>
      </div>
      <p className={styles.hint}>{t('board.dragHint')}</p>
      {initial.truncated && <p className={styles.hint}>{t('board.truncated', { count: cards.length })}</p>}
      <div className={styles.toolbar} role="toolbar" aria-label={t('board.selected', { count: selected.size })}>
        <strong data-testid="selection-count">{t('board.selected', { count: selected.size })}</strong>
        <div className={styles.toolbarSelect}>
          <ChoiceSelect
            name="bulkStatus"
            label={t('board.moveSelected')}
            value={bulkStatus}
            options={statuses.map((status) => ({ label: label(status), value: status }))}
            onChange={setBulkStatus}
          />
        </div>
        <Button
          buttonStyle="primary"
          size="small"
          disabled={!selected.size || busy}
          onClick={() => void requestMove([...selected], bulkStatus)}
        >
          {t('board.move')}
        </Button>
        <Button
          buttonStyle="error"
          size="small"
          disabled={!selected.size || busy}
          onClick={() => void requestMove([...selected], 'rejected')}
        >
          {t('board.rejectSelected')}
        </Button>
        <Button buttonStyle="subtle" size="small" disabled={!selected.size} onClick={() => setSelected(new Set())}>
          {t('board.clear')}
        </Button>
      </div>
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('board.dragHint') } }}
      >
        {/* All the stages at a desk's width (issue 28, item 15): the columns share the width down to a readable
            minimum, then scroll sideways inside the board with a visible scrollbar; the region takes focus, so the
            arrow keys scroll it too. */}
        <div className={styles.columns} role="region" aria-label={t('board.columnsRegion')} tabIndex={0} data-testid="board-columns">
          {statuses.map((status) => {
            const inColumn = cards.filter((card) => card.status === status)
            return (
              <Column key={status} status={status} title={label(status)} count={t('board.columnCount', { count: inColumn.length })}>
                {inColumn.map((card) => (
                  <BoardCard
                    key={card.id}
                    card={card}
                    t={t}
                    statuses={statuses}
                    selected={selected.has(card.id)}
                    formatTime={formatTime}
                    onSelect={select}
                    onMove={(ids, next) => void requestMove(ids, next)}
                    onSchedule={(target) => {
                      setScheduling(target)
                      openModal(INTERVIEW_DRAWER)
                    }}
                  />
                ))}
              </Column>
            )
          })}
        </div>
      </DndContext>
      <MoveDrawer
        key={pending ? `${pending.status}:${pending.ids.join(',')}` : 'none'}
        t={t}
        pending={pending}
        busy={busy}
        onConfirm={async (sendEmail) => {
          const move = pending!
          closeModal(MOVE_DRAWER)
          setPending(null)
          await applyMove(move.ids, move.status, sendEmail, move.offers)
        }}
        onCancel={() => {
          closeModal(MOVE_DRAWER)
          setPending(null)
        }}
      />
      <OfferDrawer
        key={hiring ? `offer:${hiring.join(',')}` : 'none'}
        t={t}
        locale={locale}
        cards={hiring ? cards.filter((card) => hiring.includes(card.id)) : []}
        agreedCurrency={initial.offerCurrency}
        busy={busy}
        problem={offerProblem}
        onSubmit={(offers) => {
          const ids = hiring ?? []
          // Closing is not a cancel here: the move goes on with the offers.
          setHiring(null)
          setOfferProblem(null)
          closeModal(OFFER_DRAWER)
          void requestMove(ids, 'hired', offers)
        }}
        onCancel={() => {
          closeModal(OFFER_DRAWER)
          cancelHire()
        }}
      />
      <p className={styles.visuallyHidden} aria-live="polite" data-testid="board-announcement">
        {announcement}
      </p>
      <InterviewDrawer
        key={scheduling?.id ?? 'none'}
        t={t}
        card={scheduling}
        timeZones={timeZones}
        durations={durations}
        staff={staff}
        me={me}
        busy={busy}
        onSubmit={(input) => void schedule(input)}
        onCancel={() => {
          closeModal(INTERVIEW_DRAWER)
          setScheduling(null)
        }}
      />
    </div>
  )
}
