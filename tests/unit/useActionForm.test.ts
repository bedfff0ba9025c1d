// @vitest-environment happy-dom
import { act, createElement as h } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { useActionForm } from '@/lib/forms/useActionForm'

/**
 * Issue 35: the forms' own state (no react-hook-form on any page's first load) behaves as a visitor expects: a field
 * is checked when left, every field on a send (the first in error takes focus), and the send gets the parsed values
 * once even on a double click.
 */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const schema = z.object({
  name: z.string().trim().min(1, 'nameRequired'),
  email: z.string().trim().min(1, 'emailRequired').pipe(z.email('emailInvalid')),
  agree: z.boolean(),
})
type Values = z.infer<typeof schema>
const text = { nameRequired: 'Name is required', emailRequired: 'Email is required', emailInvalid: 'Invalid email address' }

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

function renderForm(send: (values: Values) => Promise<void>) {
  function Form() {
    const { form, errorOf, submit } = useActionForm<Values, Record<string, unknown>>({
      schema: () => Promise.resolve(schema as never),
      action: async () => ({}),
      defaultValues: { name: '', email: '', agree: false },
      errorText: text,
    })
    const { register, formState, watch } = form
    return h(
      'form',
      { onSubmit: submit(send), noValidate: true },
      h('input', { id: 'name', ...register('name') }),
      h('p', { id: 'name-error' }, errorOf('name') ?? ''),
      h('input', { id: 'email', ...register('email') }),
      h('p', { id: 'email-error' }, errorOf('email') ?? ''),
      h('input', { id: 'agree', type: 'checkbox', ...register('agree') }),
      h('p', { id: 'echo' }, String(watch('name') ?? '')),
      h('button', { type: 'submit', disabled: formState.isSubmitting }, 'Send'),
    )
  }
  const container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  act(() => root!.render(h(Form)))
  const $ = (selector: string) => container.querySelector(selector) as HTMLInputElement
  return { $ }
}

/** Types into a field as a browser does (the value, then an input event React turns into onChange). */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const leave = (input: HTMLInputElement) =>
  act(async () => {
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  })
const send = (form: HTMLFormElement) =>
  act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })

describe('useActionForm', () => {
  it('checks a field when it is left, then on every change', async () => {
    const { $ } = renderForm(vi.fn())
    await type($('#email'), 'layla@')
    expect($('#email-error').textContent).toBe('')
    await leave($('#email'))
    expect($('#email-error').textContent).toBe('Invalid email address')
    await type($('#email'), 'layla@example.com')
    expect($('#email-error').textContent).toBe('')
    // The other field was never left: nothing said about it yet.
    expect($('#name-error').textContent).toBe('')
  })

  it('on a send refuses what the schema refuses, focuses the first field in error, and keeps what was typed', async () => {
    const onSend = vi.fn(async () => {})
    const { $ } = renderForm(onSend)
    await type($('#email'), 'not-an-email')
    await send($('form') as unknown as HTMLFormElement)
    expect(onSend).not.toHaveBeenCalled()
    expect($('#name-error').textContent).toBe('Name is required')
    expect($('#email-error').textContent).toBe('Invalid email address')
    expect(document.activeElement).toBe($('#name'))
    expect($('#email').value).toBe('not-an-email')
  })

  it('sends the parsed values once on a double click, and follows a watched field', async () => {
    let finish: () => void = () => {}
    const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { $ } = renderForm(onSend)
    await type($('#name'), '  Layla Haddad ')
    expect($('#echo').textContent).toBe('  Layla Haddad ')
    await type($('#email'), 'layla@example.com')
    await act(async () => $('#agree').click())
    const form = $('form') as unknown as HTMLFormElement
    await send(form)
    await send(form)
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(onSend).toHaveBeenCalledWith({ name: 'Layla Haddad', email: 'layla@example.com', agree: true })
    expect($('button').disabled).toBe(true)
    await act(async () => finish())
    expect($('button').disabled).toBe(false)
  })
})
