/**
 * Content of the /tips page: five tabs of tire advice, each an accordion of topics with a call
 * to action at the bottom. Figures follow the business constants so every page and the two
 * printable guides say the same thing. Contact details come from `@/data/brand`.
 */
import { brand, mailtoHref } from "@/data/brand";

export interface TipTopic {
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

/** A call to action: a page, or the scheduler (described; the page makes its address). */
export type TipCta = TipPageCta | TipScheduleCta;

export interface TipPageCta {
  label: string;
  href: string;
  external?: boolean;
  newTab?: boolean;
}

/** A link into the scheduler, preselecting a service (its name in data/scheduler-services.ts) when given. */
export interface TipScheduleCta {
  label: string;
  schedule: { service?: string };
}

export interface TipTab {
  id: "general" | "seasonal" | "commercial" | "farm" | "off-road";
  label: string;
  heading: string;
  intro: string;
  topics: TipTopic[];
  ctaTitle: string;
  ctaText: string;
  ctas: TipCta[];
}

const general: TipTab = {
  id: "general",
  label: "General Tire Tips",
  heading: "General Tire Care",
  intro:
    "A few minutes of attention each month keeps your tires safer, makes them last longer and saves fuel. These basics apply to every car, SUV, minivan and light truck.",
  topics: [
    {
      id: "size-and-type",
      title: "Tire Size and Type Identification",
      paragraphs: [
        "Everything you need to buy the right replacement is molded into the sidewall. Take a size such as 225/55R17 98V: 225 is the section width in millimeters, 55 is the aspect ratio (the sidewall height is 55% of the width), R means radial construction, 17 is the wheel diameter in inches, 98 is the load index (1,653 lb per tire) and V is the speed rating (up to 149 mph).",
        "A letter in front of the size tells you the tire's intended use. P (P-metric) is for passenger vehicles, LT is for light trucks that haul or tow heavy loads, and a size with no letter is a Euro-metric tire, usually rated for passenger use. Don't swap an LT tire for a P-metric tire on a truck that came with LT tires.",
        "The DOT code is the tire's serial number. Its last four digits are the week and year it was made: 2324 means the 23rd week of 2024. That date matters as much as tread depth, because rubber ages even on a tire that is rarely driven.",
        "Always start from the tire information placard on the driver's door jamb (or in the glove box or fuel door). It lists the original size, load index and speed rating your vehicle's manufacturer chose, along with the recommended cold inflation pressure.",
      ],
      bullets: [
        "Width in millimeters, aspect ratio, construction (R for radial) and wheel diameter",
        "Load index and speed rating right after the size",
        "DOT code: the last four digits are the week and year of manufacture",
        "UTQG grades for treadwear, traction (AA, A, B, C) and temperature (A, B, C) on passenger tires",
        "M+S for mud and snow; the mountain-snowflake symbol for severe snow service",
      ],
    },
    {
      id: "inflation",
      title: "Proper Tire Inflation",
      paragraphs: [
        "Correct pressure is the single most important thing you can do for your tires. Under-inflation builds heat, wears out the shoulders, lowers fuel economy and is a leading cause of tire failure. Over-inflation wears the center of the tread and reduces grip and braking.",
        "Use the pressure on the driver's door placard, not the number on the sidewall. The sidewall shows the maximum the tire can safely hold, not what your vehicle needs.",
        "Check pressure cold, after the vehicle has rested at least 3 hours or been driven less than a mile. Driving warms the air inside and gives a falsely high reading, so never let air out of a hot tire to reach the placard number.",
        "Pressure changes about 1 psi for every 10°F change in outside temperature. The first cold morning of fall can drop your tires several psi overnight, which is why the TPMS light often comes on in October and November.",
      ],
      bullets: [
        "Check all four tires and the spare at least once a month and before long trips",
        "Use a quality gauge; gas-station gauges are often off",
        "Replace missing valve caps, which keep out dirt and moisture",
        "Increase pressure within the placard's guidance when towing or carrying a full load",
      ],
    },
    {
      id: "rotation-balancing",
      title: "Tire Rotation and Balancing",
      paragraphs: [
        "Front tires wear differently from rear tires because they steer and, on most vehicles, do most of the braking and pulling. Rotate your tires every 5,000-8,000 miles so all four wear evenly and last as long as possible. Many drivers simply rotate with every other oil change.",
        "The right pattern depends on your vehicle and tires. Front-wheel-drive cars usually use a forward cross, rear-wheel-drive and four-wheel-drive vehicles a rearward cross, and directional tires move straight front to back on the same side. Vehicles with different front and rear sizes can only swap side to side, if the tires are not directional.",
        "Balancing corrects small weight differences in the tire and wheel that cause vibration at highway speed. Have your tires balanced about every 6,000 miles, whenever a tire is mounted or repaired, and any time you feel a new shake in the steering wheel or seat.",
      ],
      bullets: [
        "Rotate every 5,000-8,000 miles, or as your owner's manual specifies",
        "Balance about every 6,000 miles and whenever a tire is remounted",
        "Include a matching full-size spare in the rotation if your vehicle has one",
        "Keep rotation records: many treadwear warranties require them",
      ],
    },
    {
      id: "tread-depth",
      title: "Tread Depth and When to Replace",
      paragraphs: [
        "Tread grooves channel water out from under the tire. As tread wears down, stopping distances on wet roads grow quickly and the risk of hydroplaning rises, long before the tire looks bald.",
        "The legal minimum tread depth is 2/32 inch, the point at which the tread wear bars molded into the grooves are flush with the tread. We recommend considering replacement at 4/32 inch for the best wet-road braking, and at 6/32 inch for winter tires, which need deeper tread to bite into snow and slush.",
        "For a quick check, put a penny upside down in a groove. If you can see the top of Lincoln's head, the tread is at or below 2/32 inch and the tire must be replaced. A quarter works the same way: if you can see the top of Washington's head, you are at about 4/32 inch and it's time to shop.",
        "Age counts too. Replace tires that are 6 or more years old, regardless of how much tread remains, including spares and tires on vehicles that sit most of the year. Rubber hardens and cracks with time, heat and sunlight.",
      ],
      bullets: [
        "2/32 inch: legal minimum, replace now",
        "4/32 inch: consider replacing, especially before wet-weather seasons",
        "6/32 inch: replace winter tires for dependable snow traction",
        "6 years or older: replace, whatever the tread depth",
        "Bulges, cracks, cords showing or repeated air loss: replace",
      ],
    },
    {
      id: "alignment",
      title: "Wheel Alignment",
      paragraphs: [
        "Alignment sets the angles of your wheels (camber, caster and toe) to the vehicle manufacturer's specification. A vehicle that is out of alignment can wear out a new set of tires in a few thousand miles, usually along the inside or outside edge.",
        "Potholes, curbs, rough mountain roads and worn steering or suspension parts all knock wheels out of line. Have the alignment checked once a year, whenever you buy new tires, after a hard impact and after any suspension, steering or lift work.",
      ],
      bullets: [
        "The vehicle pulls or drifts to one side on a straight, level road",
        "The steering wheel is off center when driving straight",
        "Uneven wear on the inner or outer edges, or a feathered feel across the tread",
        "Squealing tires in gentle turns",
      ],
    },
    {
      id: "tpms",
      title: "Tire Pressure Monitoring Systems (TPMS)",
      paragraphs: [
        "Every car and light truck built since the 2008 model year has a tire pressure monitoring system. The warning light, shaped like a horseshoe with an exclamation point, comes on when a tire is 25% or more below the recommended pressure. By then a tire is already significantly low, so TPMS is a backup, not a replacement for monthly checks with a gauge.",
        "If the light stays on steadily, check and adjust all tires cold to the placard pressure. If the light flashes for about a minute at start-up and then stays on, the system itself has a fault, usually a sensor with a dead battery or a damaged sensor.",
        "Most systems use a battery-powered sensor inside each wheel. The batteries last roughly 5 to 10 years, so it often makes sense to replace aging sensors when you buy tires. After new sensors, a rotation or new tires, many vehicles need a relearn procedure, which we perform as part of installation.",
      ],
    },
    {
      id: "load-index-range",
      title: "Load Index and Load Range",
      paragraphs: [
        "The load index is a number that stands for the maximum weight a tire can carry at its maximum pressure. A few common values: 91 carries 1,356 lb, 94 carries 1,477 lb, 98 carries 1,653 lb, 100 carries 1,764 lb and 110 carries 2,337 lb. Never install tires with a lower load index than the one on your door placard.",
        "Light truck tires also carry a load range letter that reflects how strong the casing is and how much pressure it can hold: C (6-ply rating), D (8-ply rating), E (10-ply rating) and up. Trucks that tow campers, haul gravel or carry a slide-in camper often need load range E.",
        "When P-metric tires are used on a pickup, SUV or trailer, their load capacity must be reduced by dividing it by 1.10. That is one reason many trucks that work hard are better served by LT tires. Extra Load (XL) passenger tires carry more weight than standard-load tires of the same size when inflated to their higher rated pressure.",
      ],
    },
    {
      id: "warranty-repair",
      title: "Tire Warranty and Repair",
      paragraphs: [
        "Most tire manufacturers cover defects in materials and workmanship, and many passenger and light truck tires carry a treadwear mileage warranty that is prorated by the tread used. To keep that coverage, keep your purchase invoice and your rotation and alignment records, and keep the tires properly inflated.",
        "A puncture can be repaired safely only in the tread area, and only if the injury is no larger than 1/4 inch in diameter. A proper repair means taking the tire off the wheel, inspecting the inside and installing a combination plug and patch. A plug pushed in from the outside is not a permanent repair.",
        "Punctures in the shoulder or sidewall, overlapping repairs and tires that were driven flat cannot be repaired and must be replaced. Driving even a short distance on a flat can destroy the inner sidewall where you can't see it.",
        "Run-flat tires let you keep driving after a puncture, typically up to 50 miles at speeds under 50 mph, far enough to reach a store. Check your owner's manual, since many manufacturers do not allow a run-flat tire to be repaired after it has been driven without air.",
      ],
    },
  ],
  ctaTitle: "Need Help Choosing or Caring for Your Tires?",
  ctaText: `Stop by any of our ${brand.storeCount} stores for a tire inspection and honest advice, or take our printable guides with you. You can also call us at ${brand.phone}.`,
  ctas: [
    { label: "Contact Our Experts", href: "/locations" },
    { label: "Tire Buying Guide", href: "/tire-buying-guide.html", newTab: true },
    { label: "Tire Safety Guide", href: "/tire-safety-guide.html", newTab: true },
  ],
};

const seasonal: TipTab = {
  id: "seasonal",
  label: "Seasonal",
  heading: "Seasonal Tire Care",
  intro:
    "Appalachian weather can swing from frozen mountain passes to hot valley highways in a single week. Matching your tires and tire care to the season keeps you in control all year.",
  topics: [
    {
      id: "winter",
      title: "Winter Driving and Winter Tires",
      paragraphs: [
        "Once temperatures stay below 45°F, the rubber in all-season and summer tires stiffens and loses grip, even on dry pavement. Winter tires use a softer compound that stays flexible in the cold, plus deep tread and thousands of small slits called sipes that grip snow and ice.",
        "Look for the three-peak mountain snowflake symbol on the sidewall. It means the tire met a standardized snow traction test. M+S (mud and snow) alone does not guarantee real winter performance.",
        "Always install winter tires in sets of four. Putting them only on the drive axle leaves the other end of the vehicle with far less grip, which can cause a spin when braking or turning.",
        "Winter tires typically last 3-4 seasons when they are removed in spring. Replace them once they reach 6/32 inch of tread, because below that depth they can no longer pack and release snow effectively.",
      ],
      bullets: [
        "Switch to winter tires when temperatures stay below 45°F",
        "Check pressure more often: it drops about 1 psi for every 10°F",
        "Keep a snow brush, ice scraper, blanket and flashlight in the vehicle",
        "Studded tires are legal only during set months in most states, and the dates differ; ask your store before installing them",
      ],
    },
    {
      id: "summer",
      title: "Summer Tire Care",
      paragraphs: [
        "Heat is hard on tires. Hot pavement, full vacation loads and long highway runs all raise tire temperature, and an under-inflated tire carrying a heavy load is the classic recipe for a summer blowout.",
        "Check pressure in the morning before you drive, when the tires are cold. Pressure rises as the day warms, so don't let air out of a tire that reads high after an afternoon drive. Set pressure for the load you are carrying; your door placard or owner's manual lists the figures for a fully loaded vehicle.",
        "Dedicated summer and performance tires give excellent dry and wet grip in warm weather, but they lose traction as temperatures fall below about 45°F and should not be driven on snow or ice. Plan to swap them before the first cold snap.",
      ],
      bullets: [
        "Inspect trailer and camper tires before every trip; they age out before they wear out",
        "Replace any tire that is 6 or more years old before a long summer trip",
        "Watch for cuts and bulges after hitting potholes left by the winter",
        "Never exceed the load index of your tires when packing for a trip",
      ],
    },
    {
      id: "storage",
      title: "Seasonal Tire Storage",
      paragraphs: [
        "Tires that spend half the year off the vehicle last much longer if they are stored properly. Clean them with soap and water, let them dry completely and keep them in a cool, dry, dark place, away from sunlight and from electric motors, furnaces and generators, which give off ozone that cracks rubber.",
        "If your tires are mounted on wheels, reduce the pressure to about 10 PSI and either stack them flat, up to 4 high, or hang them by the wheel. Tires without wheels should stand upright and be turned a quarter turn each month; if you must stack them, keep stacks no more than 4 high and swap the order every month.",
        "Mark each tire with its position (LF, RF, LR, RR) before you remove it so you can rotate the set when it goes back on. Before reinstalling, inflate every tire to the pressure on your door placard and inspect it for cracks or damage.",
      ],
      bullets: [
        "Clean, dry and out of direct sunlight",
        "Away from ozone sources such as furnaces, motors and generators",
        "Mounted sets: about 10 PSI, stacked flat up to 4 high or hung",
        "Airtight tire bags slow drying and aging of the rubber",
      ],
    },
    {
      id: "transition-seasons",
      title: "Transition Seasons: Spring and Fall Changeover",
      paragraphs: [
        "Use temperature, not the calendar, to time your changeover. Put winter tires on in the fall once daytime highs stay around 45°F or lower, and take them off in the spring when highs stay above 45°F. In higher elevations that can mean November to early April; in the valleys the season is often shorter.",
        "Fall is when pressure problems show up. A 40°F drop from a summer afternoon to a frosty morning takes about 4 psi out of every tire, which is often enough to turn on the TPMS light. Top up to the placard pressure when the tires are cold.",
        "Spring is pothole season. After the thaw, look over every tire for bulges, cuts and bent wheels, and have your alignment checked if the vehicle now pulls or the steering wheel is off center.",
        "A changeover visit is the ideal time to rotate and balance, measure tread depth on both sets and check tire age, so you know in advance whether you will need new tires next season.",
      ],
    },
  ],
  ctaTitle: "Get Ready for the Season",
  ctaText:
    "Book your seasonal changeover, rotation, balance and alignment check online. Pick your store and a time that works for you, and we will have you ready before the weather turns.",
  ctas: [{ label: "Schedule Seasonal Service", schedule: {} }],
};

const commercial: TipTab = {
  id: "commercial",
  label: "Commercial",
  heading: "Commercial and Fleet Tire Care",
  intro:
    "Tires are one of a fleet's largest operating costs and one of the most common reasons for roadside violations. A consistent program of inspection, inflation, retreading and records keeps trucks legal, safe and earning.",
  topics: [
    {
      id: "fleet-inspection",
      title: "Fleet Tire Inspection",
      paragraphs: [
        "Drivers should walk around every unit before each trip and check every tire, wheel and rim as part of the pre-trip inspection. Any defect that affects safe operation belongs on the driver vehicle inspection report so it can be repaired before the vehicle is dispatched.",
        "Use a calibrated gauge, not a thump with a tire billy, to check pressure. Thumping cannot tell a tire at 60 psi from one at 100 psi, and it will never find the slow leak on an inside dual.",
        "Read the wear. Irregular patterns tell you what is wrong with the vehicle before the tire fails: one-sided shoulder wear points to alignment, cupping to worn shocks or balance problems, and flat spots to brake lock-ups.",
        "Rotate fleet tires about every 3,000 miles or every 3 months, whichever comes first, or on the schedule your tire program sets for each position. Rotation and regular alignment checks slow irregular wear on steer tires and keep more casings fit for retreading.",
      ],
      bullets: [
        "Check tread depth, pressure, sidewalls, valve stems and caps",
        "Look for cuts, bulges, exposed cords and objects lodged between duals",
        "Check for rust streaks or shiny spots around lug nuts, signs of loose wheels",
        "Confirm matched duals: same size, similar tread depth and pressure",
      ],
    },
    {
      id: "commercial-inflation",
      title: "Commercial Tire Inflation",
      paragraphs: [
        "Set pressure for the actual axle load, using the tire manufacturer's load and inflation tables, and check it cold. A truck tire running 20% under its target pressure wears faster, burns more fuel and builds the heat that destroys casings.",
        "Keep dual tires within 5 psi of each other. When one dual is low, its partner carries most of the load and can be overloaded, while the low tire scrubs and overheats. Duals should also match in size and tread depth so they share the load evenly.",
        "A tire that has been run at 20% or more below its recommended pressure must be treated as run-flat. Do not simply air it back up: have it removed from the wheel and inspected, and reinflate it only in a safety cage. Sidewall damage from running low can cause a violent rupture.",
      ],
      bullets: [
        "Check pressure cold, before the day's first trip",
        "Keep duals within 5 psi of each other",
        "Use metal valve caps with seals, or flow-through caps for easy checks",
        "Consider automatic tire inflation on trailers that sit or run long distances",
      ],
    },
    {
      id: "retreads",
      title: "Retreading and Casing Management",
      paragraphs: [
        "Retreading puts a new tread on a sound casing for a fraction of the cost of a new tire. A quality casing that is well maintained can typically be retreaded 2-4 times, which makes the casing itself one of your most valuable assets.",
        "Casings are won or lost long before they reach the retread plant. Correct inflation, prompt repair of punctures and pulling tires at the right tread depth, before the belts are exposed, are what keep a casing retreadable.",
        `Our own retread plant in Norton, VA has been retreading commercial casings since ${brand.retreadPlantOpened}, and since ${brand.retreadTrackingSince} our retread tracking system has followed each casing through every retread, so you know its history and how many lives it has left.`,
        "Retreads are widely used on drive and trailer positions. Federal rules do not allow retreaded tires on the front wheels of a bus, and many fleets choose new tires for every steer position.",
      ],
    },
    {
      id: "compliance",
      title: "DOT and FMCSA Compliance",
      paragraphs: [
        "Federal motor carrier rules set minimum tread depths for commercial vehicles. Steer tires on a power unit must have at least 4/32 inch of tread in every major groove, and all other tires at least 2/32 inch. Many fleets pull steer tires well before 4/32 to stay clear of roadside violations.",
        "Tires must also be free of exposed ply or belt material, tread or sidewall separation, flat tires and audible leaks, and cuts deep enough to expose cords. Any of these can put a vehicle out of service at a roadside inspection.",
        "Tire findings are among the most common roadside violations and count against a carrier's safety scores. Document pre-trip and post-trip inspections, keep records of tire repairs and replacements, and make sure your annual periodic inspection covers every tire, wheel and rim.",
      ],
      bullets: [
        "Steer tires: at least 4/32 inch in every major groove",
        "All other positions: at least 2/32 inch",
        "Buses: no regrooved, recapped or retreaded tires on the front wheels",
        "Trucks and truck tractors: no regrooved tires on the front wheels when rated 4,920 lb or more",
        "Match inflation to the load being carried",
      ],
    },
  ],
  ctaTitle: "Keep Your Fleet Rolling",
  ctaText: `Ask about fleet tire programs, retreads from our Norton plant, national account billing and 24/7 road service, with national-account trucks dispatched first. Reach ${brand.commercialContact.name}, ${brand.commercialContact.title}, at ${brand.commercialContact.directLine}.`,
  ctas: [{ label: "Explore Commercial Services", href: "/commercial" }],
};

const farm: TipTab = {
  id: "farm",
  label: "Farm & AG",
  heading: "Farm and Agricultural Tire Care",
  intro:
    "The right tires, ballast and pressure put more of your tractor's horsepower into the ground, protect your soil from compaction and get you through planting and harvest without downtime.",
  topics: [
    {
      id: "choosing-farm-tires",
      title: "Choosing Farm Tires",
      paragraphs: [
        "Start with the work. Row-crop operations need narrow tires that fit between rows, hay and tillage work favor wider flotation tires that spread the load, and loaders and yard tractors often run industrial treads that stand up to concrete and gravel.",
        "Radial tires flex more in the sidewall, so they put a longer, flatter footprint on the ground. That means better traction, less soil compaction, a smoother ride and better fuel economy than bias-ply tires. Bias-ply tires cost less up front and resist sidewall damage, which still makes them a good choice for loaders, older tractors and lower-hour equipment.",
        "Tread designations tell you where a tire belongs: R-1 is the standard agricultural lug, R-1W has deeper lugs for wet soil, R-2 is extra-deep for rice and cane, R-3 is a turf tread and R-4 is an industrial tread. Front steering tires on two-wheel-drive tractors are F-2, and implement tires carry I ratings.",
      ],
      bullets: [
        "Match tire width to row spacing for row-crop work",
        "Choose radials for high-hour, high-horsepower tractors",
        "Consider duals or flotation tires for wet or sensitive fields",
        "Keep front and rear tire sizes in the ratio your MFWD tractor requires",
      ],
    },
    {
      id: "ballast-and-pressure",
      title: "Ballast and Tire Pressure",
      paragraphs: [
        "Ballast gives your tires the weight they need to pull. Too little and the wheels spin, wasting fuel and wearing lugs; too much and you compact the soil and strain the driveline. The best guide is wheel slip: aim for 10-15% slip under a normal working load.",
        "To measure slip, mark a rear tire and count its revolutions over a measured distance with the implement in the ground, then again over the same distance with it raised. Subtract the unloaded count from the loaded count and divide by the loaded count. Below 10% means too much ballast; above 15% means too little.",
        "Weight split matters as much as total weight. Four-wheel-drive articulated tractors pulling towed implements work best at about a 60/40 front-to-rear split, while mechanical front-wheel-drive tractors usually run about 40/60. Use cast-iron weights or liquid ballast; liquid-filled tires should be filled no more than 75%, with the valve at the 12 o'clock position.",
        "Set pressure from the tire manufacturer's load and inflation tables for the actual axle load and travel speed, not from memory. Field work calls for the lowest pressure the load allows; road transport usually needs more. Check liquid-filled tires with an air-water gauge.",
      ],
    },
    {
      id: "extending-farm-tire-life",
      title: "Extending Farm Tire Life",
      paragraphs: [
        "Road travel is the fastest way to wear out lug tires. Keep road speeds moderate, avoid spinning the tires on pavement and raise pressure for long road runs if the inflation tables call for it.",
        "Stubble from modern corn and soybean varieties is tough enough to cut and chip tread. Consider stubble-resistant compounds, adjust the header to leave shorter stalks where you can and inspect tires regularly during harvest.",
        "Between seasons, park equipment on a firm, clean surface out of direct sunlight, wash off fertilizer, manure, chemicals and oil, which attack rubber, and keep tires inflated. For long storage, block up the axle to take weight off the tires.",
      ],
      bullets: [
        "Inspect for cuts, cracking and lug damage before each season",
        "Repair punctures promptly, before water reaches the casing",
        "Check pressure weekly during planting and harvest",
        "Replace tires that are 6 or more years old and show cracking",
      ],
    },
    {
      id: "farm-tire-technology",
      title: "Farm Tire Technology: IF/VF Tires and CTIS",
      paragraphs: [
        "IF (Increased Flexion) tires carry the same load as a standard radial at 20% less pressure, and VF (Very High Flexion) tires at 40% less pressure. Lower pressure means a bigger footprint, better traction and less compaction, and the same tires can carry heavier loads at standard pressure, which suits today's larger sprayers, planters and grain carts.",
        "A central tire inflation system (CTIS) lets the operator raise and lower tire pressure from the cab. Run low pressure in the field for flotation and traction, then raise it for the road to protect the tires and improve handling, without stopping to use a compressor.",
        "IF/VF tires and CTIS work best together, since they let you use the low-pressure capability exactly where it pays off. Ask us whether your wheels and equipment are compatible before you upgrade.",
      ],
    },
  ],
  ctaTitle: "Schedule Farm Tire Service",
  ctaText:
    "Our farm tire technicians handle tractor, combine, sprayer and implement tires, ballast and pressure setup, at our stores or on your farm. Book a visit before planting or harvest starts.",
  ctas: [{ label: "Schedule Farm Tire Service", schedule: { service: "Farm Tire Service" } }],
};

const offRoad: TipTab = {
  id: "off-road",
  label: "Off-Road",
  heading: "Off-Road Tire Tips",
  intro:
    "From logging roads and creek crossings to rock gardens and dunes, off-road driving asks more of your tires than any highway. Choose well, set the right pressure and carry the gear to get yourself home.",
  topics: [
    {
      id: "off-road-selection",
      title: "Choosing Off-Road Tires",
      paragraphs: [
        "All-terrain tires are the best fit for most trucks and SUVs that spend the majority of their miles on pavement but regularly see gravel, dirt and light mud. They are quieter, last longer and handle rain and snow better than more aggressive designs.",
        "Mud-terrain tires have large, open tread blocks that clean themselves in deep mud and grip rock, plus tougher sidewalls. In exchange they are louder, wear faster on pavement and give up some wet and icy-road grip. Hybrid or rugged-terrain tires sit between the two.",
        "For serious trail use, choose LT construction with a load range C, D or E and a three-ply sidewall if it's available. Before going up in size, check clearance at full steering lock and suspension travel, and plan for speedometer recalibration and, on larger jumps, new axle gearing.",
      ],
    },
    {
      id: "off-road-air-pressure",
      title: "Off-Road Air Pressure",
      paragraphs: [
        "Lowering pressure (airing down) lengthens the tire's footprint, so it floats over sand, wraps around rocks and resists punctures. It is the single biggest traction improvement you can make on the trail.",
        "As a starting point, run 12-18 PSI in sand and 20-25 PSI on rocks, adjusting for vehicle weight, tire size and load range. Heavier vehicles and stiffer load range E tires need the higher end of each range. Without beadlock wheels, very low pressures risk pushing the tire off the bead in a hard turn.",
        "Drive slowly and smoothly while aired down, avoid sharp turns at speed and reinflate to your door placard pressure before returning to pavement. Under-inflated tires on the highway overheat quickly.",
      ],
      bullets: [
        "Sand: 12-18 PSI",
        "Rocks: 20-25 PSI",
        "Reinflate to the placard pressure before highway driving",
        "Carry an accurate gauge and a compressor sized for your tires",
      ],
    },
    {
      id: "off-road-maintenance",
      title: "Off-Road Tire Maintenance",
      paragraphs: [
        "Aggressive tread wears unevenly and can cup quickly. Rotate off-road tires every 3,000-5,000 miles, and include a matching full-size spare in a five-tire rotation so all five wear together.",
        "After every trail run, wash off mud, which can throw tires out of balance, and inspect each tire for cuts, chunking, punctured sidewalls and stones wedged in the tread. Large off-road tires often need road-force balancing to ride smoothly.",
        "Lift kits, bumps and hard landings change alignment. Have it checked after any suspension change and whenever you notice pulling or uneven wear.",
      ],
    },
    {
      id: "off-road-lifespan",
      title: "Off-Road Tire Lifespan",
      paragraphs: [
        "How long off-road tires last depends on how you drive. Mud-terrain tires driven mostly on pavement can wear out far sooner than all-terrain tires, while careful rotation and correct pressure add thousands of miles to either type.",
        "Replace off-road tires at 4/32 inch if you drive them on wet pavement, and do not run them below the 2/32 inch legal minimum. Open-lug mud tires lose much of their mud and snow traction well before that.",
        "Trail damage, sun and heat age tires quickly. Replace any tire that is 6 or more years old, or sooner if you see sidewall cracking, bulges or cuts that reach the cords, and keep the spare in the same shape as the other four.",
      ],
    },
    {
      id: "recovery-gear",
      title: "Recovery Gear",
      paragraphs: [
        "Never head off-road without the gear to get yourself, or a friend, unstuck. A basic kit covers airing down and back up, fixing a tire on the trail and a safe recovery.",
        "Only attach straps to rated recovery points on the frame, never to a tow ball, tie-down loop or axle. Keep everyone well clear of the line during a pull, and lay a dampener or heavy jacket over a winch cable or kinetic rope to absorb energy if it breaks.",
        "A trail plug is a temporary fix. Have any plugged tire taken off the wheel and properly repaired or replaced as soon as you are back in town.",
      ],
      bullets: [
        "Tire pressure gauge and tire deflators",
        "Portable air compressor",
        "Tire plug kit and a full-size spare",
        "Traction boards and a shovel",
        "Kinetic recovery rope or strap with soft or rated shackles",
        "Tree saver strap, winch line dampener and gloves",
      ],
    },
  ],
  ctaTitle: "Talk to an Off-Road Tire Specialist",
  ctaText:
    "Tell us about your vehicle, your trails and how much of your driving is on pavement, and our specialists will recommend tires, sizes and load ranges that fit.",
  ctas: [
    {
      label: "Request an Off-Road Consultation",
      href: mailtoHref(brand.salesEmail, "Off-Road Tire Consultation"),
      external: true,
    },
  ],
};

export const tipTabs: TipTab[] = [general, seasonal, commercial, farm, offRoad];
