import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { DashboardFrame } from "./layouts/dashboard-frame.tsx";
import { RequireAuth } from "./guard.tsx";
import { landingData, serviceData, servicesData } from "./public-data.ts";
import { Root } from "./routes/root.tsx";
import { RouteError } from "./routes/route-error.tsx";

// Every screen is a lazy route: a page downloads only the code it shows.
// customer-side.md §2 and staff-side.md §2 route tables.

/**
 * The public pages are rendered on the server (decision 0087): their loaders put the
 * data they show in the query cache, awaited on the server and started alongside the page's
 * code in the browser.
 */
const publicRoutes = (queryClient: QueryClient): RouteObject => ({
  // `handle.module`: the route's code, which the server preloads with the page it renders.
  handle: { module: "src/client/app/layouts/public-layout.tsx" },
  lazy: () => import("./layouts/public-layout.tsx").then((m) => ({ Component: m.PublicLayout })),
  children: [
    ...localizedPublicRoutes(queryClient),
    // Decision 0164: the same pages in Spanish under /es (the messages read the language from
    // the path). Only Spanish has a prefix: /fr/services is the English not-found page.
    { path: "es", children: localizedPublicRoutes(queryClient) },
    {
      path: "book",
      lazy: () => import("@/client/features/bookings/pages/book-page.tsx").then((m) => ({ Component: m.BookPage })),
    },
    {
      // A guest's signed link back to their conversation (from a reply e-mail).
      path: "chat/:id",
      lazy: () => import("@/client/features/chat/pages/chat-link-page.tsx").then((m) => ({ Component: m.ChatLinkPage })),
    },
    {
      // Decision 0158: an emergency's timeline, by the account's session or the receipt's signed link.
      path: "emergency/:bookingId",
      lazy: () => import("@/client/features/emergency/pages/emergency-timeline-page.tsx").then((m) => ({ Component: m.EmergencyTimelinePage })),
    },
    {
      // Decision 0144: the estimate a mail's signed link opens, without an account.
      path: "documents/estimate",
      lazy: () => import("@/client/features/account/pages/linked-estimate-page.tsx").then((m) => ({ Component: m.LinkedEstimatePage })),
    },
    {
      path: "booking/checkout",
      lazy: () => import("@/client/features/bookings/pages/checkout-page.tsx").then((m) => ({ Component: m.CheckoutPage })),
    },
  ],
});

/** The public pages a visitor reads in either language: the landing, the catalogue, a service, the storm waitlist, not found. */
function localizedPublicRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      loader: ({ request }) => landingData(queryClient, new URL(request.url)),
      handle: { module: "src/client/app/routes/landing-page.tsx" },
      lazy: () => import("./routes/landing-page.tsx").then((m) => ({ Component: m.LandingPage })),
    },
    {
      path: "services",
      loader: ({ request }) => servicesData(queryClient, new URL(request.url)),
      handle: { module: "src/client/app/routes/services-page.tsx" },
      lazy: () => import("./routes/services-page.tsx").then((m) => ({ Component: m.ServicesPage })),
    },
    {
      path: "services/:id",
      loader: ({ params }) => serviceData(queryClient, params.id ?? ""),
      handle: { module: "src/client/features/catalogue/pages/service-page.tsx" },
      lazy: () => import("@/client/features/catalogue/pages/service-page.tsx").then((m) => ({ Component: m.ServicePage })),
    },
    {
      // Decision 0171: the storm waitlist, rendered in the browser (storm mode is rare; the page needs no search engine).
      path: "storm-waitlist",
      lazy: () => import("@/client/features/storm/pages/storm-waitlist-page.tsx").then((m) => ({ Component: m.StormWaitlistPage })),
    },
    { path: "*", lazy: () => import("./routes/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage })) },
  ];
}

