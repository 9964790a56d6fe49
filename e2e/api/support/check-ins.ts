import type { CheckInCard, CreateCheckInBody } from '@crema/contracts/checkins/check-in';
import { checkInToMultipartFields } from '@crema/contracts/checkins/multipart';
import sharp from 'sharp';
import { sql } from './database';
import type { ApiClient, ApiResponse } from './http';

export type { CheckInCard };

let counter = 0;

/** A valid check-in body; every call names a different coffee. */
export function checkInBody(overrides: Partial<CreateCheckInBody> = {}): CreateCheckInBody {
  counter += 1;
  return {
    coffeeName: `Test Coffee ${counter}`,
    roaster: 'Test Roasters',
    brewMethod: 'Pour Over',
    rating: 4,
    ...overrides,
  };
}

/** A multipart form of raw text fields (and a file when given), exactly as sent. */
export function rawCheckInForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; filename: string; type: string; field?: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      file.field ?? 'photo',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.filename,
    );
  }
  return form;
}

/** The form the web client sends (SPEC §7) for a body, with an optional photo. */
export function checkInForm(
  body: CreateCheckInBody,
  photo?: { bytes: Buffer; filename?: string; type?: string },
): FormData {
  return rawCheckInForm(
    checkInToMultipartFields(body),
    photo && {
      bytes: photo.bytes,
      filename: photo.filename ?? 'photo.jpg',
      type: photo.type ?? 'image/jpeg',
    },
  );
}

export function postCheckInForm(client: ApiClient, form: FormData): Promise<ApiResponse> {
  return client.request('POST', '/api/check-ins', { body: form });
}

/** Posts a check-in through the API and returns the card it answers (fails the test otherwise). */
export async function createCheckIn(
  client: ApiClient,
  overrides: Partial<CreateCheckInBody> = {},
  photo?: { bytes: Buffer; filename?: string; type?: string },
): Promise<CheckInCard> {
  const response = await postCheckInForm(client, checkInForm(checkInBody(overrides), photo));
  if (response.status !== 201) throw new Error(`create check-in failed: ${response.status} ${response.text}`);
  return response.body as CheckInCard;
}

/** A photo as a phone would take it: EXIF with camera details and a GPS position. */
export function photoWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 60, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4000/100',
      },
    })
    .toBuffer();
}

/** The target of `Link: <…>; rel="next"`, or undefined when there is no next page. */
export function nextLinkOf(response: ApiResponse): string | undefined {
  const header = response.headers.get('link');
  if (!header) return undefined;
  for (const part of header.split(/,\s*(?=<)/)) {
    const match = /^<([^>]*)>\s*;\s*rel="?next"?/.exec(part.trim());
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/**
 * Follows the Link headers from `path` to the last page, or until `until` holds for the items seen
 * so far (a feed of the shared system holds every file's check-ins); every page's items, in order.
 */
export async function walkPages<Item>(
  client: ApiClient,
  path: string,
  { maxPages = 100, until }: { maxPages?: number; until?: (seen: Item[]) => boolean } = {},
): Promise<{ pages: Item[][]; responses: ApiResponse[] }> {
  const pages: Item[][] = [];
  const responses: ApiResponse[] = [];
  let next: string | undefined = path;
  while (next !== undefined) {
    if (pages.length >= maxPages) throw new Error(`more than ${maxPages} pages from ${path}`);
    const response = await client.get(next);
    if (response.status !== 200) throw new Error(`GET ${next}: ${response.status} ${response.text}`);
    responses.push(response);
    pages.push(response.body as Item[]);
    next = until?.(pages.flat()) ? undefined : nextLinkOf(response);
  }
  return { pages, responses };
}

/** Polls until `check` stops throwing (read models fed by events are eventually consistent). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/** Row counts of the checkins schema, to prove a refused request wrote nothing. */
export async function checkinsCounts(databaseUrl: string): Promise<Record<string, number>> {
  const [row] = await sql<Record<string, string>>(
    databaseUrl,
    `SELECT (SELECT count(*) FROM checkins.check_ins)::text AS check_ins,
            (SELECT count(*) FROM checkins.likes)::text AS likes,
            (SELECT count(*) FROM checkins.saved_check_ins)::text AS saves,
            (SELECT count(*) FROM checkins.comments)::text AS comments,
            (SELECT count(*) FROM checkins.reports)::text AS reports`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
}

/** The stored row of a check-in (null when gone). */
export async function checkInRow(databaseUrl: string, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await sql(databaseUrl, 'SELECT * FROM checkins.check_ins WHERE id = $1', [id]);
  return row ?? null;
}

/** How many check-ins a user has in the checkins schema. */
export async function checkInsCountOf(databaseUrl: string, userId: number): Promise<number> {
  const [row] = await sql<{ n: number }>(
    databaseUrl,
    'SELECT count(*)::int AS n FROM checkins.check_ins WHERE user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}
