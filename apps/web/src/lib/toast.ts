/**
 * The one toast system's messages (SPEC Part B §7), shown by app/toaster.tsx
 * (Radix Toast). A screen calls `toast.success(…)` or `toast.error(…)`; the
 * toaster may still be loading then, and shows the message once it is there.
 * At most 3 are kept: a fourth pushes the oldest out.
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
}

/** SPEC Part B §7: at most 3 visible. */
const maxVisibleToasts = 3;

let messages: readonly ToastMessage[] = [];
let nextId = 1;
/** The id of the first message since the list was last empty. */
let streak = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  if (messages.length === 0) streak = id;
  messages = [...messages, { id, kind, message }].slice(-maxVisibleToasts);
  changed();
  return id;
}

export const toast = Object.assign((message: string) => show('info', message), {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
});

export function dismissToast(id: number): void {
  messages = messages.filter((m) => m.id !== id);
  changed();
}

/** For useSyncExternalStore. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): readonly ToastMessage[] => messages;

/**
 * Changes when a message arrives after all were gone. The toaster keys its
 * Radix provider on it: Radix Toast keeps its "paused" state (set while the
 * pointer or focus is on a toast) when the last toast closes under the pointer,
 * and would then never time the next one out; a fresh provider starts unpaused.
 */
export const toastStreak = (): number => streak;
