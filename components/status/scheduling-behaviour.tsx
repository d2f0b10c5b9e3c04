/** SPEC §4: how scheduling behaves with and without Microsoft 365 credentials. */
const MODES = [
  {
    title: "With Microsoft 365 credentials",
    points: [
      "Available times are computed from the real events in each store's calendar, each counted against the store's bays, racks and truck bays by its category.",
      "Each new appointment request is created as an event in the store's calendar.",
      "If a store calendar cannot be reached, that store's times fall back to simulated data, so customers can still book.",
    ],
  },
  {
    title: "Without credentials",
    points: [
      "Available times are simulated: a believable, fixed set of jobs per store and day, each taking one bay, rack or truck bay.",
      "Appointment requests are stored locally only, in our own database; nothing is added to a store calendar.",
      "Confirmation e-mails to the customer and the store still go through the outbox; the Background work section shows whether they are delivered or saved as files.",
    ],
  },
] as const;

export function SchedulingBehaviour() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {MODES.map((mode) => (
        <div key={mode.title} className="card p-5">
          <h3 className="font-bold text-ink-900 dark:text-white">{mode.title}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-gray-700 dark:text-gray-300">
            {mode.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
