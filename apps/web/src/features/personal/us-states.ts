// The names of the US states and DC for the state select (SPEC §5 STATES_ALL). Proper names, the same in
// every language of the shop, as they appear on the player's address.
import { US_STATES_ALL, type UsState } from '@shop/domain/personal';

// biome-ignore format: one state per line would be 51 lines of noise
const NAMES: Readonly<Record<UsState, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota',
  OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
  VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

/** Every state as a select option, in alphabetical order of the names. */
export function usStateOptions(): { value: UsState; label: string }[] {
  return US_STATES_ALL.map((code) => ({ value: code, label: NAMES[code] })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
}
