import { describe, expect, it } from 'vitest'

import { connectLive, reconnectDelay } from './client'

describe('reconnect backoff', () => {
  it('starts at 500 ms, doubles, and stops after 5 attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([500, 1000, 2000, 4000, 8000, null, null])
  })
})

/** A stand-in EventSource the test drives (the browser's is not in Node): it records each URL opened. */
function harness() {
  const opened: { url: string; source: FakeSource }[] = []
  const timers: { fn: () => void; ms: number }[] = []
  class FakeSource {
    onopen: ((event: Event) => unknown) | null = null
    onerror: ((event: Event) => unknown) | null = null
    closed = false
    listeners = new Map<string, (event: MessageEvent<string>) => void>()
    constructor(public url: string) {
      opened.push({ url, source: this })
    }
    addEventListener(type: string, fn: (event: MessageEvent<string>) => void) {
      this.listeners.set(type, fn)
    }
    close() {
      this.closed = true
    }
    emit(id: string, data: unknown) {
      this.listeners.get('application')?.({ data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>)
    }
  }
  const runTimer = async () => {
    const timer = timers.shift()!
    timer.fn()
    await Promise.resolve()
    return timer.ms
  }
  return { opened, timers, FakeSource, runTimer, setTimer: (fn: () => void, ms: number) => timers.push({ fn, ms }) }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('connectLive', () => {
  it('reconnects after 500, 1000, 2000, 4000 and 8000 ms, then gives up', async () => {
    const h = harness()
    let gaveUp = 0
    connectLive({ url: '/api/live', onMessage: () => {}, onGiveUp: () => gaveUp++, EventSourceImpl: h.FakeSource, setTimer: h.setTimer })
    await flush()
    const delays: number[] = []
    for (let i = 0; i < 5; i++) {
      h.opened.at(-1)!.source.onerror!(new Event('error'))
      delays.push(await h.runTimer())
      await flush()
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000])
    expect(h.opened).toHaveLength(6)
    h.opened.at(-1)!.source.onerror!(new Event('error'))
    expect(h.timers).toHaveLength(0)
    expect(gaveUp).toBe(1)
    expect(h.opened.every(({ source }) => source.closed)).toBe(true)
  })

  it('a connection that opens resets the schedule, and a reconnect asks for what it missed', async () => {
    const h = harness()
    const messages: unknown[] = []
    connectLive({ url: '/api/live?locale=ar', onMessage: (m) => messages.push(m), EventSourceImpl: h.FakeSource, setTimer: h.setTimer })
    await flush()
    const first = h.opened[0]!.source
    first.onerror!(new Event('error'))
    expect(await h.runTimer()).toBe(500)
    await flush()
    const second = h.opened[1]!.source
    second.onopen!(new Event('open'))
    second.emit('41', { kind: 'application-status', status: 'hired' })
    second.onerror!(new Event('error'))
    expect(await h.runTimer()).toBe(500)
    await flush()
    expect(h.opened[2]!.url).toBe('/api/live?locale=ar&after=41')
    expect(messages).toEqual([{ kind: 'application-status', status: 'hired' }])
  })

  it('stops for good when the page closes it', async () => {
    const h = harness()
    const stop = connectLive({ url: '/api/live', onMessage: () => {}, EventSourceImpl: h.FakeSource, setTimer: h.setTimer })
    await flush()
    stop()
    h.opened[0]!.source.onerror!(new Event('error'))
    expect(h.opened[0]!.source.closed).toBe(true)
    expect(h.timers).toHaveLength(0)
  })
})
