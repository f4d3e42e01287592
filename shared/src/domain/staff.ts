// Staff and what each role may use: one table, read by the api (it refuses) and the back office (it
// shows only what the role may open).

export const STAFF_ROLES = ['owner', 'orders', 'catalog'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/** The back office's areas and the roles that may use each; the owner may use every one. */
export const BACKOFFICE_AREAS = {
  dashboard: ['owner', 'orders', 'catalog'],
  orders: ['owner', 'orders'],
  messages: ['owner', 'orders'],
  mails: ['owner', 'orders'],
  catalog: ['owner', 'catalog'],
  staff: ['owner'],
  audit: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type BackofficeArea = keyof typeof BACKOFFICE_AREAS;

export const BACKOFFICE_AREA_NAMES = Object.keys(BACKOFFICE_AREAS) as BackofficeArea[];

/** Whether any of `roles` may use `area`. */
export function mayUse(roles: readonly StaffRole[], area: BackofficeArea): boolean {
  const allowed: readonly StaffRole[] = BACKOFFICE_AREAS[area];
  return roles.some((role) => allowed.includes(role));
}

/** What a role is for, as the back office and `npm run ops` describe it. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including staff and the audit log',
  orders: 'Orders, shipping, cancellations and refunds, customer messages, the mails sent',
  catalog: 'Products, prices, stock and coupons',
};

export const STAFF_MESSAGES = {
  staffOnly: 'This part of Harmony is for its staff only.',
  areaRefused: (area: BackofficeArea) =>
    `Your role does not include ${area}. Ask the shop's owner to grant it if you need it.`,
  unknownRole: `Unknown role. Roles: ${STAFF_ROLES.join(', ')}.`,
  accountNotFound: 'No account has that email or mobile number.',
  lastOwner: 'The shop needs at least one owner: grant the role to someone else first.',
} as const;
