import { RESTRICTED_TIMEZONES } from '../../constants.ts'

/** The visitor's IANA time zone, as the browser (or Node) reports it; undefined when unknown. */
const visitorTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/**
 * Whether the visitor's time zone is on SPEC §9's restricted-timezones list
 * (`RESTRICTED_TIMEZONES`), compared without regard to case.
 */
export const inRestrictedRegion = (timeZone = visitorTimeZone()): boolean => {
  const zone = timeZone?.toLowerCase()
  return zone !== undefined && RESTRICTED_TIMEZONES.some((entry) => entry.toLowerCase() === zone)
}
