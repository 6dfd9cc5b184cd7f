// GPSD's texts for coded fields (gpsd_json.c in GPSD 3.22, what Debian's gpsd-clients prints),
// copied so `*_text` fields match GPSD exactly, spelling included.

const NAVIGATION_STATUS = [
  'Under way using engine',
  'At anchor',
  'Not under command',
  'Restricted manoeuverability',
  'Constrained by her draught',
  'Moored',
  'Aground',
  'Engaged in fishing',
  'Under way sailing',
  'Reserved for HSC',
  'Reserved for WIG',
  'Reserved',
  'Reserved',
  'Reserved',
  'Reserved',
  'Not defined',
];

const EPFD = [
  'Undefined',
  'GPS',
  'GLONASS',
  'Combined GPS/GLONASS',
  'Loran-C',
  'Chayka',
  'Integrated navigation system',
  'Surveyed',
  'Galileo',
];

// Ship types come in decades whose last digits share a pattern.
const CATEGORIES = [
  'all ships of this type',
  'Hazardous category A',
  'Hazardous category B',
  'Hazardous category C',
  'Hazardous category D',
  'Reserved for future use',
  'Reserved for future use',
  'Reserved for future use',
  'Reserved for future use',
];
const decade = (name: string, last: string): string[] => [
  ...CATEGORIES.map((category) => `${name} - ${category}`),
  `${name} - ${last}`,
];

const SHIP_TYPES: readonly string[] = [
  'Not available',
  ...Array<string>(19).fill('Reserved for future use'),
  ...decade('Wing in ground (WIG)', 'Reserved for future use'),
  'Fishing',
  'Towing',
  'Towing: length exceeds 200m or breadth exceeds 25m',
  'Dredging or underwater ops',
  'Diving ops',
  'Military ops',
  'Sailing',
  'Pleasure Craft',
  'Reserved',
  'Reserved',
  ...decade('High speed craft (HSC)', 'No additional information'),
  'Pilot Vessel',
  'Search and Rescue vessel',
  'Tug',
  'Port Tender',
  'Anti-pollution equipment',
  'Law Enforcement',
  'Spare - Local Vessel',
  'Spare - Local Vessel',
  'Medical Transport',
  'Ship according to RR Resolution No. 18',
  ...decade('Passenger', 'No additional information'),
  ...decade('Cargo', 'No additional information'),
  ...decade('Tanker', 'No additional information'),
  ...decade('Other Type', 'no additional information'),
];

/** Navigation status 0–15 as text. */
export function navigationStatusText(status: number): string {
  return NAVIGATION_STATUS[status] ?? 'Not defined';
}

/** Kind of position fixing device. */
export function epfdText(epfd: number): string {
  return EPFD[epfd] ?? 'INVALID EPFD';
}

/** Ship and cargo type 0–255 as text; GPSD names only 0–99. */
export function shipTypeText(shiptype: number): string {
  return SHIP_TYPES[shiptype] ?? 'INVALID SHIP TYPE';
}
