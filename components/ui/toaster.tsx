"use client";

import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { TOAST_DURATION_MS, toastStore } from "@/lib/toast/toast-store";

/**
 * Renders raised toasts with Radix Toast: announced to screen readers, F8 jumps to the region,
 * swipe right (50 px) dismisses, each closes after 5 seconds unless hovered or focused.
 * `passThrough` (the staff pages, where a notice lands over the next card's buttons): the notice
 * lets taps and clicks through to the controls under it at every width, only its close button
 * catching them; on a phone it sits at the top, clear of the thumb.
 */
export function Toaster({ passThrough = false }: { passThrough?: boolean } = {}) {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) toastStore.dismiss(t.id);
          }}
          data-variant={t.variant}
          className={`group ${passThrough ? "pointer-events-none opacity-95" : "pointer-events-auto"} relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:hidden data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${
            t.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-bold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="pointer-events-auto absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <CloseIcon size={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        className={`fixed right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px] ${
          passThrough ? "pointer-events-none top-0 sm:top-auto sm:bottom-0" : "bottom-0"
        }`}
      />
    </ToastPrimitive.Provider>
  );
}
