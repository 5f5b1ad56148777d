// The notification queue (spec §4, §9): one notification at a time, a new one replaces the previous,
// a dismissed one is removed 1,000,000 ms later (it stays mounted so Radix can animate it out).
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './constants.ts';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  variant?: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<ToastItem, 'id' | 'open'>;

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'dismiss':
      return { toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)) };
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

type Listener = (state: ToastState) => void;

export interface ToastStore {
  getState(): ToastState;
  subscribe(listener: Listener): () => void;
  toast(input: ToastInput): { id: string; dismiss(): void; update(input: ToastInput): void };
  dismiss(id?: string): void;
}

export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = (fn, ms) => setTimeout(fn, ms)): ToastStore {
  let state: ToastState = { toasts: [] };
  let counter = 0;
  const listeners = new Set<Listener>();
  const pendingRemoval = new Set<string>();
  const dispatch = (action: ToastAction) => {
    state = toastReducer(state, action);
    for (const l of listeners) l(state);
  };
  const scheduleRemoval = (id: string) => {
    if (pendingRemoval.has(id)) return;
    pendingRemoval.add(id);
    schedule(() => {
      pendingRemoval.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS);
  };
  const dismiss = (id?: string) => {
    for (const t of state.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
    dispatch({ type: 'dismiss', ...(id === undefined ? {} : { id }) });
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast(input) {
      counter += 1;
      const id = String(counter);
      dispatch({ type: 'add', toast: { ...input, id, open: true } });
      return {
        id,
        dismiss: () => dismiss(id),
        update: (next) => dispatch({ type: 'update', toast: { ...next, id } }),
      };
    },
    dismiss,
  };
}

/** The app's one queue. */
export const toastStore = createToastStore();
export const toast = (input: ToastInput) => toastStore.toast(input);