const authRoutes: RouteObject = {
  path: "auth",
  children: [
    { index: true, lazy: () => import("@/client/features/auth/pages/auth-page.tsx").then((m) => ({ Component: m.AuthPage })) },
    {
      path: "forgot-password",
      lazy: () => import("@/client/features/auth/pages/forgot-password-page.tsx").then((m) => ({ Component: m.ForgotPasswordPage })),
    },
    {
      path: "reset-password",
      lazy: () => import("@/client/features/auth/pages/reset-password-page.tsx").then((m) => ({ Component: m.ResetPasswordPage })),
    },
  ],
};

const dashboardRoutes: RouteObject = {
  path: "dashboard",
  // The dashboard's frame, not a spinner, while the session is asked for (decision 0159).
  element: <RequireAuth permission="read:dashboard:own" pending={<DashboardFrame />} />,
  children: [
    {
      lazy: () => import("./layouts/dashboard-layout.tsx").then((m) => ({ Component: m.DashboardLayout })),
      // The server draws these two pages' frame (decision 0187) and preloads their code with it.
      handle: { module: "src/client/app/layouts/dashboard-layout.tsx" },
      children: [
        {
          index: true,
          lazy: () => import("./routes/dashboard-home-page.tsx").then((m) => ({ Component: m.DashboardHomePage })),
          handle: { module: "src/client/app/routes/dashboard-home-page.tsx" },
        },
        {
          path: "bookings",
          lazy: () => import("@/client/features/account/pages/my-bookings-page.tsx").then((m) => ({ Component: m.MyBookingsPage })),
          handle: { module: "src/client/features/account/pages/my-bookings-page.tsx" },
        },
        {
          path: "invoices",
          lazy: () => import("@/client/features/invoices/pages/my-invoices-page.tsx").then((m) => ({ Component: m.MyInvoicesPage })),
        },
        {
          path: "profile",
          lazy: () => import("@/client/features/profile/pages/profile-page.tsx").then((m) => ({ Component: m.ProfilePage })),
        },
        {
          path: "messages/:id?",
          lazy: () => import("@/client/features/chat/pages/my-messages-page.tsx").then((m) => ({ Component: m.MyMessagesPage })),
        },
      ],
    },
    // A printable page, outside the dashboard's layout as the office's is.
    {
      path: "invoices/:id",
      lazy: () => import("@/client/features/invoices/pages/my-invoice-page.tsx").then((m) => ({ Component: m.MyInvoicePage })),
    },
  ],
};

const technicianRoutes: RouteObject = {
  path: "technician",
  element: <RequireAuth permission="read:technician-area:assigned" />,
  children: [
    // The technician's own day sheet and work orders, printable, outside the app's layout.
    {
      path: "day-sheet",
      lazy: () => import("@/client/features/work-orders/pages/day-sheet-page.tsx").then((m) => ({ Component: m.TechnicianDaySheetPage })),
    },
    {
      path: "jobs/:id/work-order",
      lazy: () => import("@/client/features/work-orders/pages/work-order-page.tsx").then((m) => ({ Component: m.TechnicianWorkOrderPage })),
    },
    {
      lazy: () => import("./layouts/technician-layout.tsx").then((m) => ({ Component: m.TechnicianLayout })),
      children: [
        {
          index: true,
          lazy: () =>
            import("@/client/features/technician-app/pages/technician-dashboard-page.tsx").then((m) => ({
              Component: m.TechnicianDashboardPage,
            })),
        },
      ],
    },
  ],
};

