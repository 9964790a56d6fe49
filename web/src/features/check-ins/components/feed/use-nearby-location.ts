import { useCallback, useState } from 'react';
import { getCurrentPosition, GeolocationError, type LatLng } from '@/lib/geolocation';

export type NearbyLocation =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ready'; coords: LatLng }
  | { status: 'failed'; message: string };

/** The viewer's position for the nearby filter, asked for only when the user picks that filter. */
export function useNearbyLocation() {
  const [location, setLocation] = useState<NearbyLocation>({ status: 'idle' });

  const locate = useCallback(async () => {
    setLocation({ status: 'locating' });
    try {
      setLocation({ status: 'ready', coords: await getCurrentPosition() });
    } catch (error) {
      setLocation({
        status: 'failed',
        message: error instanceof GeolocationError ? error.message : 'Your location could not be determined.',
      });
    }
  }, []);

  return { location, locate };
}
