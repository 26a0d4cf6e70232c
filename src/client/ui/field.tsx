import type { ReactNode } from "react";
import { Label } from "./label.tsx";

type TFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra content on the label's line, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  children: ReactNode;
};

/** A label, one control and its message. The control takes `id`, and `aria-describedby={fieldMessageId(id)}` when it has a message. */
export function Field({ id, label, error, hint, labelAside, children }: TFieldProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={fieldMessageId(id)} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={fieldMessageId(id)} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function fieldMessageId(id: string): string {
  return `${id}-message`;
}
