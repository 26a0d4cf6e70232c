import { Link } from "react-router";
import { House } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";

type TBrandProps = {
  to: string;
  tone?: "light" | "dark";
  suffix?: string;
  /** Hide the suffix on phones, where the header is narrow. */
  compactSuffix?: boolean;
  onNavigate?: () => void;
};

/** The HomeFix mark and name, linking to `to`. `tone="dark"` is for dark backgrounds. */
export function Brand({ to, tone = "light", suffix, compactSuffix = false, onNavigate }: TBrandProps) {
  return (
    <Link to={to} onClick={onNavigate} className={cn("flex shrink-0 items-center gap-2 rounded-lg", tone === "dark" && "focus-visible:outline-white")}>
      <span className="grid size-9 place-items-center rounded-lg bg-brand-600 text-white shadow-sm">
        <House aria-hidden="true" className="size-5" />
      </span>
      <span className={cn("text-xl font-extrabold tracking-tight", tone === "dark" ? "text-white" : "text-brand-900")}>
        Home<span className={tone === "dark" ? "text-accent-300" : "text-accent-600"}>Fix</span>
      </span>
      {suffix ? (
        <span
          className={cn(
            "rounded-md px-1.5 py-0.5 text-xs font-semibold",
            compactSuffix && "hidden sm:inline",
            tone === "dark" ? "bg-white/10 text-brand-100" : "bg-brand-50 text-brand-700",
          )}
        >
          {suffix}
        </span>
      ) : null}
    </Link>
  );
}
