import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@/config/constants';
import { dismissToast, useToasts } from '@/lib/toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** Renders the toasts raised with `toast()` (SPEC §9: one at a time, 5 s, swipe right to dismiss). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD} swipeDirection="right" label="Alerts">
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
