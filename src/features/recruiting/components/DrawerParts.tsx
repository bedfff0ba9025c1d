'use client'

import { Button, SelectInput } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import styles from './Board.module.css'

/**
 * A drawer's two buttons: the primary one (the form's submit, or `onConfirm` when given) and cancel, both disabled
 * while `busy`.
 */
export function DrawerActions({
  busy,
  confirm,
  cancel,
  onConfirm,
  onCancel,
}: {
  busy: boolean
  confirm: ReactNode
  cancel: ReactNode
  onConfirm?: () => void
  onCancel: () => void
}) {
  return (
    <div className={styles.actions}>
      <Button buttonStyle="primary" type={onConfirm ? undefined : 'submit'} disabled={busy} onClick={onConfirm}>
        {confirm}
      </Button>
      <Button buttonStyle="secondary" disabled={busy} onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  )
}

/** Payload's select for one required choice kept as a string (`name` is also its path); never cleared. */
export function ChoiceSelect({
  onChange,
  ...select
}: {
  name: string
  label: string
  value: string
  options: { label: string; value: string }[]
  onChange: (value: string) => void
}) {
  return (
    <SelectInput
      {...select}
      path={select.name}
      onChange={(option) => onChange(String((option as { value: string } | null)?.value ?? select.value))}
      isClearable={false}
    />
  )
}
