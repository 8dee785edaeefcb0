/**
 * Staff roles and what each may reach (issue 17). The server checks the area of every back-office
 * call and page against this table; the UI only hides what the server would refuse anyway.
 */
export const STAFF_ROLES = ["owner", "merchandiser", "customer_service"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_AREAS = [
  "orders",
  "customers",
  "subscriptions",
  "verifications",
  "reviews",
  "catalogue",
  "content",
  "stores",
  "staff",
  "audit",
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/** Owner: everything; merchandiser: catalogue, content, stores; customer service: orders, customers, subscriptions, verifications, reviews. */
export const ROLE_AREAS: Record<StaffRole, readonly StaffArea[]> = {
  owner: STAFF_AREAS,
  merchandiser: ["catalogue", "content", "stores"],
  customer_service: ["orders", "customers", "subscriptions", "verifications", "reviews"],
};

export function roleCanReach(role: StaffRole, area: StaffArea): boolean {
  return ROLE_AREAS[role].includes(area);
}

/** The signed-in staff member a back-office call acts as; passed to services so they can audit. */
export interface StaffActor {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** One audit-log entry: what was done to which record, with the record before and after. */
export interface AuditEntry {
  /** A verb in the area's words: "order.ship", "review.approve", "product.update". */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}
