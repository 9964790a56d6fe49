import { useSearchParams } from 'react-router';
import { isOneOf } from './is-one-of';

/**
 * One query-string parameter as state: reading it, and replacing it in the URL (the others are
 * kept; '' or the fallback removes it), so a reload, Back and shared links keep a screen's state.
 */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [params.get(name) ?? '', set];
}

/** A parameter that is one of `options` (the fallback when missing or unknown, and then left out of the URL). */
export function useChoiceParam<T extends string>(
  name: string,
  options: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [raw, set] = useQueryParam(name);
  const value = isOneOf(options, raw) ? raw : fallback;
  return [value, (next: T) => set(next === fallback ? '' : next)];
}
