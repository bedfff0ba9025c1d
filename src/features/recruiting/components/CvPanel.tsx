import type { ServerFieldBase } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'

import { recruitingTranslator } from '../text'
import styles from './Application.module.css'

const PDF = 'application/pdf'

/**
 * The application's CV on its admin page (issue 28, item 8), beside the details: the name the candidate gave the
 * file (never the stored UUID name), a download link and, for a PDF, the file itself in a frame. The file is read
 * with the viewer's own access (`overrideAccess: false`), and the frame's URL is the access-checked file route
 * (`/api/candidate-cvs/file/…?view=inline`: collections/CandidateFiles/fileChecks.ts serves it inline to staff who
 * may read it, and as a download or a 404 to anyone else).
 */
export async function CvPanel({ data, req, i18n }: ServerFieldBase) {
  const locale = adminLocale(i18n)
  const t = recruitingTranslator(locale)
  if (!isRecruiterUser(req.user)) return null
  const raw = (data as { cv?: number | { id: number } | null } | undefined)?.cv
  const id = typeof raw === 'object' && raw ? raw.id : raw
  const cv = id
    ? await req.payload
        .findByID({
          collection: 'candidate-cvs',
          id,
          depth: 0,
          select: { filename: true, originalName: true, mimeType: true },
          user: req.user,
          overrideAccess: false,
          disableErrors: true,
        })
        .catch(() => null)
    : null
  const fullName = String((data as { fullName?: string } | undefined)?.fullName ?? '')
  return (
    <section className={`field-type ${styles.cv}`} data-testid="application-cv" aria-labelledby="application-cv-title">
      <div className={styles.cvHeader}>
        <h3 id="application-cv-title" className="field-label" style={{ margin: 0 }}>
          {t('application.cv')}
        </h3>
      </div>
      {cv?.filename ? (
        <>
          <p className={styles.fileName} data-testid="cv-file-name" dir="auto">
            {cv.originalName || cv.filename}
          </p>
          <p style={{ margin: 0 }}>
            <a href={`/api/candidate-cvs/file/${encodeURIComponent(cv.filename)}`} download>
              {/* The name isolated (FSI … PDI): a Latin file name inside an Arabic sentence keeps its own order. */}
              {t('application.download', { name: `\u2068${cv.originalName || cv.filename}\u2069` })}
            </a>
          </p>
          {cv.mimeType === PDF ? (
            <iframe
              className={styles.viewer}
              data-testid="cv-viewer"
              src={`/api/candidate-cvs/file/${encodeURIComponent(cv.filename)}?view=inline`}
              title={t('application.viewerTitle', { name: fullName })}
            />
          ) : (
            <p className={styles.muted}>{t('application.notShown')}</p>
          )}
        </>
      ) : (
        <p className={styles.muted}>{t('application.noCv')}</p>
      )}
    </section>
  )
}
