import type { ChangeEvent } from "react";
import { ImagePlus, Upload } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";
import { buttonClassName } from "@/client/ui/button.tsx";

/** A file picker that looks like a button: the input stays in the label, so it is focusable and named. */
export function FilePicker({
  label,
  accept,
  multiple = false,
  disabled,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Picking the same file again must fire again.
    event.target.value = "";
    if (files.length > 0) onFiles(files);
  };
  return (
    <label
      className={cn(
        buttonClassName({ variant: "outline", size: "sm" }),
        "cursor-pointer focus-within:ring-2 focus-within:ring-brand-600",
        disabled && "pointer-events-none opacity-60",
      )}
    >
      {multiple ? <ImagePlus aria-hidden="true" /> : <Upload aria-hidden="true" />}
      {label}
      <input type="file" className="sr-only" accept={accept} multiple={multiple} disabled={disabled} onChange={onChange} />
    </label>
  );
}
