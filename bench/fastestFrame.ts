/**
 * The earliest frame of several loads (`buttonLoads.ts`, `measureRun`), `null` when no load
 * saw its button: the load least held back by the rest of the machine, which is the figure the
 * button's budget holds (bench/README.md: on this shared machine the medians swing by ten frames
 * from run to run, the fastest loads by two).
 *
 * @example
 * import { fastestFrame } from './bench/fastestFrame.ts'
 * fastestFrame([{ frame: 14 }, null, { frame: 9 }]) // 9
 */
export const fastestFrame = (
  loads: ReadonlyArray<{ readonly frame?: number | null | undefined } | null>,
): number | null => {
  const frames = loads.flatMap((load) => (load?.frame == null ? [] : [load.frame]))
  return frames.length === 0 ? null : Math.min(...frames)
}
