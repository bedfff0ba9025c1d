import { TOAST_EVENT } from '@/components/ui/toast'

/** Shared by the banner, the footer's button and the lazily loaded SiteScripts. */
export const CONSENT_COOKIE = 'cookie_consent'
export const CONSENT_CHANGE_EVENT = 'consent:change'
const YEAR = 365 * 24 * 60 * 60

/**
 * Inline in <head>, so the banner works from the first paint, before any
 * framework code has loaded:
 * - html[data-consent] is the visitor's choice (accepted, declined) or
 *   "none", set before the first paint, so the server-rendered banner shows
 *   only to those who have not chosen (CSS in globals.css);
 * - a click on [data-consent-choice] stores the choice in the cookie for
 *   365 days, hides the banner, queues the "saved" toast (see toast.ts) and
 *   tells SiteScripts (CONSENT_CHANGE_EVENT), which starts or stops analytics;
 * - a click on [data-consent-reopen] (the footer's "Cookie settings") shows
 *   the banner again with focus on its first button; the choice (or Escape,
 *   which closes it unchanged) puts focus back on the button that reopened it.
 */
export const CONSENT_SCRIPT = `(function(){var r=document.documentElement,back=null;r.dataset.consent=(document.cookie.match(/(?:^|; )${CONSENT_COOKIE}=(accepted|declined)/)||[])[1]||'none';document.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target:null;if(!t)return;var o=t.closest('[data-consent-reopen]');if(o){r.dataset.consentOpen='true';back=o;var f=document.querySelector('[data-consent-choice]');if(f)f.focus();return}var b=t.closest('[data-consent-choice]');if(!b)return;var c=b.getAttribute('data-consent-choice');document.cookie='${CONSENT_COOKIE}='+c+'; max-age=${YEAR}; path=/; samesite=lax'+(location.protocol==='https:'?'; secure':'');r.dataset.consent=c;delete r.dataset.consentOpen;var d={message:b.getAttribute('data-consent-saved'),type:'success',duration:2000};if(window.__toastHost)dispatchEvent(new CustomEvent('${TOAST_EVENT}',{detail:d}));else(window.__toastQueue=window.__toastQueue||[]).push(d);dispatchEvent(new Event('${CONSENT_CHANGE_EVENT}'));if(back){back.focus();back=null}});document.addEventListener('keydown',function(e){if(e.key!=='Escape'||!r.dataset.consentOpen||r.dataset.consent==='none')return;delete r.dataset.consentOpen;if(back){back.focus();back=null}})})()`
