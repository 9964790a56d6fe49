import type { SelfUser } from '@crema/contracts/identity/user';
import { skipToken, useQuery } from '@tanstack/react-query';
import { sessionQueryKey } from './session';
import type { MeasurementUnit } from './units';

/**
 * The signed-in user's id, or null for a guest. Reads the session entry the auth provider keeps
 * under GET /api/user (lib/session) without fetching it, so features need no auth import.
 */
export function useViewerId(): number | null {
  return useViewer()?.id ?? null;
}

/** The unit system the viewer reads and enters brew numbers in; metric for guests (SPEC §3 default). */
export function useMeasurementUnit(): MeasurementUnit {
  return useViewer()?.preferences.measurementUnit ?? 'metric';
}

function useViewer(): SelfUser | null | undefined {
  return useQuery<SelfUser | null>({ queryKey: sessionQueryKey, queryFn: skipToken }).data;
}
