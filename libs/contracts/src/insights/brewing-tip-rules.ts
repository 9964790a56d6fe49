/**
 * A brewing tip needs at least this many check-ins of one brew method with the value (ratio,
 * temperature or grind) logged: the insights service's rule, and what the empty state asks for.
 * No schema here, so the screen that says it loads no zod.
 */
export const BREWING_TIP_MIN_CHECK_INS = 3;
