/** The vehicle already given (e.g. carried in from the tire size finder), shown before step 4 asks for it. */
export function VehicleNote({ vehicle }: { vehicle: string | null }) {
  if (!vehicle) return null;
  return (
    <p className="mb-6 text-gray-700 dark:text-gray-300" data-testid="wizard-vehicle">
      Vehicle: <strong className="text-ink-900 dark:text-white">{vehicle}</strong>
      <span className="text-sm"> (you can change it on the Information step)</span>
    </p>
  );
}
