/**
 * Anti-farming (issue 9, after Untappd): within any hour, check-ins beyond the tenth, and a repeat
 * of a coffee already checked in that hour, do not count toward badges. They still count in stats.
 */
export const BADGE_CHECK_INS_PER_HOUR = 10;
export const BADGE_WINDOW = '1 hour';
