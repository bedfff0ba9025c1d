import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { safeName } from '@/collections/CandidateFiles/fileChecks'
import { detectInWorker, ReaderBusyError } from '@/features/cv/reader'

import { VACANCY_FILE_MAX_BYTES, VACANCY_FILE_TYPES } from './constants'

/**
 * A job description a contact attaches to a vacancy (issue 30): a file from a stranger, so it goes through the CV
 * reader's checks before anything is written. The size first (from the form's own count, before the bytes are read),
 * then the type read from the bytes (never the name or the browser's word) in the reader's worker thread, with its
 * time and memory limits (features/cv/reader), and a PDF written again with only what parsed as the document.
 */
export type AttachmentProblem = 'fileTooBig' | 'fileWrongType' | 'fileBusy'
export type CheckedAttachment = { data: Buffer; mimetype: string; name: string; size: number; originalName: string }

/** A form's file field: nothing chosen (an empty part), or a file to check. */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  if (!value || typeof value === 'string') return null
  return value.size > 0 || value.name ? value : null
}

export async function checkAttachment(
  file: File,
): Promise<{ ok: true; file: CheckedAttachment } | { ok: false; problem: AttachmentProblem }> {
  if (file.size > VACANCY_FILE_MAX_BYTES) return { ok: false, problem: 'fileTooBig' }
  if (file.size === 0) return { ok: false, problem: 'fileWrongType' }
  const bytes = new Uint8Array(await file.arrayBuffer())
  // The browser's count is the sender's word: the bytes themselves are bounded too.
  if (bytes.length > VACANCY_FILE_MAX_BYTES) return { ok: false, problem: 'fileTooBig' }
  let detected: Awaited<ReturnType<typeof detectInWorker>>
  try {
    detected = await detectInWorker(bytes, VACANCY_FILE_TYPES)
  } catch (error) {
    if (error instanceof ReaderBusyError) return { ok: false, problem: 'fileBusy' }
    throw error
  }
  if (!detected) return { ok: false, problem: 'fileWrongType' }
  const data = Buffer.from(detected.data.buffer, detected.data.byteOffset, detected.data.byteLength)
  return {
    ok: true,
    file: { data, mimetype: detected.mime, size: data.length, name: `${randomUUID()}.${detected.ext}`, originalName: safeName(file.name) },
  }
}

/** The checked file, stored for the requisition (private to staff and the client's contacts). */
export async function storeAttachment(
  payload: Payload,
  file: CheckedAttachment,
  { clientId, contactId, requisitionId }: { clientId: number; contactId: number; requisitionId: number },
) {
  return payload.create({
    collection: 'vacancy-attachments',
    data: { client: clientId, contact: contactId, requisition: requisitionId, originalName: file.originalName },
    file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.size },
    overrideAccess: true,
    depth: 0,
  })
}
