import { type LevelWithSilent, type Logger, pino } from 'pino'

/**
 * The server's JSON logger (pino: one JSON object a line on stdout, `time` in ms since the
 * epoch), with `service: 'latch'`.
 *
 * @example
 * import { serverLogger } from './logger.ts'
 * const log = serverLogger('info')
 * log.info({ port: 8787 }, 'API listening')
 */
export const serverLogger = (level: LevelWithSilent, destination?: NodeJS.WritableStream): Logger =>
  pino(
    { level, base: { service: 'latch' }, formatters: { level: (label) => ({ level: label }) } },
    destination ?? process.stdout,
  )
