import { serviceText, type LoadIndex, type SpeedSymbol } from "./service-description";
import type { SidewallSize } from "./sidewall-size";
import { loadIndexPounds } from "./specs";

/** One part of a written size and what it means, for "How to read the size on your sidewall". */
export interface SizePart {
  term: string;
  text: string;
}

const CONSTRUCTION_TEXT: Readonly<Record<SidewallSize["construction"], string>> = {
  R: "Radial construction (almost every road tire today, and most big equipment tires).",
  "-": "Bias construction: stiff sidewalls that shrug off cuts, common on farm and industrial tires.",
  D: "Bias construction.",
  B: "Belted bias construction.",
  N: "Non-pneumatic: an airless tire that cannot go flat.",
  x: "Press-on: a solid tire pressed onto a steel band.",
};

const TAG_TEXT: Readonly<Record<NonNullable<SidewallSize["tag"]>, string>> = {
  IF: "Increased flexion: carries the same load at 20% less air pressure, for less soil compaction.",
  VF: "Very high flexion: carries the same load at 40% less air pressure, for less soil compaction.",
};

const inches = (value: number) => `${value}-inch`;

/** The parts of a size in the order they are written, each explained in plain words. */
export function describeSize(size: SidewallSize): SizePart[] {
  const parts: SizePart[] = [];
  if (size.tag) parts.push({ term: size.tag, text: TAG_TEXT[size.tag] });
  if (size.prefix === "LT")
    parts.push({ term: "LT", text: "Light truck: built for heavier loads and towing." });
  if (size.prefix === "ST") parts.push({ term: "ST", text: "Special trailer: for trailers only." });
  const construction = { term: size.construction, text: CONSTRUCTION_TEXT[size.construction] };
  const written = (value: number) => String(value);

  switch (size.family) {
    case "metric":
      parts.push(
        { term: written(size.width), text: `Width: ${size.width} millimeters across the tread.` },
        {
          term: written(size.aspectRatio!),
          text: `Aspect ratio: the sidewall is ${size.aspectRatio}% as tall as the tire is wide.`,
        },
        size.construction === "R"
          ? { term: "R", text: "Radial construction (almost every tire today)." }
          : construction,
      );
      break;
    case "inch-aspect":
      parts.push(
        { term: written(size.width), text: `Width: ${size.width} inches across the tire.` },
        {
          term: written(size.aspectRatio!),
          text: `Aspect ratio: the sidewall is ${size.aspectRatio}% as tall as the tire is wide.`,
        },
        construction,
      );
      break;
    case "numeric":
      parts.push({ term: written(size.width), text: `Width: about ${size.width} inches across the tire.` });
      if (size.lowSection) parts.push({ term: "L", text: "Low section: a shorter, wider sidewall." });
      parts.push(construction);
      break;
    case "flotation":
    case "press-on":
      parts.push(
        {
          term: written(size.overallDiameter!),
          text: `Height: ${size.overallDiameter} inches tall overall.`,
        },
        { term: written(size.width), text: `Width: ${size.width} inches across the tire.` },
        construction,
      );
      break;
  }
  parts.push(
    size.family === "press-on"
      ? {
          term: written(size.rimDiameter),
          text: `Band: presses onto a ${inches(size.rimDiameter)} wheel band.`,
        }
      : { term: written(size.rimDiameter), text: `Rim: fits a ${inches(size.rimDiameter)} wheel.` },
  );
  return parts;
}

/** The top speed each rating is certified for, in km/h as the standard sets it; Z is "over 240". */
const SPEED_KMH: Readonly<Record<SpeedSymbol, number>> = {
  A1: 5,
  A2: 10,
  A3: 15,
  A4: 20,
  A5: 25,
  A6: 30,
  A7: 35,
  A8: 40,
  B: 50,
  C: 60,
  D: 65,
  E: 70,
  F: 80,
  G: 90,
  J: 100,
  K: 110,
  L: 120,
  M: 130,
  N: 140,
  P: 150,
  Q: 160,
  R: 170,
  S: 180,
  T: 190,
  U: 200,
  H: 210,
  V: 240,
  Z: 240,
  W: 270,
  Y: 300,
};

const mph = (kmh: number) => Math.round(kmh * 0.621371);

/** The load index and speed rating printed after the size ("121/118S"), explained. */
export function describeService(load: LoadIndex | null, speed: SpeedSymbol | null): SizePart[] {
  const parts: SizePart[] = [];
  if (load) {
    const pounds = loadIndexPounds(load.single);
    const carries = pounds === null ? "" : `: ${pounds.toLocaleString("en-US")} lb per tire`;
    const dual =
      load.dual === null ? "" : `; ${load.dual} for each of a pair mounted side by side (dual wheels)`;
    parts.push({
      term: serviceText({ load, speed: null }),
      text: `Load index ${load.single}${carries}${dual}. Choose tires with at least this index.`,
    });
  }
  if (speed) {
    const limit = speed === "Z" ? `over ${mph(SPEED_KMH.Z)} mph` : `up to ${mph(SPEED_KMH[speed])} mph`;
    parts.push({
      term: speed,
      text: `Speed rating: ${limit}. Choose tires rated the same or higher.`,
    });
  }
  return parts;
}
