"use client";

import {
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
} from "@headlessui/react";
import { useRouter } from "next/navigation";
import { useState, type CSSProperties } from "react";
import { STATUS_LABELS } from "@/components/appointments/appointment-summary";
import { sendStaffAction } from "@/components/appointments/store-answer-forms";
import { CloseIcon } from "@/components/ui/icons";
import { RESOURCE_COPY, type ResourceKind } from "@/data/store-capacity";
import type { AdminDayView, AdminRow, Lane, LaneItem } from "@/lib/appointments/admin-list";
import { unitLabel } from "@/lib/scheduling/capacity";
import { toast } from "@/lib/toast/toast-store";
import { AdminAppointmentActions } from "./admin-appointment-actions";
import { AppointmentFacts, AppointmentVisit, appointmentLabel } from "./appointment-facts";
import { AppointmentHistory } from "./appointment-history";

/** On a wide screen the lanes are drawn to scale: three pixels a minute keeps a 30-minute job readable. */
const PX_PER_MINUTE = 3;

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;
const kindNoun = (kind: ResourceKind) => RESOURCE_COPY[kind].unit.toLowerCase();

/**
 * One store's day, unit by unit: the drop-offs of the day, then one lane per bay, rack and truck
 * bay. On a wide screen the lanes stand side by side on a time scale; on a phone each lane is a
 * list. Each appointment opens its details and actions; each service can move to a free unit.
 */
export function AppointmentDayView({ day }: { day: AdminDayView }) {
  const [selected, setSelected] = useState<string | null>(null);
  const rows = new Map(day.rows.map((row) => [row.appointment.reference, row]));
  const open = selected ? rows.get(selected) : undefined;
  const close = () => setSelected(null);
  return (
    <div className="space-y-10">
      <DropOffList day={day} rows={rows} onOpen={setSelected} />
      <Lanes day={day} rows={rows} onOpen={setSelected} />
      <Dialog open={open !== undefined} onClose={close} className="relative z-50">
        <DialogBackdrop className="fixed inset-0 bg-black/50" />
        <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
          {open && (
            <DialogPanel className="card max-h-[90dvh] w-full max-w-xl space-y-4 overflow-y-auto p-5">
              <div className="flex items-start justify-between gap-3">
                <DialogTitle className="text-xl font-bold text-ink-900 dark:text-white">
                  {open.appointment.customerName}
                </DialogTitle>
                <button
                  type="button"
                  onClick={close}
                  aria-label="Close"
                  className="-m-1 rounded-md p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
                >
                  <CloseIcon size={20} />
                </button>
              </div>
              <AppointmentVisit row={open} />
              <AppointmentFacts row={open} />
              <AppointmentHistory row={open} />
              <AdminAppointmentActions
                reference={open.appointment.reference}
                status={open.appointment.status}
                started={open.started}
                current={{ date: open.appointment.date, time: open.appointment.time }}
                earliest={open.appointment.tiresReadyBy}
                visit={open.appointment.visit}
                today={open.today}
                textsTo={open.customer.textsTo}
                label={appointmentLabel(open)}
                onDone={close}
              />
            </DialogPanel>
          )}
        </div>
      </Dialog>
    </div>
  );
}

type Rows = Map<string, AdminRow>;

