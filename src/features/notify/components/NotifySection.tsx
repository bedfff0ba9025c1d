import { getTranslations } from 'next-intl/server'

import type { CurrentCandidate } from '@/features/accounts/current'
import { Field, FormAlert, inputClass } from '@/components/forms/Field'
import { Labelled } from '@/components/forms/Labelled'
import type { Locale } from '@/i18n/locales'
import { ProfileSection } from '@/components/ui/ProfileSection'

import { CHANNELS, NOTIFY_TIME_ZONES, PURPOSES } from '../constants'
import { notifyChannelsForm, whatsappCodeForm, whatsappStopForm, whatsappVerifyForm } from '../formActions'
import { myNotifications } from '../queries'
import { channelField, FORM_ERRORS, NOTICES, type NotifyError, type NotifyNotice } from '../schema'
import { PushDevice } from './PushDevice'
import { pushText } from './pushText'

const button = 'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800'
const quiet = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50'

/**
 * /profile's notifications section (issue 34): per purpose, the channels (email, WhatsApp, this device's
 * notifications) as one POST form; WhatsApp's number, opt-in and code; this device's push subscription. Every form
 * but the device's works before scripts load.
 */
export async function NotifySection({ locale, me, outcome }: { locale: Locale; me: CurrentCandidate; outcome?: string }) {
  const [t, state] = await Promise.all([getTranslations({ locale, namespace: 'Notify' }), myNotifications(me)])
  const notice = NOTICES.includes(outcome as NotifyNotice) ? (outcome as NotifyNotice) : null
  const error = FORM_ERRORS.includes(outcome as NotifyError) ? (outcome as NotifyError) : null
  const noticeText =
    notice === 'saved'
      ? t('saved')
      : notice === 'codeSent'
        ? t('codeSent', { number: state.whatsapp.pendingNumber ?? '' })
        : notice === 'verified'
          ? t('verified', { number: state.whatsapp.number ?? '' })
          : notice === 'stopped'
            ? t('stoppedDone')
            : null
  const errorText = error === 'rateLimited' ? t('errors.tooSoon') : error ? t(`errors.${error}`) : null

  return (
    <ProfileSection id="notify" testId="profile-notify" title={t('title')} intro={t('intro')}>
      <div className="mt-3 space-y-2" aria-live="polite">
        {noticeText ? <FormAlert tone="success">{noticeText}</FormAlert> : null}
        {errorText ? <FormAlert>{errorText}</FormAlert> : null}
      </div>

      <form action={notifyChannelsForm} method="post" className="mt-4 space-y-4" data-testid="notify-channels">
        {PURPOSES.map((purpose) => (
          <fieldset key={purpose} className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold">{t(`purposes.${purpose}`)}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {CHANNELS.map((channel) => {
                const name = channelField(purpose, channel)
                return (
                  <label key={channel} className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={name}
                      defaultChecked={state.choice[purpose][channel]}
                      className="size-4"
                      aria-label={t('channelOf', { channel: t(`channels.${channel}`), purpose: t(`purposes.${purpose}`) })}
                    />
                    <span>{t(`channels.${channel}`)}</span>
                  </label>
                )
              })}
            </div>
          </fieldset>
        ))}
        <fieldset className="rounded-lg border border-slate-200 p-4" data-testid="notify-quiet">
          <legend className="px-1 font-semibold">{t('quietTitle')}</legend>
          <p className="text-sm text-muted">{t('quietIntro')}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            <label className="block" htmlFor="notify-timeZone">
              <span className="font-medium">{t('timeZone')}</span>
              <select id="notify-timeZone" name="timeZone" defaultValue={state.quiet.timeZone} className={inputClass} dir="ltr">
                {NOTIFY_TIME_ZONES.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </select>
            </label>
            <label className="block" htmlFor="notify-quietFrom">
              <span className="font-medium">{t('quietFrom')}</span>
              <HourSelect id="notify-quietFrom" name="quietFrom" value={state.quiet.from} />
            </label>
            <label className="block" htmlFor="notify-quietTo">
              <span className="font-medium">{t('quietTo')}</span>
              <HourSelect id="notify-quietTo" name="quietTo" value={state.quiet.to} />
            </label>
          </div>
        </fieldset>
        <p className="text-sm text-muted">{state.whatsappAvailable ? t('whatsappNotReady') : t('whatsappOff')}</p>
        <button type="submit" className={button} data-testid="notify-save">
          {t('save')}
        </button>
      </form>

      <div className="mt-6 border-t border-slate-200 pt-4" data-testid="notify-whatsapp">
        <h3 className="text-lg font-semibold">{t('whatsappTitle')}</h3>
        {!state.whatsappAvailable ? (
          <p className="mt-1 text-sm text-muted">{t('whatsappOff')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">{t('whatsappIntro')}</p>
            {state.whatsapp.verified ? (
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <p data-testid="whatsapp-verified">
                  {t('verifiedLabel')} <bdi dir="ltr">{state.whatsapp.number}</bdi>
                </p>
                <form action={whatsappStopForm} method="post">
                  <button type="submit" className={quiet} data-testid="whatsapp-stop">
                    {t('stopWhatsapp')}
                  </button>
                </form>
              </div>
            ) : null}
            {state.whatsapp.stopped && !state.whatsapp.verified ? <p className="mt-3 text-sm">{t('stoppedNotice')}</p> : null}
            {!state.whatsapp.verified ? (
              <form action={whatsappCodeForm} method="post" className="mt-3 space-y-3" data-testid="whatsapp-code-form">
                <Field
                  id="whatsapp-number"
                  name="number"
                  type="tel"
                  dir="ltr"
                  autoComplete="tel"
                  inputMode="tel"
                  required
                  maxLength={32}
                  defaultValue={state.whatsapp.pendingNumber ?? state.whatsapp.number ?? state.suggestedNumber}
                  label={t('numberLabel')}
                  hint={t('numberHint')}
                />
                <label className="flex items-start gap-2">
                  <input type="checkbox" name="optIn" required className="mt-1 size-4" />
                  <span className="text-sm">{t('optIn')}</span>
                </label>
                <button type="submit" className={quiet} data-testid="whatsapp-send-code">
                  {t('sendCode')}
                </button>
              </form>
            ) : null}
            {state.whatsapp.pending && !state.whatsapp.verified ? (
              <form
                action={whatsappVerifyForm}
                method="post"
                className="mt-4 flex flex-wrap items-end gap-3"
                data-testid="whatsapp-verify-form"
              >
                <Labelled id="whatsapp-code" label={t('codeLabel')}>
                  <input
                    id="whatsapp-code"
                    name="code"
                    dir="ltr"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    pattern="[0-9]{6}"
                    maxLength={6}
                    required
                    className={`${inputClass} max-w-40`}
                  />
                </Labelled>
                <button type="submit" className={button} data-testid="whatsapp-verify">
                  {t('verify')}
                </button>
              </form>
            ) : null}
          </>
        )}
      </div>

      <div className="mt-6 border-t border-slate-200 pt-4" data-testid="notify-push">
        <h3 className="text-lg font-semibold">{t('pushTitle')}</h3>
        <p className="mt-1 text-sm text-muted">{t('pushIntro')}</p>
        <p className="mt-1 text-sm text-muted">{t('pushDevices', { count: state.devices })}</p>
        <noscript>
          <p className="mt-2 text-sm">{t('pushNeedsScript')}</p>
        </noscript>
        <PushDevice publicKey={state.pushKey} locale={locale} text={pushText(t)} />
      </div>
    </ProfileSection>
  )
}

/** Whole hours of the day, as a 24-hour clock reads them (the same digits in both languages, like times elsewhere). */
function HourSelect({ id, name, value }: { id: string; name: string; value: number }) {
  return (
    <select id={id} name={name} defaultValue={String(value)} className={inputClass} dir="ltr">
      {Array.from({ length: 24 }, (_, hour) => (
        <option key={hour} value={String(hour)}>
          {`${String(hour).padStart(2, '0')}:00`}
        </option>
      ))}
    </select>
  )
}
