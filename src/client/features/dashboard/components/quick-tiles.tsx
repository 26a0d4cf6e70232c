import { Link } from "react-router";
import { CalendarCheck, ChevronRight, MapPin, Receipt, Wrench } from "lucide-react";
import { paths } from "@/client/lib/paths.ts";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// customer-side.md §2 Dashboard home: four quick tiles, each leading somewhere real.
// The words are said when drawn, in the customer's language.
const TILES = () =>
  [
    { label: m.dash_tile_book(), hint: m.dash_tile_book_hint(), to: paths.services, icon: Wrench, tone: "bg-brand-50 text-brand-700" },
    { label: m.dash_tile_bookings(), hint: m.dash_tile_bookings_hint(), to: paths.dashboardBookings, icon: CalendarCheck, tone: "bg-green-50 text-green-700" },
    {
      label: m.dash_tile_payments(),
      hint: m.dash_tile_payments_hint(),
      to: `${paths.dashboardBookings}#payments`,
      icon: Receipt,
      tone: "bg-violet-50 text-violet-700",
    },
    { label: m.dash_tile_areas(), hint: m.dash_tile_areas_hint(), to: `${paths.home}#contact`, icon: MapPin, tone: "bg-accent-50 text-accent-700" },
  ] as const;

const TILE = "flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";

/**
 * `loading`: the tiles' outline while the dashboard holds its content until what decides its
 * layout is known: the same boxes, their words as placeholders, so they take the same room.
 */
export function QuickTiles({ loading = false }: { loading?: boolean }) {
  if (loading) {
    return (
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {TILES().map(({ label, hint }) => (
          <li key={label}>
            <div className={TILE}>
              <Skeleton className="size-11 rounded-xl" />
              <span className="flex items-center justify-between gap-1">
                <span className="font-semibold text-transparent">
                  <span className="rounded bg-slate-200 box-decoration-clone motion-safe:animate-pulse">{label}</span>
                </span>
                <span className="size-4 shrink-0" />
              </span>
              <span className="-mt-2 hidden text-sm text-transparent sm:block">
                <span className="rounded bg-slate-100 box-decoration-clone">{hint}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <nav aria-label={m.dash_tiles_label()}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {TILES().map(({ label, hint, to, icon: Icon, tone }) => (
          <li key={label}>
            <Link to={to} className={`group ${TILE} transition-shadow hover:border-brand-300 hover:shadow-md`}>
              <span className={`grid size-11 place-items-center rounded-xl ${tone}`}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex items-center justify-between gap-1">
                <span className="font-semibold text-slate-900">{label}</span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="-mt-2 hidden text-sm text-slate-600 sm:block">{hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
