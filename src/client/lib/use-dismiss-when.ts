import { useEffect } from "react";
import { toast } from "./toast.ts";

/**
 * An error toast that names a problem ('Missing information') goes away once the problem is
 * solved, instead of staying on screen beside what follows. The toast must be
 * shown with the same `id`.
 */
export function useDismissWhen(id: string, solved: boolean): void {
  useEffect(() => {
    if (solved) toast.dismiss(id);
  }, [id, solved]);
}
