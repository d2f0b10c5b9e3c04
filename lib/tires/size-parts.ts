import type { SidewallSize } from "./sidewall-size";

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
