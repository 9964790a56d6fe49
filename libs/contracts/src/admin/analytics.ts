import { z } from 'zod';

/** GET /api/admin/analytics (SPEC §3 Analytics, §4 periods). Dates are UTC calendar days. */
export const ANALYTICS_PERIODS = ['daily', 'weekly', 'monthly', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** A custom period spans at most this many days. */
export const ANALYTICS_MAX_DAYS = 366;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must look like 2026-11-25')
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
      new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    'Not a real date',
  );

export const analyticsQuery = z
  .object({
    period: z
      .enum(ANALYTICS_PERIODS, { error: 'period must be daily, weekly, monthly or custom' })
      .default('weekly'),
    startDate: day.optional(),
    endDate: day.optional(),
  })
  .refine((query) => query.period !== 'custom' || query.startDate !== undefined, {
    message: 'A custom period needs a start date',
    path: ['startDate'],
  })
  .refine((query) => !query.startDate || !query.endDate || query.endDate >= query.startDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

const named = z.object({ name: z.string(), count: z.number().int().nonnegative() });

export const analyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  startDate: z.string(),
  endDate: z.string(),
  checkInCount: z.number().int().nonnegative(),
  newUserCount: z.number().int().nonnegative(),
  topCoffees: z.array(named),
  topRoasters: z.array(named),
  /** Check-ins per star rating, "1" to "5". */
  ratingBreakdown: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  /** One bucket per day of the period (per hour for daily), for the charts. */
  series: z.array(
    z.object({
      bucket: z.string(),
      checkIns: z.number().int().nonnegative(),
      newUsers: z.number().int().nonnegative(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
