import type { VehicleSearch } from "./search";

/** "2020 Ford F-150 XLT". */
export function vehicleLabel(vehicle: VehicleSearch): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
}

/** `year=2020&make=Ford&model=F-150&trim=XLT`, for links that keep the vehicle. */
export function vehicleQuery(vehicle: VehicleSearch): string {
  const params: [string, string][] = [
    ["year", String(vehicle.year)],
    ["make", vehicle.make],
    ["model", vehicle.model],
  ];
  if (vehicle.trim) params.push(["trim", vehicle.trim]);
  return params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
}
