import { bmwMercedesModels } from "./bmw-mercedes";
import { chevroletModels } from "./chevrolet";
import { chryslerDodgeModels } from "./chrysler-dodge";
import { fordModels } from "./ford";
import { gmModels } from "./gm";
import { hondaModels } from "./honda";
import { hyundaiModels } from "./hyundai";
import { jeepRamModels } from "./jeep-ram";
import { mazdaSubaruModels } from "./mazda-subaru";
import { nissanModels } from "./nissan";
import { teslaModels } from "./tesla";
import { toyotaModels } from "./toyota";
import { volkswagenModels } from "./volkswagen";
import type { VehicleModelSource } from "./types";

export * from "./types";

/** Every model in the vehicle selector, grouped by maker in the source files. */
export const vehicleModels: readonly VehicleModelSource[] = [
  ...fordModels,
  ...chevroletModels,
  ...gmModels,
  ...chryslerDodgeModels,
  ...jeepRamModels,
  ...toyotaModels,
  ...hondaModels,
  ...nissanModels,
  ...hyundaiModels,
  ...mazdaSubaruModels,
  ...volkswagenModels,
  ...bmwMercedesModels,
  ...teslaModels,
];
