/** States and their cities offered at registration and in the address form (SPEC §5). */
export const CITIES_BY_STATE = {
  Maharashtra: ['Mumbai', 'Pune', 'Nagpur', 'Nashik'],
  Karnataka: ['Bengaluru', 'Mysuru', 'Mangaluru'],
  'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai'],
  Delhi: ['New Delhi', 'Dwarka', 'Rohini'],
} as const satisfies Record<string, readonly string[]>;

export type State = keyof typeof CITIES_BY_STATE;
export const STATES = Object.keys(CITIES_BY_STATE) as State[];

export function isState(value: unknown): value is State {
  return typeof value === 'string' && Object.hasOwn(CITIES_BY_STATE, value);
}

export function citiesOf(state: unknown): readonly string[] {
  return isState(state) ? CITIES_BY_STATE[state] : [];
}

export function isCityOf(state: unknown, city: unknown): boolean {
  return typeof city === 'string' && citiesOf(state).includes(city);
}
