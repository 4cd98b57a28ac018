/** What oidc-provider stores: a model's payload, with the keys it looks models up by. */
type Payload = Record<string, unknown> & {
  readonly grantId?: string
  readonly userCode?: string
  readonly uid?: string
  consumed?: number
}

type Entry = { readonly payload: Payload; readonly expiresAt: number }

/**
 * The dev OpenID provider's storage, one Map per model in this process (sessions, codes and
 * grants end with `npm start`): the adapter interface of oidc-provider, given explicitly so the
 * provider does not fall back to its own quick-start one (and warn about it at every start).
 */
export const devOidcAdapter = (now: () => number = Date.now) => {
  const stores = new Map<string, Map<string, Entry>>()
  return class DevOidcAdapter {
    readonly #store: Map<string, Entry>
    constructor(name: string) {
      const store = stores.get(name) ?? new Map<string, Entry>()
      stores.set(name, store)
      this.#store = store
    }

    #live(id: string): Payload | undefined {
      const entry = this.#store.get(id)
      if (entry && entry.expiresAt <= now()) this.#store.delete(id)
      return entry && entry.expiresAt > now() ? entry.payload : undefined
    }

    #findBy(key: 'userCode' | 'uid', value: string): Payload | undefined {
      for (const [id, { payload }] of this.#store) if (payload[key] === value) return this.#live(id)
      return undefined
    }

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const expiresAt =
        expiresIn === undefined ? Number.POSITIVE_INFINITY : now() + expiresIn * 1000
      this.#store.set(id, { payload, expiresAt })
    }
    async find(id: string) {
      return this.#live(id)
    }
    async findByUserCode(userCode: string) {
      return this.#findBy('userCode', userCode)
    }
    async findByUid(uid: string) {
      return this.#findBy('uid', uid)
    }
    async consume(id: string) {
      const payload = this.#live(id)
      if (payload) payload.consumed = Math.floor(now() / 1000)
    }
    async destroy(id: string) {
      this.#store.delete(id)
    }
    async revokeByGrantId(grantId: string) {
      for (const store of stores.values())
        for (const [id, { payload }] of store) if (payload.grantId === grantId) store.delete(id)
    }
  }
}
