import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = dirname(fileURLToPath(import.meta.url))

/** This folder is the app's root (a lockfile further up belongs to someone else). */
export default { outputFileTracingRoot: root, turbopack: { root } }
