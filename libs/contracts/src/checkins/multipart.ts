import type { CreateCheckInBody } from './check-in';

/**
 * POST /api/check-ins is multipart (SPEC §7): every field is text, `rating` a number as text,
 * `tastingNotes` and `brewDetails` JSON, coordinates as `latitude`/`longitude`. These two functions
 * are the one mapping between that form and `createCheckInBody`, used by the web form and the gateway.
 */
const TEXT_FIELDS = ['coffeeName', 'roaster', 'location', 'brewMethod', 'roastLevel', 'coffeeType', 'notes'] as const;
const JSON_FIELDS = ['tastingNotes', 'brewDetails'] as const;

/** Text fields of the multipart form; '' stands for a missing value. */
export function checkInToMultipartFields(body: CreateCheckInBody): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of TEXT_FIELDS) {
    const value = body[name];
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  fields.rating = String(body.rating);
  if (body.tastingNotes?.length) fields.tastingNotes = JSON.stringify(body.tastingNotes);
  if (body.brewDetails) fields.brewDetails = JSON.stringify(body.brewDetails);
  if (body.coordinates) {
    fields.latitude = String(body.coordinates.latitude);
    fields.longitude = String(body.coordinates.longitude);
  }
  return fields;
}

/** A field that does not parse is passed on as the raw text, so the schema names it in its error. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function parseNumber(text: string): unknown {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
}

/**
 * The object to validate with `createCheckInBody` from the multipart text fields. Unknown field
 * names are kept, so the strict schema rejects them.
 */
export function checkInFromMultipartFields(fields: Readonly<Record<string, string>>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'latitude' || name === 'longitude') continue;
    if (name === 'rating') body.rating = parseNumber(value);
    else if ((JSON_FIELDS as readonly string[]).includes(name)) body[name] = value === '' ? undefined : parseJson(value);
    else body[name] = value;
  }
  if (fields.latitude !== undefined || fields.longitude !== undefined) {
    body.coordinates = {
      latitude: parseNumber(fields.latitude ?? ''),
      longitude: parseNumber(fields.longitude ?? ''),
    };
  }
  return body;
}
