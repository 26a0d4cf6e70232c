import { Link, NavLink } from "react-router";
import {
  ArrowLeft,
  Briefcase,
  CalendarDays,
  CloudLightning,
  CreditCard,
  FileText,
  Globe,
  Inbox,
  LayoutDashboard,
  LogOut,
  Receipt,
  Settings,
  UserCog,
  Users,
  Wrench,
} from "lucide-react";
import { useInboxUnread } from "@/client/features/inbox/api/get-inbox-unread.ts";
import { useSignOut } from "@/client/lib/auth/use-sign-out.ts";
import { cn } from "@/client/lib/cn.ts";
import { paths } from "@/client/lib/paths.ts";
import { Brand } from "@/client/ui/brand.tsx";

// staff-side.md §2: the admin side menu, in this order, with the Customers, Technicians, Invoices, Payments and Quotes entries added to it.
const LINKS = [
  { to: paths.admin, label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: paths.adminJobs, label: "Jobs", icon: Briefcase, end: false },
  // The schedule board.
  { to: paths.adminSchedule, label: "Schedule", icon: CalendarDays, end: false },
  { to: paths.adminCustomers, label: "Customers", icon: Users, end: false },
  // The side menu gains Quotes (the landing page's quote requests).
  { to: paths.adminQuotes, label: "Quotes", icon: FileText, end: false },
  // Storm-season mode's triage waitlist (decision 0160).
  { to: paths.adminStormWaitlist, label: "Storm waitlist", icon: CloudLightning, end: false },
  // The support inbox, with its unread count.
  { to: paths.adminInbox, label: "Inbox", icon: Inbox, end: false },
  { to: paths.adminTechnicians, label: "Technicians", icon: UserCog, end: false },
  { to: paths.adminServices, label: "Services", icon: Wrench, end: false },
  { to: paths.adminInvoices, label: "Invoices", icon: Receipt, end: false },
  // The side menu gains Payments.
  { to: paths.adminPayments, label: "Payments", icon: CreditCard, end: false },
  { to: paths.adminWebsite, label: "Website", icon: Globe, end: false },
  { to: paths.adminSettings, label: "Settings", icon: Settings, end: false },
] as const;

const ITEM =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-white [&_svg]:size-4.5 [&_svg]:shrink-0";

export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { signOut, pending } = useSignOut();
  const unread = useInboxUnread().data?.unread ?? 0;

  return (
    <div className="flex h-full flex-col bg-brand-950 px-3 py-4 text-white">
      <div className="px-2 pb-6">
        {/* Spec: the brand in the admin menu goes to /dashboard. */}
        <Brand to={paths.dashboard} tone="dark" suffix="Admin" onNavigate={onNavigate} />
      </div>
      {/* The menu scrolls on a short screen, so Back to Website and Sign Out stay on the dark panel. */}
      <nav aria-label="Admin" className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
        <ul className="space-y-1">
          {LINKS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) => cn(ITEM, isActive ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white")}
              >
                <Icon aria-hidden="true" />
                {label}
                {to === paths.adminInbox && unread > 0 ? (
                  <span className="ml-auto rounded-full bg-accent-600 px-2 py-0.5 text-xs font-bold text-white">
                    {unread > 99 ? "99+" : unread}
                    <span className="sr-only"> unread</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-2 space-y-1 border-t border-white/10 pt-4">
        <Link to={paths.home} onClick={onNavigate} className={cn(ITEM, "text-brand-100 hover:bg-white/10 hover:text-white")}>
          <ArrowLeft aria-hidden="true" />
          Back to Website
        </Link>
        <button
          type="button"
          disabled={pending}
          onClick={() => {
            onNavigate?.();
            void signOut();
          }}
          className={cn(ITEM, "text-brand-100 hover:bg-white/10 hover:text-white disabled:opacity-60")}
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </button>
      </div>
    </div>
  );
}
