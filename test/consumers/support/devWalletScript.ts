import { build } from 'esbuild'
import { repoRoot } from './latchTarball.ts'

/**
 * The playground's dev wallet (playground/devWallet, anvil dev account 0) as one classic script
 * for Playwright's `addInitScript`: it runs before the consumer app's own code, approves every
 * request and announces itself through EIP-6963, as a browser extension would. The wallet is the
 * test's, at the machine's edge; the app under test only has the installed tarball.
 *
 * @example
 * import { devWalletScript } from './devWalletScript.ts'
 * await context.addInitScript(await devWalletScript('http://127.0.0.1:8545'))
 */
export const devWalletScript = async (rpcUrl: string, chainId = 31337): Promise<string> => {
  const result = await build({
    stdin: {
      contents: `import { installDevWallet } from './playground/devWallet/index.ts'
installDevWallet(window, { chains: [{ chainId: ${chainId}, rpcUrl: ${JSON.stringify(rpcUrl)} }], autoApprove: true })`,
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
  const [file] = result.outputFiles
  if (!file) throw new Error('esbuild gave no dev wallet script')
  return file.text
}
