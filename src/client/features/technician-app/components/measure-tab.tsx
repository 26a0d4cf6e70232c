import { useState } from "react";
import { Download, Save, Trash2 } from "lucide-react";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/lib/toast.ts";
import type { TMeasurementLine } from "@/shared/schemas/estimates.ts";
import { totalArea } from "@/shared/rules/estimate.ts";
import { Button } from "@/client/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/ui/card.tsx";
import { useJobOptions } from "../api/get-job-options.ts";
import { getJobRooms, useSaveJobRooms } from "../api/job-rooms.ts";
import { technicianKeys } from "../api/technician-keys.ts";
import { downloadJson } from "./download-json.ts";
import { JobPicker } from "./job-picker.tsx";
import { MeasureCanvas } from "./measure-canvas.tsx";
import { RoomForm, type TListedRoom } from "./room-form.tsx";
import { useStoredState } from "./use-stored-state.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

const area = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })} sq ft`;

/** staff-side.md §2 Measure tab: the Room Measurement Tool, the room form and list, Export and Save to Job. */
export function MeasureTab() {
  const queryClient = useQueryClient();
  const [lines, setLines] = useStoredState<TMeasurementLine[]>("measure.lines", []);
  const [rooms, setRooms] = useStoredState<TListedRoom[]>("measure.rooms", []);
  const [jobId, setJobId] = useStoredState("measure.job", "");
  // The save's key is kept until it succeeds: a retry after a lost reply replaces nothing twice.
  const [saveKey, setSaveKey] = useState(() => crypto.randomUUID());
  const save = useSaveJobRooms();
  const jobTitle = useJobOptions().data?.items.find((job) => job.id === jobId)?.title;
  const total = totalArea(rooms);

  async function chooseJob(id: string) {
    setJobId(id);
    if (!id || rooms.length > 0) return;
    // A job measured before: its saved rooms come back to the list to change and save again.
    const saved = await queryClient.fetchQuery({ queryKey: technicianKeys.rooms(id), queryFn: ({ signal }) => getJobRooms(id, signal) }).catch(() => null);
    if (saved && saved.rooms.length > 0) setRooms(saved.rooms.map(({ wall_area: _wall, created_at: _at, ...room }) => room));
  }

  function exportRooms() {
    // staff-side.md §3 measurements payload.
    downloadJson(`measurements-${jobId || "manual"}.json`, {
      jobId: jobId || "manual",
      rooms,
      totalArea: total,
      measurements: lines,
      timestamp: new Date().toISOString(),
    });
    toast.success(m.tech_toast_success(), { description: m.tech_measure_exported() });
  }

  function saveToJob() {
    if (!jobId) {
      toast.error(m.tech_toast_error(), { description: m.tech_measure_choose_job() });
      return;
    }
    // Success and failure are told by the write's registered reactions (job-writes.ts), which
    // also run when a save made offline is sent later.
    save.mutate(
      {
        jobId,
        title: jobTitle ?? m.tech_offline_a_job(),
        idempotencyKey: saveKey,
        body: { rooms: rooms.map(({ id: _id, area: _area, ...room }) => room) },
      },
      { onSuccess: () => setSaveKey(crypto.randomUUID()) },
    );
    // Offline, the save waits (the banner above says so); a new key for the next one.
    if (!onlineManager.isOnline()) setSaveKey(crypto.randomUUID());
  }

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{m.tech_measure_tool()}</CardTitle>
        </CardHeader>
        <CardContent>
          <MeasureCanvas lines={lines} onLinesChange={setLines} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{m.tech_measure_rooms()}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <RoomForm onAdd={(room) => setRooms((current) => [...current, { ...room, lines }])} />
          {rooms.length === 0 ? (
            <p className="text-sm text-slate-600">{m.tech_measure_no_rooms()}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={m.tech_measure_rooms_label()}>
              {rooms.map((room) => (
                <li key={room.id} className="flex items-center justify-between gap-2 px-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{room.name}</p>
                    <p className="text-sm text-slate-600 tabular-nums">
                      {room.length} × {room.width} ft{room.height ? ` × ${room.height} ft` : ""} · {area(room.area)}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={m.tech_measure_remove({ name: room.name })}
                    onClick={() => setRooms((current) => current.filter((item) => item.id !== room.id))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <p className="flex justify-between text-base font-semibold text-slate-900">
            <span>{m.tech_measure_total_area()}</span>
            <span className="tabular-nums" data-testid="total-area">
              {area(total)}
            </span>
          </p>
          <JobPicker id="measure-job" label={m.tech_measure_job()} value={jobId} onChange={(id) => void chooseJob(id)} />
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" size="lg" onClick={exportRooms} disabled={rooms.length === 0}>
              <Download aria-hidden="true" />
              {m.tech_measure_export()}
            </Button>
            <Button size="lg" onClick={saveToJob} disabled={save.isPending}>
              <Save aria-hidden="true" />
              {m.tech_measure_save()}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
