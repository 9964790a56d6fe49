export interface LatLng {
  lat: number;
  lng: number;
}

/** Thrown when the browser gives no position; `message` explains it to the user. */
export class GeolocationError extends Error {
  constructor(
    readonly reason: 'unsupported' | 'denied' | 'unavailable' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'GeolocationError';
  }
}

const messages: Record<GeolocationError['reason'], string> = {
  unsupported: 'This browser cannot share your location.',
  denied: 'Location access was denied. Allow location for this site in your browser settings, then try again.',
  unavailable: 'Your location could not be determined right now. Please try again.',
  timeout: 'Finding your location took too long. Please try again.',
};

/** Rounds a coordinate to `decimals` places (3 ≈ 100 m). */
export function roundCoordinate(value: number, decimals = 3): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Asks the browser for the current position (the browser asks the user first). Only call it from a
 * user's action; the position is rounded to about 100 m.
 */
export function getCurrentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new GeolocationError('unsupported', messages.unsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: roundCoordinate(coords.latitude), lng: roundCoordinate(coords.longitude) }),
      (error) => {
        const reason =
          error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
        reject(new GeolocationError(reason, messages[reason]));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}
