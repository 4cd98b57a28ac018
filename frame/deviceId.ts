const KEY = 'latch-device-id'

const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * This browser's device id for SPEC §4's device step (shared/spec/DECISIONS.md): 32 random
 * bytes kept in the frame origin's localStorage, so the app's page never sees it; made on first
 * use. Without storage (blocked, private mode) each page load is a new device.
 *
 * @example
 * import { localDeviceId } from './deviceId.ts'
 * const deviceId = localDeviceId()
 * await deviceId() // 'Zk3…' (43 characters)
 */
export const localDeviceId = (storage: Storage | undefined = globalThis.localStorage) => {
  let held: string | undefined
  return async (): Promise<string> => {
    if (held) return held
    try {
      held = storage?.getItem(KEY) ?? undefined
      if (!held || !/^[A-Za-z0-9_-]{43}$/.test(held)) {
        held = randomId()
        storage?.setItem(KEY, held)
      }
    } catch {
      held ??= randomId()
    }
    return held
  }
}

/** How often the frame asks whether the device was approved: 1 s. */
export const DEVICE_POLL_MS = 1_000
/** How long the frame waits for the approval: the link's own lifetime, 15 minutes. */
export const DEVICE_WAIT_MS = 15 * 60 * 1000
