'use client'

import { Banner, Drawer } from '@payloadcms/ui'
import { useState, type ChangeEvent, type FormEvent } from 'react'

import { CURRENCY_CODES, type Currency, formatAmountInput, isCurrency, minorUnits, parseAmount } from '@/features/placements/amounts'
import { currencyLabel } from '@/lib/format'
import type { Locale } from '@/i18n/locales'

import type { BoardCard } from '../board'
import type { RecruitingT } from '../translator'
import styles from './Board.module.css'
import { DrawerActions } from './DrawerParts'

export const OFFER_DRAWER = 'recruiting-offer'

/** What the board sends with a move to "hired" (features/placements/offer.ts checks it again). */
export type OfferInput = { application: number; startDate: string; monthlyBasic: string; monthlyAllowances: string; currency: Currency }

type Field = 'startDate' | 'monthlyBasic' | 'monthlyAllowances' | 'currency'
type Row = Omit<OfferInput, 'application'>
export type OfferProblem = { application: number; field: Field; message: string }

type Props = {
  t: RecruitingT
  locale: Locale
  cards: BoardCard[]
  /** The currency of the client's fee agreement in force; null when the client has none. */
  agreedCurrency: string | null
  busy: boolean
  /** A problem the server found with an offer (shown by its field). */
  problem: OfferProblem | null
  onSubmit: (offers: OfferInput[]) => void
  onCancel: () => void
}

/**
 * The offer, asked when cards move to "hired" on the board (issue 31): for each candidate the start date, the
 * monthly basic salary and allowances in major units as written on the offer ("25,000.00"), and the currency (the
 * client's agreement's by default). The placement is opened with it and its fee computed. Cancelling moves nothing.
 */
export function OfferDrawer({ t, locale, cards, agreedCurrency, busy, problem, onSubmit, onCancel }: Props) {
  const initial: Row = {
    startDate: '',
    monthlyBasic: '',
    monthlyAllowances: '',
    currency: isCurrency(agreedCurrency) ? agreedCurrency : 'SAR',
  }
  const [rows, setRows] = useState<Record<number, Row>>(() => Object.fromEntries(cards.map((card) => [card.id, { ...initial }])))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const shown = { ...errors, ...(problem ? { [`${problem.application}.${problem.field}`]: problem.message } : {}) }
  const set = (id: number, field: keyof Row, value: string) =>
    setRows((current) => ({ ...current, [id]: { ...current[id]!, [field]: value } as Row }))
  // An amount typed "25000" reads "25,000.00" once the field is left: what will be stored, in major units.
  const tidy = (id: number, field: 'monthlyBasic' | 'monthlyAllowances') => {
    const row = rows[id]!
    const minor = row[field].trim() ? parseAmount(row[field], row.currency) : null
    if (minor !== null) set(id, field, formatAmountInput(minor, row.currency))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    for (const card of cards) {
      const row = rows[card.id]!
      if (!/^\d{4}-\d{2}-\d{2}$/.test(row.startDate)) found[`${card.id}.startDate`] = t('offer.needStartDate')
      const basic = parseAmount(row.monthlyBasic, row.currency)
      if (basic === null || basic === 0) found[`${card.id}.monthlyBasic`] = t('offer.badAmount')
      if (row.monthlyAllowances.trim() && parseAmount(row.monthlyAllowances, row.currency) === null)
        found[`${card.id}.monthlyAllowances`] = t('offer.badAmount')
      if (isCurrency(agreedCurrency) && row.currency !== agreedCurrency)
        found[`${card.id}.currency`] = t('offer.agreedCurrency', { currency: currencyLabel(agreedCurrency, locale) })
    }
    setErrors(found)
    if (Object.keys(found).length) return
    onSubmit(cards.map((card) => ({ application: card.id, ...rows[card.id]! })))
  }

  const fieldError = (id: number, field: Field) => {
    const message = shown[`${id}.${field}`]
    return message ? (
      <span className={styles.error} id={`offer-${id}-${field}-error`} role="alert">
        {message}
      </span>
    ) : null
  }
  const described = (id: number, field: Field, hint?: string) =>
    [shown[`${id}.${field}`] ? `offer-${id}-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined

  return (
    <Drawer slug={OFFER_DRAWER} title={cards.length ? t('offer.title', { count: cards.length, name: cards[0]!.fullName }) : ''}>
      {cards.length > 0 && (
        <form className={styles.form} method="post" onSubmit={submit} noValidate data-testid="offer-form">
          <p className={styles.hint}>{t('offer.intro')}</p>
          {isCurrency(agreedCurrency) ? (
            <Banner type="info">{t('offer.agreement', { currency: currencyLabel(agreedCurrency, locale) })}</Banner>
          ) : (
            <Banner type="info">{t('offer.noAgreement')}</Banner>
          )}
          {cards.map((card) => {
            const row = rows[card.id]!
            const id = (field: string) => `offer-${card.id}-${field}`
            // What each of this offer's controls carries: its id and name, its value and change, its error's wiring.
            const bind = (field: Field) => ({
              id: id(field),
              className: styles.nativeInput,
              name: `${field}-${card.id}`,
              value: row[field],
              onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(card.id, field, event.target.value),
              'aria-invalid': Boolean(shown[`${card.id}.${field}`]),
              'aria-describedby': described(card.id, field),
            })
            // An amount in major units as written on the offer ("25,000.00"), tidied once the field is left.
            const amount = (field: 'monthlyBasic' | 'monthlyAllowances') => ({
              ...bind(field),
              type: 'text',
              inputMode: 'decimal' as const,
              dir: 'ltr',
              autoComplete: 'off',
              onBlur: () => tidy(card.id, field),
            })
            return (
              <fieldset key={card.id} className={styles.offer} data-testid={`offer-${card.id}`}>
                <legend>{card.fullName}</legend>
                <div className={styles.row}>
                  <label className="field-type" htmlFor={id('startDate')}>
                    <span className="field-label">{t('offer.startDate')}</span>
                    <input {...bind('startDate')} type="date" required />
                    {fieldError(card.id, 'startDate')}
                  </label>
                  <label className="field-type" htmlFor={id('currency')}>
                    <span className="field-label">{t('offer.currency')}</span>
                    <select {...bind('currency')}>
                      {CURRENCY_CODES.map((code) => (
                        <option key={code} value={code}>
                          {currencyLabel(code, locale)}
                        </option>
                      ))}
                    </select>
                    {fieldError(card.id, 'currency')}
                  </label>
                </div>
                <div className={styles.row}>
                  <label className="field-type" htmlFor={id('monthlyBasic')}>
                    <span className="field-label">{t('offer.monthlyBasic')}</span>
                    <input
                      {...amount('monthlyBasic')}
                      placeholder={formatAmountInput(25_000 * 10 ** minorUnits(row.currency), row.currency)}
                      required
                    />
                    {fieldError(card.id, 'monthlyBasic')}
                  </label>
                  <label className="field-type" htmlFor={id('monthlyAllowances')}>
                    <span className="field-label">{t('offer.monthlyAllowances')}</span>
                    <input {...amount('monthlyAllowances')} />
                    {fieldError(card.id, 'monthlyAllowances')}
                  </label>
                </div>
              </fieldset>
            )
          })}
          <DrawerActions
            busy={busy}
            confirm={busy ? t('offer.saving') : t('offer.confirm', { count: cards.length })}
            cancel={t('offer.cancel')}
            onCancel={onCancel}
          />
        </form>
      )}
    </Drawer>
  )
}
