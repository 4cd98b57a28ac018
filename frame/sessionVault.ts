/** What the frame keeps across reloads: the session and the wallet key. */
export interface StoredFrameSession {
  readonly token: string
  readonly email: string
  readonly expiresAt: number
  readonly privateKey: `0x${string}`
  /** The account type the user uses on EVM chains (set preferred account); absent: not chosen. */
  readonly preferredAccountType?: 'eoa' | 'smartAccount'
}

/** Where the frame keeps its session (IndexedDB in the page, memory in tests). */
export interface SessionVault {
  readonly save: (session: StoredFrameSession) => Promise<void>
  readonly load: () => Promise<StoredFrameSession | undefined>
  readonly clear: () => Promise<void>
}

/** A vault in memory (tests, or a browser without IndexedDB: no reload survival). */
export const memoryVault = (): SessionVault => {
  let held: StoredFrameSession | undefined
  return {
    save: async (session) => {
      held = session
    },
    load: async () => held,
    clear: async () => {
      held = undefined
    },
  }
}

const DB = 'latch-frame'
const STORE = 'vault'

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error)
  })

const open = async () => {
  const r = indexedDB.open(DB, 1)
  r.onupgradeneeded = () => r.result.createObjectStore(STORE)
  return request(r)
}

type Record_ = {
  readonly key: CryptoKey
  readonly iv: Uint8Array<ArrayBuffer>
  readonly sealed: ArrayBuffer
}

/**
 * The frame origin's IndexedDB: the session sealed with AES-GCM under a non-extractable
 * WebCrypto key kept beside it (server/frame/SECURITY.md). The app's origin cannot reach it.
 */
export const indexedDbVault = (projectId = ''): SessionVault => {
  // F17: one record per project, so projects sharing a frame origin share no session.
  const name = `session:${projectId}`
  return {
    save: async (session) => {
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, tagLength: 128 },
        key,
        new TextEncoder().encode(JSON.stringify(session)),
      )
      const db = await open()
      try {
        await request(
          db.transaction(STORE, 'readwrite').objectStore(STORE).put({ key, iv, sealed }, name),
        )
      } finally {
        db.close()
      }
    },
    load: async () => {
      const db = await open()
      try {
        const record = (await request(
          db.transaction(STORE, 'readonly').objectStore(STORE).get(name),
        )) as Record_ | undefined
        if (!record) return undefined
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: record.iv, tagLength: 128 },
          record.key,
          record.sealed,
        )
        return JSON.parse(new TextDecoder().decode(plain)) as StoredFrameSession
      } catch {
        return undefined
      } finally {
        db.close()
      }
    },
    clear: async () => {
      const db = await open()
      try {
        await request(db.transaction(STORE, 'readwrite').objectStore(STORE).delete(name))
      } finally {
        db.close()
      }
    },
  }
}