const adminRoutes: RouteObject = {
  path: "admin",
  element: <RequireAuth permission="read:admin-area:any" />,
  children: [
    // An invoice's printable page, outside the admin layout so only the invoice prints.
    {
      path: "invoices/:id/print",
      lazy: () => import("@/client/features/invoices/pages/invoice-print-page.tsx").then((m) => ({ Component: m.InvoicePrintPage })),
    },
    // A job's work order and a technician's day sheet, printable, outside the admin layout.
    {
      path: "jobs/:id/work-order",
      lazy: () => import("@/client/features/work-orders/pages/work-order-page.tsx").then((m) => ({ Component: m.WorkOrderPage })),
    },
    {
      path: "technicians/:id/day-sheet",
      lazy: () => import("@/client/features/work-orders/pages/day-sheet-page.tsx").then((m) => ({ Component: m.AdminDaySheetPage })),
    },
    {
      lazy: () => import("./layouts/admin-layout.tsx").then((m) => ({ Component: m.AdminLayout })),
      children: [
        {
          index: true,
          lazy: () => import("./routes/admin-home-page.tsx").then((m) => ({ Component: m.AdminHomePage })),
        },
        {
          path: "jobs",
          lazy: () => import("@/client/features/jobs/pages/admin-jobs-page.tsx").then((m) => ({ Component: m.AdminJobsPage })),
        },
        {
          // The schedule board.
          path: "schedule",
          lazy: () => import("@/client/features/jobs/pages/schedule-page.tsx").then((m) => ({ Component: m.SchedulePage })),
        },
        {
          path: "customers",
          lazy: () => import("@/client/features/customers/pages/admin-customers-page.tsx").then((m) => ({ Component: m.AdminCustomersPage })),
        },
        {
          path: "customers/:id",
          lazy: () => import("@/client/features/customers/pages/admin-customer-page.tsx").then((m) => ({ Component: m.AdminCustomerPage })),
        },
        {
          path: "technicians",
          lazy: () =>
            import("@/client/features/technicians/pages/admin-technicians-page.tsx").then((m) => ({
              Component: m.AdminTechniciansPage,
            })),
        },
        {
          path: "users",
          lazy: () => import("@/client/features/users/pages/admin-users-page.tsx").then((m) => ({ Component: m.AdminUsersPage })),
        },
        {
          path: "services",
          lazy: () => import("@/client/features/catalogue-admin/pages/admin-services-page.tsx").then((m) => ({ Component: m.AdminServicesPage })),
        },
        {
          path: "invoices",
          lazy: () => import("@/client/features/invoices/pages/admin-invoices-page.tsx").then((m) => ({ Component: m.AdminInvoicesPage })),
        },
        {
          path: "payments",
          lazy: () => import("@/client/features/payments/pages/admin-payments-page.tsx").then((m) => ({ Component: m.AdminPaymentsPage })),
        },
        {
          path: "storm-waitlist",
          lazy: () => import("@/client/features/storm/pages/admin-storm-waitlist-page.tsx").then((m) => ({ Component: m.AdminStormWaitlistPage })),
        },
        {
          path: "quotes",
          lazy: () => import("@/client/features/quotes-admin/pages/admin-quotes-page.tsx").then((m) => ({ Component: m.AdminQuotesPage })),
        },
        {
          path: "inbox",
          lazy: () => import("@/client/features/inbox/pages/admin-inbox-page.tsx").then((m) => ({ Component: m.AdminInboxPage })),
        },
        {
          path: "website",
          lazy: () => import("@/client/features/website/pages/admin-website-page.tsx").then((m) => ({ Component: m.AdminWebsitePage })),
        },
        {
          path: "settings",
          lazy: () => import("./routes/admin-settings-page.tsx").then((m) => ({ Component: m.AdminSettingsPage })),
        },
      ],
    },
  ],
};

/** The whole route tree; its loaders warm `queryClient` (one per request on the server). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: Root,
      ErrorBoundary: RouteError,
      HydrateFallback: () => <LoadingState fullScreen />,
      children: [
        publicRoutes(queryClient),
        authRoutes,
        dashboardRoutes,
        technicianRoutes,
        adminRoutes,
        // Decision 0144: the invoice a mail's signed link opens, printable, outside every layout.
        {
          path: "documents/invoice",
          lazy: () => import("@/client/features/invoices/pages/linked-invoice-page.tsx").then((m) => ({ Component: m.LinkedInvoicePage })),
        },
      ],
    },
  ];
}
