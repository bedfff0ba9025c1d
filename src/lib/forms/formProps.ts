import type { FormEvent } from 'react'

/**
 * The props of a `<form>` driven by `useActionForm`: it posts to the server action before scripts load (`action`),
 * validates in the browser once they have (`onSubmit`, with the browser's own checks off), and loads the
 * validation on the visitor's first focus or touch.
 */
export function actionFormProps({
  formAction,
  onSubmit,
  preloadValidation,
}: {
  formAction: (payload: FormData) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  preloadValidation: () => void
}) {
  return { action: formAction, onSubmit, onFocus: preloadValidation, onPointerDown: preloadValidation, noValidate: true }
}
