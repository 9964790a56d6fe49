import type { Coordinates } from '@crema/contracts/checkins/check-in';
import { LocateFixed, MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getCurrentPosition, GeolocationError } from '@/lib/geolocation';
import { placeLabel, useNearestPlace } from '../../api/nearest-place';

interface LocationCaptureProps {
  value: Coordinates | null;
  onChange: (value: Coordinates | null) => void;
  disabled?: boolean;
}

/**
 * "Use my location": asks the browser for the position only when clicked, keeps it rounded to
 * about 100 m, and lets the user remove it again. It feeds the nearby filter; it is never shown
 * to others as coordinates. The position is named after the nearest café Crema knows or the nearest
 * city (ADR 0020), and shown as rounded coordinates only when nothing known is near.
 */
export function LocationCapture({ value, onChange, disabled }: LocationCaptureProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nearest = useNearestPlace(value);
  const named = placeLabel(nearest.data);

  const locate = async () => {
    setPending(true);
    setError(null);
    try {
      const { lat, lng } = await getCurrentPosition();
      onChange({ latitude: lat, longitude: lng });
    } catch (caught) {
      setError(
        caught instanceof GeolocationError ? caught.message : 'Your location could not be determined.',
      );
    } finally {
      setPending(false);
    }
  };

  if (value) {
    return (
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-lg bg-muted px-3 py-2 text-sm">
        <span className="inline-flex min-w-0 items-center gap-2">
          <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span data-testid="location-name" className="min-w-0 break-words" aria-busy={nearest.isPending}>
            {named ?? `Near ${value.latitude.toFixed(3)}, ${value.longitude.toFixed(3)}`}
            <span className="sr-only"> (your location, rounded to about 100 m)</span>
          </span>
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 shrink-0 px-2"
          onClick={() => onChange(null)}
          disabled={disabled}
        >
          <X aria-hidden="true" />
          Remove location
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-1">
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => void locate()}
        disabled={disabled || pending}
      >
        {pending ? <Spinner /> : <LocateFixed aria-hidden="true" />}
        {pending ? 'Finding your location…' : 'Use my location'}
      </Button>
      <p className="text-xs text-muted-foreground">
        Lets people nearby discover this check-in (rounded to about 100 m).
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
