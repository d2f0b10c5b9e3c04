import type { SheetLane, SheetLine } from "@/lib/appointments/day-sheet";

const HEADINGS = ["Time", "Service", "Customer", "Phone", "Vehicle or machine", "Tires", "Notes"];

function Lines({ lines }: { lines: readonly SheetLine[] }) {
  return (
    <table className="w-full border-collapse text-left text-sm print:text-[9pt]">
      <thead>
        <tr className="border-b border-gray-400">
          {HEADINGS.map((h) => (
            <th key={h} scope="col" className="py-1 pr-2 font-semibold">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={`${line.reference}-${line.time}`}
            className="break-inside-avoid border-b border-gray-200 align-top"
          >
            <td className="py-1 pr-2 whitespace-nowrap">{line.time}</td>
            <td className="py-1 pr-2">
              {line.service}
              {line.flag ? <strong className="block">{line.flag}</strong> : null}
            </td>
            <td className="py-1 pr-2">
              {line.customer}
              <span className="block font-mono text-xs">{line.reference}</span>
            </td>
            <td className="py-1 pr-2 whitespace-nowrap">{line.phone}</td>
            <td className="py-1 pr-2">{line.vehicle}</td>
            <td className="py-1 pr-2">{line.tires}</td>
            <td className="py-1 break-words">{line.notes}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The day sheet's lanes, each unit with its visits; a lane with nothing booked takes one line. */
export function DaySheetTable({
  lanes,
  dropOffs,
}: {
  lanes: readonly SheetLane[];
  dropOffs: readonly SheetLine[];
}) {
  return (
    <div className="space-y-4 print:space-y-2">
      {lanes.map((lane) => (
        <section key={lane.label} aria-label={lane.label} className="break-inside-avoid">
          <h2 className="text-base font-bold print:text-[10pt]">
            {lane.label}
            {lane.lines.length === 0 ? <span className="font-normal"> · nothing booked</span> : null}
          </h2>
          {lane.lines.length > 0 ? <Lines lines={lane.lines} /> : null}
        </section>
      ))}
      {dropOffs.length > 0 && (
        <section aria-label="Drop-offs" className="break-inside-avoid">
          <h2 className="text-base font-bold print:text-[10pt]">Drop-offs</h2>
          <Lines lines={dropOffs} />
        </section>
      )}
    </div>
  );
}
