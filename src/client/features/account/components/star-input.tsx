import { useState } from "react";
import { Star } from "lucide-react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { cn } from "@/client/lib/cn.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

const STARS = [1, 2, 3, 4, 5] as const;
// Said when drawn, in the customer's language.
const WORDS = [
  () => "",
  m.mybookings_star_poor,
  m.mybookings_star_fair,
  m.mybookings_star_good,
  m.mybookings_star_very_good,
  m.mybookings_star_excellent,
] as const;

type TStarInputProps = {
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
};

/** 1 to 5 stars as a radio group: click a star, or use the arrow keys. */
export function StarInput({ value, onChange, labelledBy, invalid = false, describedBy, disabled = false }: TStarInputProps) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <RadioGroupPrimitive.Root
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={value ? String(value) : ""}
        onValueChange={(next) => onChange(Number(next))}
        orientation="horizontal"
        disabled={disabled}
        className="flex items-center gap-1"
        onMouseLeave={() => setHover(0)}
      >
        {STARS.map((star) => (
          <RadioGroupPrimitive.Item
            key={star}
            value={String(star)}
            aria-label={m.mybookings_stars({ count: star })}
            onMouseEnter={() => setHover(star)}
            className="grid size-11 cursor-pointer place-items-center rounded-lg transition-colors hover:bg-amber-50 disabled:cursor-not-allowed"
          >
            <Star aria-hidden="true" className={cn("size-8 transition-colors", star <= shown ? "fill-amber-400 text-amber-500" : "text-slate-400")} />
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
      <span aria-hidden="true" className="min-w-20 text-sm font-medium text-slate-700">
        {WORDS[shown]?.()}
      </span>
    </div>
  );
}
