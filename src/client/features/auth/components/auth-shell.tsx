import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { ArrowLeft } from "lucide-react";
import { paths } from "@/client/lib/paths.ts";
import { Brand } from "@/client/ui/brand.tsx";
import { Button } from "@/client/ui/button.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "@/client/ui/skip-link.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TAuthShellProps = { title: string; description: ReactNode; children: ReactNode };

/** The frame of the sign-in, sign-up and password pages: brand, a card, and Back to Home. */
export function AuthShell({ title, description, children }: TAuthShellProps) {
  const navigate = useNavigate();
  return (
    <div className="relative isolate flex min-h-svh flex-col bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-15 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:28px_28px]"
      />
      <SkipLink />
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-6 sm:pt-10">
        <Brand to={paths.home} tone="dark" />
        <Button variant="outlineInverse" size="sm" onClick={() => void navigate(paths.home)}>
          <ArrowLeft aria-hidden="true" />
          {m.auth_back_to_home()}
        </Button>
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 py-8">
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <div className="mt-1 mb-6 text-sm text-slate-600">{description}</div>
          {children}
        </div>
        <p className="mt-6 text-center text-xs text-brand-100">{m.auth_licensed()}</p>
      </main>
    </div>
  );
}
