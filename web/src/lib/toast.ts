import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/config/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// A tiny module store: toasts can be raised from mutations outside React's tree.
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; only the newest TOAST_LIMIT stay on screen (SPEC §9). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes a toast (lets it animate out), then forgets it after the SPEC §9 removal delay. */
export function dismissToast(id: number): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  window.setTimeout(() => emit(toasts.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
