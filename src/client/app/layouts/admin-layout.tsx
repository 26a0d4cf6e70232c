import { useState } from "react";
import { Outlet } from "react-router";
import { Menu } from "lucide-react";
import { NotificationsMenu } from "@/client/features/notifications/components/notifications-menu.tsx";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { Button } from "@/client/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/client/ui/sheet.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "@/client/ui/skip-link.tsx";
import { AdminSidebar } from "./admin-sidebar.tsx";

// staff-side.md §2 Admin layout: a side menu that collapses on small screens.
export function AdminLayout() {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="min-h-svh bg-slate-50">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 lg:block">
        <AdminSidebar />
      </aside>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6 lg:px-8">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
                <Menu aria-hidden="true" className="!size-6" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="bg-brand-950 text-white">
              <SheetTitle className="sr-only">Admin menu</SheetTitle>
              <SheetDescription className="sr-only">Go to an area of the back office</SheetDescription>
              <AdminSidebar onNavigate={() => setMenuOpen(false)} />
            </SheetContent>
          </Sheet>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-900">Welcome back, Admin</p>
            <p className="truncate text-xs text-slate-600">{user?.email}</p>
          </div>
          <div className="ml-auto">
            <NotificationsMenu />
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
