import { spawnSync } from 'node:child_process'
import { accessSync, chmodSync, constants, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ChainStartError } from './ChainStartError.ts'

const platformPackages: Record<string, Record<string, string>> = {
  darwin: { x64: 'anvil-darwin-amd64', arm64: 'anvil-darwin-arm64' },
  linux: { x64: 'anvil-linux-amd64', arm64: 'anvil-linux-arm64' },
  win32: { x64: 'anvil-win32-amd64' },
}

const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** Makes sure the file can be run: some extractors drop the mode bits of a package's files. */
const ensureExecutable = (path: string): string => {
  if (process.platform !== 'win32' && !isExecutable(path)) chmodSync(path, 0o755)
  return path
}

/**
 * Finds the anvil executable shipped by `@foundry-rs/anvil`, without its postinstall.
 *
 * npm installs the binary through the platform's optional dependency
 * (`@foundry-rs/anvil-linux-amd64/bin/anvil`, …); the wrapper's postinstall only
 * downloads it when that package is missing, so it is not needed here. Order:
 * `$ANVIL_BINARY`, the platform package (hoisted or nested under `@foundry-rs/anvil`),
 * the postinstall's download target; when none exists, run that postinstall once, as
 * npm would have.
 *
 * @example
 * import { resolveAnvilBinary } from './resolveAnvilBinary.ts'
 * const anvil = resolveAnvilBinary() // …/node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil
 */
export const resolveAnvilBinary = (): string => {
  const fromEnv = process.env.ANVIL_BINARY
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new ChainStartError(
        'binary-missing',
        `ANVIL_BINARY points to ${fromEnv}, which does not exist`,
      )
    }
    return ensureExecutable(fromEnv)
  }
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const platformPackage = platformPackages[process.platform]?.[process.arch]
  if (!platformPackage) {
    throw new ChainStartError(
      'binary-missing',
      `@foundry-rs/anvil has no binary for ${process.platform}/${process.arch}; install Foundry and set ANVIL_BINARY`,
    )
  }
  const rootRequire = createRequire(import.meta.url)
  let wrapperDir: string
  try {
    wrapperDir = dirname(rootRequire.resolve('@foundry-rs/anvil/package.json'))
  } catch (cause) {
    throw new ChainStartError(
      'binary-missing',
      '@foundry-rs/anvil is not installed: run npm install',
      { cause },
    )
  }
  const wrapperRequire = createRequire(join(wrapperDir, 'package.json'))
  for (const require of [rootRequire, wrapperRequire]) {
    try {
      return ensureExecutable(require.resolve(`@foundry-rs/${platformPackage}/bin/${binaryName}`))
    } catch {
      // not installed at this level; try the next
    }
  }
  const downloaded = join(wrapperDir, binaryName)
  if (existsSync(downloaded)) return ensureExecutable(downloaded)
  // The platform package was skipped (e.g. --omit=optional): do what the postinstall does.
  const result = spawnSync(process.execPath, [join(wrapperDir, 'postinstall.mjs')], {
    env: { ...process.env, TARGET_TOOL: 'anvil' },
    stdio: 'inherit',
  })
  if (result.status === 0 && existsSync(downloaded)) return ensureExecutable(downloaded)
  throw new ChainStartError(
    'binary-missing',
    `No anvil binary found: @foundry-rs/${platformPackage} is missing and its download failed; reinstall with optional dependencies`,
  )
}
