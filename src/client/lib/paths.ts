// Every path the client links to, in one place.
export const paths = {
  home: "/",
  services: "/services",
  book: "/book",
  checkout: "/booking/checkout",
  auth: "/auth",
  forgotPassword: "/auth/forgot-password",
  resetPassword: "/auth/reset-password",
  dashboard: "/dashboard",
  dashboardBookings: "/dashboard/bookings",
  dashboardProfile: "/dashboard/profile",
  technician: "/technician",
  admin: "/admin",
  adminJobs: "/admin/jobs",
  adminCustomers: "/admin/customers",
  adminTechnicians: "/admin/technicians",
  adminUsers: "/admin/users",
  adminServices: "/admin/services",
  adminInvoices: "/admin/invoices",
  adminPayments: "/admin/payments",
  adminQuotes: "/admin/quotes",
  adminWebsite: "/admin/website",
  adminSettings: "/admin/settings",
} as const;

/** Landing-page sections the header and footer scroll to (customer-side.md §2 Landing page). */
export const SECTIONS = [
  { id: "home", label: "Home" },
  { id: "services", label: "Services" },
  { id: "about", label: "About" },
  { id: "contact", label: "Contact" },
] as const;
export type TSectionId = (typeof SECTIONS)[number]["id"];
