import type { TRole } from "./roles.ts";

// Who may call what (STYLE.md habit 3). The server enforces this table on every route; the
// client's route guard and menus read the same table to hide what a user cannot reach, so the
// two cannot disagree (Permissions).
export type TAudience = "anyone" | "signed-in" | TRole;

export const PERMISSION_ACTIONS = ["create", "read", "update", "delete"] as const;
/**
 * Whose rows the permission reaches: `own` the viewer's own (their bookings, profile),
 * `assigned` what is assigned to the viewer (a technician's jobs), `any` everyone's (staff),
 * `public` what anyone may see or send (the catalogue, a booking request).
 */
export const PERMISSION_ACCESS = ["own", "any", "assigned", "public"] as const;
export type TPermissionAction = (typeof PERMISSION_ACTIONS)[number];
export type TPermissionAccess = (typeof PERMISSION_ACCESS)[number];
/** `action:entity:access`, e.g. `update:booking:own`; the entity is kebab-case. */
export type TPermissionShape = `${TPermissionAction}:${string}:${TPermissionAccess}`;

export const PERMISSIONS = {
  "read:catalogue:public": "anyone",
  "read:settings:public": "anyone",
  "create:booking:public": "anyone",
  // 0005: the checkout summary is read with the booking's unguessable id, without contact details.
  "read:booking-summary:public": "anyone",
  "create:emergency:public": "anyone",
  // decision 0158: an emergency's timeline, for its paying account or the holder of its signed token.
  "read:emergency-timeline:public": "anyone",
  "create:chat:public": "anyone",
  "read:chat:own": "signed-in",
  "create:quote:public": "anyone",
  // decision 0160: the storm waitlist; a request's place is read by its unguessable id.
  "create:storm-waitlist:public": "anyone",
  "read:storm-waitlist:public": "anyone",
  // decision 0144: a mailed invoice or estimate opened by its signed link, which is the key.
  "read:signed-document:public": "anyone",
  "update:signed-estimate:public": "anyone",
  // decision 0151: the signed invoice link's holder pays that invoice's balance.
  "create:signed-invoice-payment:public": "anyone",
  // decision 0014: a signed-out visitor asking who they are gets an answer, not a 401.
  "read:me:own": "anyone",
  "read:favorites:own": "signed-in",
  "read:bookings:own": "signed-in",
  "update:bookings:own": "signed-in",
  "read:payments:own": "signed-in",
  "read:invoices:own": "signed-in",
  // decision 0142: a customer pays the balance of their own invoice online.
  "create:invoice-payment:own": "signed-in",
  "read:profile:own": "signed-in",
  "update:profile:own": "signed-in",
  "update:favorites:own": "signed-in",
  "read:notifications:own": "signed-in",
  "update:notifications:own": "signed-in",
  // The signed-in viewer's live events (each event checked against them on the server).
  "read:events:own": "signed-in",
  "create:upload:own": ["admin", "technician"],
  // The areas: customer-side.md §2 and staff-side.md §2/§6 route tables. The client's route guard
  // asks these; the server's /api/admin and /api/technician scopes ask the same two.
  "read:dashboard:own": "signed-in",
  "read:admin-area:any": ["admin"],
  "read:technician-area:assigned": ["technician"],
  "read:technician:own": ["technician"],
  // Jobs: the technician's own jobs (their record's), started, completed, noted, photographed.
  "read:jobs:assigned": ["technician"],
  "update:jobs:assigned": ["technician"],
  "read:users:any": ["admin"],
  "read:emergencies:any": ["admin"],
  "update:user-role:any": ["admin"],
  "read:mail:any": ["admin"],
  // The admin home and jobs management.
  "read:admin-home:any": ["admin"],
  "read:jobs:any": ["admin"],
  "create:jobs:any": ["admin"],
  "update:jobs:any": ["admin"],
  "delete:jobs:any": ["admin"],
  // Quotes: the landing page's quote requests, answered or turned into jobs.
  "read:quotes:any": ["admin"],
  "read:storm-waitlist:any": ["admin"],
  "update:storm-waitlist:any": ["admin"],
  // Decision 0173: the weather service's alerts suggest storm-season mode to admins only.
  "read:storm-suggestions:any": ["admin"],
  "update:storm-suggestions:any": ["admin"],
  "update:quotes:any": ["admin"],
  // The service catalogue and its reviews (staff-side.md §2 Service Management).
  "read:services:any": ["admin"],
  "create:services:any": ["admin"],
  "update:services:any": ["admin"],
  "delete:services:any": ["admin"],
  "read:service-reviews:any": ["admin"],
  "create:service-reviews:any": ["admin"],
  "update:service-reviews:any": ["admin"],
  "delete:service-reviews:any": ["admin"],
  // Website: hero banners and banner ads (staff-side.md §2 Website Management).
  "read:website:any": ["admin"],
  "create:website:any": ["admin"],
  "update:website:any": ["admin"],
  "delete:website:any": ["admin"],
  // Invoices and Payments: issued on completion, e-mailed, marked paid; every payment listed.
  "read:invoices:any": ["admin"],
  "create:invoices:any": ["admin"],
  "update:invoices:any": ["admin"],
  "read:payments:any": ["admin"],
  // The Customers and Technicians panes (decisions 0056, 0057).
  "read:customers:any": ["admin"],
  // Customers added and edited by hand for phone-in work (decision 0153).
  "create:customers:any": ["admin"],
  "update:customers:any": ["admin"],
  "read:technicians:any": ["admin"],
  // decision 0152: technicians' working hours, skills and time off (the technician reads their own).
  "update:technicians:any": ["admin"],
  "read:technician-hours:own": ["technician"],
  // Settings pane: the business settings (decision 0053).
  "read:settings:any": ["admin"],
  "update:settings:any": ["admin"],
  // The technician's Measure and Estimate tabs (their own jobs only), and the customer's
  // decision on an estimate sent to them (the job's customer only; anyone else finds nothing).
  "read:measurements:assigned": ["technician"],
  "update:measurements:assigned": ["technician"],
  "read:estimates:assigned": ["technician"],
  "create:estimates:assigned": ["technician"],
  "update:estimates:assigned": ["technician"],
  "read:estimates:own": "signed-in",
  "update:estimates:own": "signed-in",
  // The support inbox.
  "read:inbox:any": ["admin"],
  "update:inbox:any": ["admin"],
} as const satisfies Record<TPermissionShape, TAudience | readonly TRole[]>;

export type TPermission = keyof typeof PERMISSIONS;

/** `role` is null for a signed-in user whose profile could not be read, undefined when signed out. */
export function can(role: TRole | null | undefined, permission: TPermission): boolean {
  const rule: TAudience | readonly TRole[] = PERMISSIONS[permission];
  if (rule === "anyone") return true;
  if (role === undefined) return false;
  if (rule === "signed-in") return true;
  if (role === null) return false;
  return typeof rule === "string" ? rule === role : rule.includes(role);
}
