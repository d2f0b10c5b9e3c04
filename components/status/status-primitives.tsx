import type { ReactNode } from "react";
import {
  CheckCircleIcon,
  CrossCircleIcon,
  QuestionCircleIcon,
  RefreshIcon,
  WarningIcon,
} from "./status-icons";

/** A small spinning ring; decorative, so the caller says in words what is happening. */
export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none ${className}`}
    />
  );
}

type Tone = "green" | "amber" | "red" | "gray";

const TONE_CLASSES: Record<Tone, string> = {
  green:
    "border-green-300 bg-green-50 text-green-800 dark:border-green-700 dark:bg-green-950 dark:text-green-200",
  amber:
    "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-200",
  red: "border-red-300 bg-red-50 text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200",
  gray: "border-gray-300 bg-gray-100 text-gray-800 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200",
};

const INTEGRATION_BADGES: Record<string, { label: string; tone: Tone; icon: ReactNode }> = {
  configured: { label: "Connected", tone: "green", icon: <CheckCircleIcon /> },
  not_configured: { label: "Not Configured", tone: "red", icon: <CrossCircleIcon /> },
  connection_failed: { label: "Connection Failed", tone: "amber", icon: <WarningIcon /> },
};
const UNKNOWN_BADGE = { label: "Unknown", tone: "gray" as const, icon: <QuestionCircleIcon /> };

/** SPEC §4, first page: the Outlook status as a coloured badge; anything unexpected is Unknown. */
export function IntegrationBadge({ status }: { status: string | undefined }) {
  const badge = (status && INTEGRATION_BADGES[status]) || UNKNOWN_BADGE;
  return (
    <span
      data-testid="integration-badge"
      data-tone={badge.tone}
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-base font-bold ${TONE_CLASSES[badge.tone]}`}
    >
      {badge.icon}
      {badge.label}
    </span>
  );
}

/**
 * SPEC §4, second page: active or true is a green check, pending is yellow, anything else red;
 * except what could not be checked at all (no answer), which is grey "Unknown", not a failure.
 */
export function checkTone(value: unknown): Tone {
  if (value === null || value === undefined) return "gray";
  if (value === true || value === "active") return "green";
  if (value === "pending") return "amber";
  return "red";
}

const CHECK_ICONS: Record<Tone, ReactNode> = {
  green: <CheckCircleIcon />,
  amber: <WarningIcon />,
  red: <CrossCircleIcon />,
  gray: <QuestionCircleIcon />,
};

/** One check's outcome: an icon and a word, so the state never rests on colour alone. */
export function CheckState({ value, label }: { value: unknown; label: string }) {
  const tone = checkTone(value);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-md border px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${TONE_CLASSES[tone]}`}
    >
      {CHECK_ICONS[tone]}
      {label}
    </span>
  );
}

/** Refresh that stays focusable while it works, so keyboard users keep their place. */
export function RefreshButton({
  refreshing,
  onRefresh,
  label,
}: {
  refreshing: boolean;
  onRefresh: () => void;
  /** Accessible name when a page has more than one Refresh, e.g. "Refresh background work". */
  label?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className="btn-dark aria-disabled:cursor-progress"
      aria-disabled={refreshing}
      onClick={() => {
        if (!refreshing) onRefresh();
      }}
    >
      {refreshing ? <Spinner /> : <RefreshIcon />}
      {refreshing ? "Refreshing…" : "Refresh"}
    </button>
  );
}
