import { audit } from "../audit/audit.ts";
import { fieldError, notFound } from "../../errors.ts";
import { businessToday } from "../../../shared/rules/dates.ts";
import type { TAdminTechnicianHours, TTechnicianHours, TTechnicianHoursRequest, TTimeOffRequest } from "../../../shared/schemas/technicians.ts";
import type { TTechnicianHoursRepository } from "./technician-hours.repository.ts";

// Decision 0152: the admin sets a technician's week, skills and time off (each change audited in
// its transaction); the technician reads their own.
export function technicianHoursService(deps: { repository: TTechnicianHoursRepository; now?: () => Date }) {
  const { repository, now = () => new Date() } = deps;

  async function hoursOf(id: string): Promise<TTechnicianHours> {
    const technician = await repository.technician(id);
    if (!technician) throw notFound("Technician");
    const timeOff = await repository.timeOff(id, businessToday(now()));
    return { id: technician.id, name: technician.name, weekly_hours: technician.weekly_hours, skills: technician.skills, time_off: timeOff };
  }

  return {
    /** The technician's own, for "My hours". */
    mine: (technicianId: string) => hoursOf(technicianId),

    async get(id: string): Promise<TAdminTechnicianHours> {
      const [hours, categories] = await Promise.all([hoursOf(id), repository.categories()]);
      return { ...hours, categories };
    },

    async setHours(actorId: string, id: string, input: TTechnicianHoursRequest): Promise<TAdminTechnicianHours> {
      const categories = await repository.categories();
      const skills = [...new Set(input.skills)];
      const unknown = skills.find((skill) => !categories.includes(skill));
      if (unknown !== undefined) throw fieldError("skills", `"${unknown}" is not a category of the catalogue`);
      await repository.transaction(async (tx) => {
        const before = await repository.technician(id, tx);
        if (!before) throw notFound("Technician");
        await repository.setHours(tx, id, { weekly_hours: input.weekly_hours, skills });
        await audit.record(tx, {
          actorId,
          action: "update",
          entity: "technician-hours",
          entityId: id,
          details: { before: { weekly_hours: before.weekly_hours, skills: before.skills }, after: { weekly_hours: input.weekly_hours, skills } },
        });
      });
      return this.get(id);
    },

    async addTimeOff(actorId: string, id: string, input: TTimeOffRequest) {
      return repository.transaction(async (tx) => {
        if (!(await repository.technician(id, tx))) throw notFound("Technician");
        const row = await repository.insertTimeOff(tx, { technician_id: id, ...input });
        await audit.record(tx, { actorId, action: "create", entity: "technician-time-off", entityId: row.id, details: { technician_id: id, ...input } });
        return row;
      });
    },

    async removeTimeOff(actorId: string, id: string, timeOffId: string) {
      await repository.transaction(async (tx) => {
        const row = await repository.deleteTimeOff(tx, id, timeOffId);
        if (!row) throw notFound("Time off");
        await audit.record(tx, { actorId, action: "delete", entity: "technician-time-off", entityId: row.id, details: { technician_id: id, ...row } });
      });
    },
  };
}

export type TTechnicianHoursService = ReturnType<typeof technicianHoursService>;
