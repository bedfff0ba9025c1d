import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core'

import { request } from '@/lib/http/client'

import type { BoardData } from '../board'
import type { MoveResult, PreviewEmail } from '../moves'
import type { OfferInput } from './OfferDrawer'

/** The board's calls to /api/recruiting (the admin's session cookie; the server checks ownership each time). */
export const boardApi = {
  load: (job: number) => request<BoardData>(`/api/recruiting/board?job=${job}`),
  preview: (applications: number[], status: string) =>
    request<{ emails: PreviewEmail[] }>('/api/recruiting/preview', { method: 'POST', body: { applications, status } }),
  move: (applications: number[], status: string, sendEmail: boolean, offers?: OfferInput[]) =>
    request<MoveResult>('/api/recruiting/move', {
      method: 'POST',
      body: { applications, status, sendEmail, ...(offers ? { offers } : {}) },
    }),
  previewInterview: (body: Record<string, unknown>) =>
    request<{ email: PreviewEmail }>('/api/recruiting/interview-preview', { method: 'POST', body }),
  schedule: (body: Record<string, unknown>) => request<{ doc: { id: number } }>('/api/interviews', { method: 'POST', body }),
}

/**
 * Arrow keys carry a picked-up card to the neighbouring column on screen (left or right as drawn, so it mirrors in
 * Arabic by itself), up and down within the column.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { droppableRects, collisionRect } = context
  if (!collisionRect) return undefined
  const horizontal = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0
  if (horizontal) {
    event.preventDefault()
    const center = collisionRect.left + collisionRect.width / 2
    let best: { left: number; distance: number } | null = null
    for (const rect of droppableRects.values()) {
      if (!rect) continue
      const distance = (rect.left + rect.width / 2 - center) * horizontal
      if (distance > 1 && (!best || distance < best.distance))
        best = { left: rect.left + rect.width / 2 - collisionRect.width / 2, distance }
    }
    return best ? { x: best.left, y: currentCoordinates.y } : currentCoordinates
  }
  const vertical = event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : 0
  if (vertical) {
    event.preventDefault()
    return { x: currentCoordinates.x, y: currentCoordinates.y + vertical * 40 }
  }
  return undefined
}

/** Whole days since an ISO date. */
export const daysSince = (iso: string, now = Date.now()) => Math.max(0, Math.floor((now - new Date(iso).getTime()) / 86_400_000))
