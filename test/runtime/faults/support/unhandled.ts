/**
 * Records every unhandled promise rejection of this process while installed, so a test can
 * assert that a fault never escaped as one.
 */
export const watchUnhandledRejections = () => {
  const seen: unknown[] = []
  const listener = (reason: unknown) => {
    seen.push(reason)
  }
  return {
    /** The rejections recorded so far, forgotten (so one test's leak fails only that test). */
    take: (): unknown[] => seen.splice(0),
    install: () => {
      process.on('unhandledRejection', listener)
    },
    uninstall: () => {
      process.off('unhandledRejection', listener)
    },
  }
}
