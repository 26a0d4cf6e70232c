import { createBrowserRouter, type RouteObject } from "react-router";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { RequireAuth } from "./guard.tsx";
import { Root } from "./routes/root.tsx";
import { RouteError } from "./routes/route-error.tsx";
import { queryClient } from "./query-client.ts";
import { heroBannersQueryOptions } from "@/client/features/marketing/api/get-hero-banners.ts";

// Every screen is a lazy route: a page downloads only the code it shows.
// customer-side.md §2 and staff-side.md §2 route tables.

const publicRoutes: RouteObject = {
  lazy: () => import("./layouts/public-layout.tsx").then((m) => ({ Component: m.PublicLayout })),
  children: [
    {
      index: true,
      // Loaders run alongside `lazy`: the hero's data (the largest paint) is on its way while
      // the page's code downloads, instead of after it (bench/README.md).
      loader: () => {
        void queryClient.prefetchQuery(heroBannersQueryOptions());
        return null;
      },
      lazy: () => import("./routes/landing-page.tsx").then((m) => ({ Component: m.LandingPage })),
    },
    {
      path: "services",
      lazy: () => import("./routes/services-page.tsx").then((m) => ({ Component: m.ServicesPage })),
    },
    {
      path: "book",
      lazy: () => import("@/client/features/bookings/pages/book-page.tsx").then((m) => ({ Component: m.BookPage })),
    },
    {
      path: "booking/checkout",
      lazy: () => import("@/client/features/bookings/pages/checkout-page.tsx").then((m) => ({ Component: m.CheckoutPage })),
    },
    { path: "*", lazy: () => import("./routes/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage })) },
  ],
};

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
  element: <RequireAuth permission="read:dashboard:own" />,
  children: [
    {
      lazy: () => import("./layouts/dashboard-layout.tsx").then((m) => ({ Component: m.DashboardLayout })),
      children: [
        {
          index: true,
          lazy: () => import("./routes/dashboard-home-page.tsx").then((m) => ({ Component: m.DashboardHomePage })),
        },
        {
          path: "bookings",
          lazy: () => import("@/client/features/account/pages/my-bookings-page.tsx").then((m) => ({ Component: m.MyBookingsPage })),
        },
        {
          path: "profile",
          lazy: () => import("@/client/features/profile/pages/profile-page.tsx").then((m) => ({ Component: m.ProfilePage })),
        },
      ],
    },
  ],
};

const technicianRoutes: RouteObject = {
  path: "technician",
  element: <RequireAuth permission="read:technician-area:assigned" />,
  children: [
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
          path: "customers",
          lazy: () => import("@/client/features/customers/pages/admin-customers-page.tsx").then((m) => ({ Component: m.AdminCustomersPage })),
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
          path: "quotes",
          lazy: () => import("@/client/features/quotes-admin/pages/admin-quotes-page.tsx").then((m) => ({ Component: m.AdminQuotesPage })),
        },
        {
          path: "website",
          lazy: () => import("@/client/features/website/pages/admin-website-page.tsx").then((m) => ({ Component: m.AdminWebsitePage })),
        },
        {
          path: "settings",
          lazy: () => import("@/client/features/settings/pages/admin-settings-page.tsx").then((m) => ({ Component: m.AdminSettingsPage })),
        },
      ],
    },
  ],
};

export const router = createBrowserRouter([
  {
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <LoadingState fullScreen />,
    children: [publicRoutes, authRoutes, dashboardRoutes, technicianRoutes, adminRoutes],
  },
]);
