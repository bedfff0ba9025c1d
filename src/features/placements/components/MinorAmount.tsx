'use client'

import { FieldLabel, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClientComponent, StaticLabel } from 'payload'

import { currencyLabel } from '@/lib/format'
import { adminLocale } from '@/i18n/locales'

import { formatAmountInput, isCurrency } from '../money'

/**
 * The admin's view of an amount kept in integer minor units (issue 31): the major unit as staff read it, with the
 * currency's decimals and grouped thousands ("84,000.00"), then the currency (its code in English, its Arabic name in
 * Arabic). Read-only: these are the hooks' figures (features/placements/hooks.ts); what staff type is the text fields.
 */
const amountText = (value: unknown, currency: unknown): string =>
  typeof value === 'number' && Number.isSafeInteger(value) && isCurrency(currency)
    ? `${value < 0 ? '-' : ''}${formatAmountInput(Math.abs(value), currency)}`
    : ''

export const MinorAmountField: NumberFieldClientComponent = ({ field, path }) => {
  const { value } = useField<number | null>({ path })
  const currency = useFormFields(([fields]) => fields.currency?.value)
  const { i18n } = useTranslation()
  const locale = adminLocale(i18n)
  const id = `field-${path.replace(/\./g, '__')}`
  const text = amountText(value, currency)
  return (
    <div className="field-type text read-only" style={{ flex: '1 1 auto' }}>
      <FieldLabel htmlFor={id} label={field.label as StaticLabel} path={path} />
      <div className="field-type__wrap" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <input id={id} name={path} type="text" dir="ltr" readOnly disabled value={text || '—'} data-minor={value ?? ''} />
        {text && isCurrency(currency) ? <span>{currencyLabel(currency, locale)}</span> : null}
      </div>
    </div>
  )
}

/** The same in the list view: "84,000.00 SAR", from the row's own currency. */
export function MinorAmountCell({ cellData, rowData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const currency = (rowData as { currency?: unknown } | undefined)?.currency
  const text = amountText(cellData, currency)
  return <span dir="auto">{text && isCurrency(currency) ? `${text} ${currencyLabel(currency, adminLocale(i18n))}` : '—'}</span>
}
