import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/**
 * `npm run build` in an installed consumer app with `env` added (the chain URL the app reads at
 * build time); fails with the build's own output.
 *
 * @example
 * import { buildConsumer } from './buildConsumer.ts'
 * const ms = await buildConsumer(app.dir, { VITE_CHAIN_URL: chainUrl })
 */
export const buildConsumer = async (
  dir: string,
  env: Readonly<Record<string, string>>,
): Promise<number> => {
  const started = performance.now()
  try {
    await execFileAsync('npm', ['run', '-s', 'build'], {
      cwd: dir,
      env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`npm run build failed in ${dir}:\n${stdout ?? ''}\n${stderr ?? ''}`)
  }
  return Math.round(performance.now() - started)
}
