import { applicationsText } from './messages'
import type { SaveJobText } from './components/SaveJobButton'

export function saveJobText(locale: string): SaveJobText {
  const t = applicationsText(locale)
  return {
    save: t.save,
    saved: t.saved,
    unsave: t.unsave,
    savedToast: t.savedToast,
    unsavedToast: t.unsavedToast,
    saveFailed: t.saveFailed,
  }
}
