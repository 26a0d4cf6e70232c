import { useState } from "react";
import { CalendarClock } from "lucide-react";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/client/ui/dialog.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useTechnicianHours } from "../api/technician-hours.ts";
import { TimeOffSection } from "./time-off-section.tsx";
import { WeeklyHoursForm } from "./weekly-hours-form.tsx";

/** Decision 0152: the "Hours & time off" editor of one technician; the public booking's slots follow it. */
export function HoursDialogButton({ technician }: { technician: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Hours & time off of ${technician.name}`}>
          <CalendarClock aria-hidden="true" />
          Hours &amp; time off
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Hours &amp; time off: {technician.name}</DialogTitle>
            <DialogDescription>Booking slots are offered only when a technician who does that work is free.</DialogDescription>
          </DialogHeader>
          <HoursEditor id={technician.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function HoursEditor({ id }: { id: string }) {
  const hours = useTechnicianHours(id);
  if (hours.isPending) {
    return (
      <div role="status" aria-label="Loading hours" className="space-y-3">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  }
  if (hours.isError) {
    return (
      <Alert variant="destructive" title="Failed to load the hours">
        <p>{errorMessage(hours.error)}</p>
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <WeeklyHoursForm hours={hours.data} />
      <TimeOffSection hours={hours.data} />
    </div>
  );
}
