export interface Clinician {
  id: string;
  name: string;
  room: string;
}

export interface Slot {
  clinicianId: string;
  start: string; // ISO local time, e.g. 2025-04-02T09:00
  minutes: number;
  booked: boolean;
  /** added for the new telephone clinics */
  mode: "in-person" | "phone";
}
