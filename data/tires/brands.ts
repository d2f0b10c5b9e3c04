export interface TireBrand {
  id: string;
  name: string;
  /** Our own SVG wordmark (not the maker's logo) under public/images/brands/. */
  logo: string;
}

function brandEntry(id: string, name: string): TireBrand {
  return { id, name, logo: `/images/brands/${id}.svg` };
}

export const tireBrands = {
  goodyear: brandEntry("goodyear", "Goodyear"),
  michelin: brandEntry("michelin", "Michelin"),
  cooper: brandEntry("cooper", "Cooper"),
  kelly: brandEntry("kelly", "Kelly"),
  starfire: brandEntry("starfire", "StarFire"),
  mastercraft: brandEntry("mastercraft", "Mastercraft"),
  bfgoodrich: brandEntry("bfgoodrich", "BF Goodrich"),
  uniroyal: brandEntry("uniroyal", "Uniroyal"),
  navitrac: brandEntry("navitrac", "Navitrac"),
  roadmaster: brandEntry("roadmaster", "Roadmaster"),
  falken: brandEntry("falken", "Falken"),
  titan: brandEntry("titan", "Titan"),
  maxam: brandEntry("maxam", "Maxam"),
  firestone: brandEntry("firestone", "Firestone"),
  bridgestone: brandEntry("bridgestone", "Bridgestone"),
  continental: brandEntry("continental", "Continental"),
  galaxy: brandEntry("galaxy", "Galaxy"),
  camso: brandEntry("camso", "Camso"),
  bkt: brandEntry("bkt", "BKT"),
} as const;

/** The brands of the /tires strip, in their order. */
export const passengerBrands: readonly TireBrand[] = [
  tireBrands.goodyear,
  tireBrands.michelin,
  tireBrands.cooper,
  tireBrands.kelly,
  tireBrands.starfire,
  tireBrands.mastercraft,
  tireBrands.bfgoodrich,
  tireBrands.uniroyal,
  tireBrands.navitrac,
  tireBrands.roadmaster,
  tireBrands.falken,
];
