import { Phone } from "lucide-react";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { cn } from "@/client/lib/cn.ts";
import { telHref } from "@/client/lib/format.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { buttonClassName, type TButtonSize, type TButtonVariant } from "@/client/ui/button.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";

type TCallButtonProps = {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** "number" shows the phone number; "label" shows `label`; "responsive" shows an icon on phones. */
  display?: "number" | "label" | "responsive";
  label?: string;
  className?: string;
};

/** A tel: link to the business phone from the settings (the same number everywhere). */
export function CallButton({ variant = "accent", size = "md", display = "number", label = m.call_now(), className }: TCallButtonProps) {
  const settings = usePublicSettings();
  if (!settings.data) return <Skeleton className={cn("h-10 w-10 sm:w-40", className)} />;

  const { phone } = settings.data;
  const text = display === "label" ? label : phone;
  return (
    <a
      href={telHref(phone)}
      aria-label={m.call_phone({ phone })}
      className={buttonClassName({
        variant,
        size: display === "responsive" ? "md" : size,
        className: cn(display === "responsive" && "w-10 px-0 sm:w-auto sm:px-4", className),
      })}
    >
      <Phone aria-hidden="true" />
      <span className={display === "responsive" ? "hidden sm:inline" : undefined}>{text}</span>
    </a>
  );
}
