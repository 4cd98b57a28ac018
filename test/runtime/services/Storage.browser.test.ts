// @vitest-environment happy-dom
import { beforeEach } from '@effect/vitest'
import { Storage } from '../../../runtime/services/Storage.ts'
import { storageSuite } from './Storage.suite.ts'

beforeEach(() => {
  window.localStorage.clear()
})

storageSuite('layerBrowser over window.localStorage', () => ({
  layer: Storage.layerBrowser,
  backend: window.localStorage,
}))