/** The customer's name: opens the appointment's details and actions. */
function DetailsButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${name}: details and actions`}
      className="block max-w-full truncate text-left font-bold underline decoration-1 underline-offset-2 hover:decoration-2"
    >
      {name}
    </button>
  );
}

function DropOffList({
  day,
  rows,
  onOpen,
}: {
  day: AdminDayView;
  rows: Rows;
  onOpen: (reference: string) => void;
}) {
  const { dropOffs } = day;
  return (
    <section aria-labelledby="drop-offs-heading" className="space-y-3">
      <h3 id="drop-offs-heading" className="text-xl font-bold text-ink-900 dark:text-white">
        Drop-offs: {dropOffs.taken} of {dropOffs.limit} places taken
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Brought in at {day.openLabel}, promised back by {dropOffs.readyBy}. They hold a place for the day, not
        a bay.
      </p>
      {dropOffs.references.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">No drop-offs.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {dropOffs.references.map((reference) => {
            const row = rows.get(reference)!;
            const a = row.appointment;
            const status = STATUS_LABELS[a.status];
            return (
              <li
                key={reference}
                className={`space-y-1 rounded-lg border-l-4 border-current/40 p-3 text-sm ${status.tone}`}
              >
                <DetailsButton name={a.customerName} onOpen={() => onOpen(reference)} />
                <p>{a.services.join(" + ")}</p>
                <p>
                  Ready by {a.endTimeLabel} · <span className="font-semibold">{status.short}</span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Lanes({
  day,
  rows,
  onOpen,
}: {
  day: AdminDayView;
  rows: Rows;
  onOpen: (reference: string) => void;
}) {
  const scale = {
    "--lanes": day.lanes.length,
    "--day-height": `${day.minutes * PX_PER_MINUTE}px`,
  } as CSSProperties;
  return (
    <section aria-labelledby="lanes-heading" className="space-y-3">
      <h3 id="lanes-heading" className="text-xl font-bold text-ink-900 dark:text-white">
        Bays, racks and service trucks
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {day.openLabel} to {day.closeLabel}. A visit of several services shows each in the lane of the unit it
        holds, with its reference.
      </p>
      {/* Only the lanes scroll sideways, on a wide screen with more lanes than fit (headquarters):
          focusable, so a keyboard can scroll them too. */}
      <div
        role="group"
        aria-labelledby="lanes-heading"
        tabIndex={0}
        style={scale}
        className="space-y-6 lg:grid lg:grid-cols-[4.5rem_repeat(var(--lanes),minmax(9rem,1fr))] lg:gap-x-2 lg:space-y-0 lg:overflow-x-auto lg:pb-2"
      >
        <div aria-hidden="true" className="hidden lg:block">
          <div className="h-10" />
          <div className="relative h-(--day-height)">
            {day.hourMarks.map((mark) => (
              <span
                key={mark.label}
                style={{ top: percent(mark.at) }}
                className="absolute right-1 -translate-y-1/2 text-xs whitespace-nowrap text-gray-600 dark:text-gray-400"
              >
                {mark.label}
              </span>
            ))}
          </div>
        </div>
        {day.lanes.map((lane) => (
          <LaneColumn key={lane.label} lane={lane} day={day} rows={rows} onOpen={onOpen} />
        ))}
      </div>
    </section>
  );
}

function LaneColumn({
  lane,
  day,
  rows,
  onOpen,
}: {
  lane: Lane;
  day: AdminDayView;
  rows: Rows;
  onOpen: (reference: string) => void;
}) {
  const id = `lane-${lane.kind}-${lane.unit}`;
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h4 id={id} className="font-bold text-gray-900 lg:flex lg:h-10 lg:items-end lg:pb-1 dark:text-gray-100">
        {lane.label}
      </h4>
      <div className="relative mt-2 lg:mt-0 lg:h-(--day-height) lg:rounded-lg lg:border lg:border-gray-200 lg:dark:border-gray-700">
        {day.hourMarks.map((mark) => (
          <div
            key={mark.label}
            aria-hidden="true"
            style={{ top: percent(mark.at) }}
            className="absolute inset-x-0 hidden border-t border-gray-200 lg:block dark:border-gray-700"
          />
        ))}
        {lane.items.length > 0 ? (
          <ol className="space-y-3 lg:absolute lg:inset-0 lg:space-y-0">
            {lane.items.map((item) => (
              <LaneBlock
                key={`${item.reference}-${item.segment}`}
                item={item}
                row={rows.get(item.reference)!}
                onOpen={onOpen}
              />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-gray-700 lg:sr-only dark:text-gray-300">Nothing booked.</p>
        )}
      </div>
    </section>
  );
}

/**
 * One service in its lane. Drawn to scale on a wide screen, where a short job shows its first
 * lines and opens to the whole on hover or focus.
 */
function LaneBlock({
  item,
  row,
  onOpen,
}: {
  item: LaneItem;
  row: AdminRow;
  onOpen: (reference: string) => void;
}) {
  const status = STATUS_LABELS[item.status];
  const live = item.status === "requested" || item.status === "confirmed";
  const place = {
    "--top": percent(item.top),
    "--height": percent(item.height),
    "--left": percent(item.track / item.tracks),
    "--width": percent(1 / item.tracks),
  } as CSSProperties;
  return (
    <li
      style={place}
      className={`space-y-0.5 rounded-lg border-l-4 border-current/40 p-3 text-sm lg:absolute lg:top-[calc(var(--top)+1px)] lg:left-[calc(var(--left)+2px)] lg:h-[calc(var(--height)-2px)] lg:w-[calc(var(--width)-4px)] lg:overflow-hidden lg:px-1.5 lg:py-1 lg:text-xs lg:focus-within:z-10 lg:focus-within:h-auto lg:focus-within:min-h-[calc(var(--height)-2px)] lg:focus-within:shadow-lg lg:hover:z-10 lg:hover:h-auto lg:hover:min-h-[calc(var(--height)-2px)] lg:hover:shadow-lg ${status.tone}`}
    >
      <p className="truncate font-semibold">
        {item.timeLabel}–{item.endTimeLabel}
      </p>
      <DetailsButton name={item.customerName} onOpen={() => onOpen(item.reference)} />
      <p className="truncate">{item.serviceName}</p>
      <div className="flex items-center justify-between gap-1">
        <span className="truncate font-semibold">{status.short}</span>
        {live && <MoveMenu item={item} row={row} />}
      </div>
      {item.parts > 1 && (
        <p>
          Part {item.part} of {item.parts} <span className="block font-mono">{item.reference}</span>
        </p>
      )}
    </li>
  );
}

/** Moves one service to another unit of its kind at the same time; the customer is not e-mailed. */
function MoveMenu({ item, row }: { item: LaneItem; row: AdminRow }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const noun = kindNoun(item.kind);

  async function move(unit: number) {
    setBusy(true);
    try {
      const reply = await sendStaffAction(item.reference, {
        action: "assign-unit",
        segment: item.segment,
        unit,
      });
      toast({ title: reply.message, description: appointmentLabel(row) });
    } catch (e) {
      toast({
        title: e instanceof Error ? e.message : "Something went wrong.",
        description: appointmentLabel(row),
        variant: "destructive",
      });
    }
    setBusy(false);
    // Also after a refusal: the unit was taken meanwhile, so the lanes are read again.
    router.refresh();
  }

  return (
    <Menu>
      <MenuButton
        disabled={busy}
        aria-label={`Move ${item.serviceName} for ${item.customerName} to another ${noun}`}
        className="inline-flex h-7 shrink-0 items-center rounded-md border border-current px-2 font-semibold hover:bg-white/60 disabled:opacity-60 lg:h-6 lg:px-1.5"
      >
        Move
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 min-w-44 rounded-lg border border-gray-200 bg-white p-1 text-sm text-gray-900 shadow-lg [--anchor-gap:4px] focus:outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
      >
        {item.freeUnits.length === 0 ? (
          <MenuItem disabled>
            <span className="block px-3 py-2 text-gray-700 dark:text-gray-300">
              No other {noun} is free then
            </span>
          </MenuItem>
        ) : (
          item.freeUnits.map((unit) => (
            <MenuItem key={unit}>
              <button
                type="button"
                onClick={() => void move(unit)}
                className="block w-full rounded-md px-3 py-2 text-left data-focus:bg-gray-100 dark:data-focus:bg-gray-800"
              >
                {unitLabel({ kind: item.kind, unit })}
              </button>
            </MenuItem>
          ))
        )}
      </MenuItems>
    </Menu>
  );
}
