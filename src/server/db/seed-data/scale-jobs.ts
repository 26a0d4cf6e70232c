// The kinds of work in the scale data set: a title and description as a dispatcher
// writes them, the catalogue service it belongs to (by name, linked when the catalogue has it),
// its usual hours and its price: hourly work is rate × hours, flat work its price. Cents.

export type TScaleJobKind = {
  title: string;
  description: string;
  service: string;
  /** Usual estimated hours, in steps of 0.5. */
  hours: number[];
  hourly?: number;
  flat?: number;
  /** How common the kind is (relative). */
  weight: number;
};

export const SCALE_JOB_KINDS: TScaleJobKind[] = [
  {
    title: "Leaky kitchen faucet",
    description: "Drips constantly; cartridge likely worn.",
    service: "Plumbing Repair",
    hours: [1, 1.5],
    hourly: 9500,
    weight: 9,
  },
  { title: "Running toilet", description: "Fill valve runs every few minutes.", service: "Plumbing Repair", hours: [1], hourly: 9500, weight: 7 },
  { title: "Clogged bathroom sink", description: "Slow drain, hair clog suspected.", service: "Plumbing Repair", hours: [1, 1.5], hourly: 9500, weight: 6 },
  { title: "Garbage disposal replacement", description: "Unit hums but does not spin.", service: "Plumbing Repair", hours: [1.5, 2], hourly: 9500, weight: 3 },
  {
    title: "Water heater flush",
    description: "Popping noise, hot water runs out fast.",
    service: "Water Heater Service",
    hours: [1.5],
    flat: 14900,
    weight: 5,
  },
  {
    title: "Water heater replacement",
    description: "40-gallon electric tank leaking at the base.",
    service: "Water Heater Service",
    hours: [4, 5],
    flat: 149900,
    weight: 2,
  },
  {
    title: "GFCI outlet keeps tripping",
    description: "Bathroom circuit goes dead with the hair dryer.",
    service: "Electrical Repair",
    hours: [1, 1.5],
    hourly: 10500,
    weight: 6,
  },
  { title: "Replace light switches", description: "Swap six switches for dimmers.", service: "Electrical Repair", hours: [1.5, 2], hourly: 10500, weight: 3 },
  {
    title: "Ceiling fan install",
    description: "Replace a light fixture with a 52-inch fan.",
    service: "Ceiling Fan & Light Install",
    hours: [1.5, 2],
    flat: 12900,
    weight: 7,
  },
  { title: "AC tune-up", description: "Annual service before summer; condensate line clogs.", service: "AC Tune-Up", hours: [1, 1.5], flat: 8900, weight: 10 },
  {
    title: "AC blowing warm air",
    description: "Outdoor fan not spinning; capacitor suspected.",
    service: "AC Repair",
    hours: [1.5, 2, 3],
    hourly: 11500,
    weight: 8,
  },
  { title: "AC drain line clog", description: "Water in the drain pan, float switch tripped.", service: "AC Repair", hours: [1], hourly: 11500, weight: 5 },
  {
    title: "Roof leak after storm",
    description: "Stain spreading on the living-room ceiling.",
    service: "Roof Leak Repair",
    hours: [3, 4],
    flat: 34900,
    weight: 3,
  },
  {
    title: "Drywall patch and paint",
    description: "Door-knob hole and a few nail pops.",
    service: "Handyman Services",
    hours: [2, 3],
    hourly: 8500,
    weight: 6,
  },
  {
    title: "Handyman punch list",
    description: "Loose handrail, sticky door, caulk the tub.",
    service: "Handyman Services",
    hours: [2, 3, 4],
    hourly: 8500,
    weight: 8,
  },
  {
    title: "Hang shelves and mirrors",
    description: "Four shelves and a large mirror on drywall.",
    service: "Handyman Services",
    hours: [2],
    hourly: 8500,
    weight: 3,
  },
  {
    title: "Sliding door off track",
    description: "Patio slider drags; rollers worn.",
    service: "Door Repair & Install",
    hours: [1.5, 2],
    flat: 17900,
    weight: 3,
  },
  {
    title: "Interior door install",
    description: "Pre-hung door for the spare bedroom.",
    service: "Door Repair & Install",
    hours: [2, 3],
    flat: 17900,
    weight: 2,
  },
  { title: "Paint two bedrooms", description: "Walls and trim, colours chosen.", service: "Interior Painting", hours: [6, 8], hourly: 7500, weight: 3 },
  { title: "Accent wall", description: "One living-room wall, dark colour.", service: "Interior Painting", hours: [3, 4], hourly: 7500, weight: 2 },
  {
    title: "Pressure wash driveway",
    description: "Driveway and front walk, mildew stains.",
    service: "Pressure Washing",
    hours: [2, 3],
    flat: 19900,
    weight: 5,
  },
  { title: "Lawn cleanup", description: "Overgrown beds, palm fronds, edging.", service: "Lawn Care & Yard Cleanup", hours: [2, 3], hourly: 6500, weight: 5 },
  { title: "Fence panels down", description: "Two wood panels and a post after a storm.", service: "Fence Repair", hours: [3, 4], flat: 24900, weight: 4 },
  { title: "Pool gate latch", description: "Self-closing latch no longer catches.", service: "Fence Repair", hours: [1], flat: 24900, weight: 2 },
  {
    title: "Cracked floor tiles",
    description: "Replace four cracked kitchen tiles.",
    service: "Tile Installation & Repair",
    hours: [3, 4],
    hourly: 9000,
    weight: 3,
  },
  {
    title: "Regrout shower",
    description: "Mouldy grout in the primary shower.",
    service: "Tile Installation & Repair",
    hours: [4, 5],
    hourly: 9000,
    weight: 2,
  },
  {
    title: "Mount TV over fireplace",
    description: "75-inch TV, hide the cables in the wall.",
    service: "TV Mounting",
    hours: [1.5, 2],
    flat: 12900,
    weight: 5,
  },
  {
    title: "Assemble bedroom set",
    description: "Bed frame, dresser and two nightstands.",
    service: "Furniture Assembly",
    hours: [2, 3],
    hourly: 7000,
    weight: 4,
  },
  {
    title: "Holiday lights install",
    description: "Roofline and two palms, timer included.",
    service: "Holiday Lighting Install",
    hours: [3],
    flat: 29900,
    weight: 2,
  },
  {
    title: "Emergency water leak",
    description: "Water coming through the ceiling; main shut off.",
    service: "Plumbing Repair",
    hours: [2, 3],
    hourly: 9500,
    weight: 2,
  },
];
