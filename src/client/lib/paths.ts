import { m } from "@/shared/i18n/paraglide/messages.js";

// Every path the client links to, in one place.
export const paths = {
  home: "/",
  services: "/services",
  stormWaitlist: "/storm-waitlist",
  book: "/book",
  checkout: "/booking/checkout",
  auth: "/auth",
  forgotPassword: "/auth/forgot-password",
  resetPassword: "/auth/reset-password",
  dashboard: "/dashboard",
  dashboardBookings: "/dashboard/bookings",
  dashboardProfile: "/dashboard/profile",
  dashboardMessages: "/dashboard/messages",
  dashboardInvoices: "/dashboard/invoices",
  /** One of the customer's invoices, printable (`generatePath` fills the id). */
  dashboardInvoice: "/dashboard/invoices/:id",
  technician: "/technician",
  admin: "/admin",
  adminJobs: "/admin/jobs",
  adminSchedule: "/admin/schedule",
  adminCustomers: "/admin/customers",
  /** A customer's history page (`generatePath` fills the id). */
  adminCustomer: "/admin/customers/:id",
  adminTechnicians: "/admin/technicians",
  adminUsers: "/admin/users",
  adminServices: "/admin/services",
  adminInvoices: "/admin/invoices",
  /** An invoice's printable page (`generatePath` fills the id). */
  adminInvoicePrint: "/admin/invoices/:id/print",
  adminWorkOrder: "/admin/jobs/:id/work-order",
  adminDaySheet: "/admin/technicians/:id/day-sheet",
  technicianDaySheet: "/technician/day-sheet",
  technicianWorkOrder: "/technician/jobs/:id/work-order",
  adminPayments: "/admin/payments",
  adminQuotes: "/admin/quotes",
  adminStormWaitlist: "/admin/storm-waitlist",
  adminInbox: "/admin/inbox",
  adminWebsite: "/admin/website",
  adminSettings: "/admin/settings",
} as const;

/** Landing-page sections the header and footer scroll to (customer-side.md §2 Landing page); `label()` in the page's language. */
export const SECTIONS = [
  { id: "home", label: () => m.nav_home() },
  { id: "services", label: () => m.nav_services() },
  { id: "about", label: () => m.nav_about() },
  { id: "contact", label: () => m.nav_contact() },
] as const;
export type TSectionId = (typeof SECTIONS)[number]["id"];

/** A job opened on the jobs page (`?job=<id>`), as links from other panes reach it. */
export const adminJobHref = (id: string) => `${paths.adminJobs}?job=${encodeURIComponent(id)}`;
/** An invoice opened on the invoices page (`?invoice=<id>`), as Payments links to it. */
export const adminInvoiceHref = (id: string) => `${paths.adminInvoices}?invoice=${encodeURIComponent(id)}`;
/** A customer's history page. */
export const adminCustomerHref = (id: string) => `${paths.adminCustomers}/${encodeURIComponent(id)}`;
/** A job's printable work order. */
export const adminWorkOrderHref = (id: string) => `/admin/jobs/${encodeURIComponent(id)}/work-order`;
export const technicianWorkOrderHref = (id: string) => `/technician/jobs/${encodeURIComponent(id)}/work-order`;
/** A technician's printable day sheet (today's when no date is given). */
export const adminDaySheetHref = (id: string, date?: string) =>
  `/admin/technicians/${encodeURIComponent(id)}/day-sheet${date ? `?date=${encodeURIComponent(date)}` : ""}`;
/** The jobs page showing one technician's jobs (`?technician=<id>`), as the Technicians pane links to it. */
export const adminTechnicianJobsHref = (id: string) => `${paths.adminJobs}?technician=${encodeURIComponent(id)}`;
