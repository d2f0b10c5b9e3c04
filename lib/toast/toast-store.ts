/**
 * Notification state, kept outside React so any component can raise a toast. Newest first, at
 * most five; a dismissed toast closes (its exit animation runs) and is removed long after.
 */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive";

export interface ToastData {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export type ToastAction =
  | { type: "add"; toast: ToastData }
  | { type: "update"; toast: Partial<ToastData> & { id: string } }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

export function toastReducer(state: readonly ToastData[], action: ToastAction): ToastData[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case "update":
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case "dismiss":
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case "remove":
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

let toasts: ToastData[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  toasts = toastReducer(toasts, action);
  if (action.type === "dismiss") {
    for (const t of toasts) if (!t.open && !removalTimers.has(t.id)) scheduleRemoval(t.id);
  }
  listeners.forEach((l) => l());
}

function scheduleRemoval(id: string) {
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: "remove", id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => toasts,
  getServerSnapshot: (): ToastData[] => [],
  dismiss: (id?: string) => dispatch({ type: "dismiss", id }),
};

export function toast(input: { title: string; description?: string; variant?: ToastVariant }) {
  const id = `toast-${++counter}`;
  dispatch({ type: "add", toast: { id, variant: "default", ...input, open: true } });
  return {
    id,
    dismiss: () => dispatch({ type: "dismiss", id }),
    update: (changes: Partial<Omit<ToastData, "id">>) =>
      dispatch({ type: "update", toast: { ...changes, id } }),
  };
}
