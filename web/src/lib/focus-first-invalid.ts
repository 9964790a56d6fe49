/** Controls that can take focus, looked for inside a field that cannot (a radio group's div). */
const FOCUSABLE_CONTROL =
  'input:not([disabled]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where focus goes for an invalid field: the field itself when it can take focus, else the control
 * inside it that Tab would reach (a radio group's checked radio, or its first control).
 */
function focusTarget(field: HTMLElement): HTMLElement | null {
  if (field.tabIndex >= 0) return field;
  return (
    field.querySelector<HTMLElement>('input:checked') ?? field.querySelector<HTMLElement>(FOCUSABLE_CONTROL)
  );
}

/**
 * After a failed submit, moves focus to the form's first field that shows an error and scrolls the
 * whole field into view, so keyboard and screen-reader users land on what to fix.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    focusTarget(field)?.focus({ preventScroll: true });
    // Centred: at the edge, a dialog's sticky footer would cover the field (the rating, last).
    field.scrollIntoView({ block: 'center' });
  });
}
