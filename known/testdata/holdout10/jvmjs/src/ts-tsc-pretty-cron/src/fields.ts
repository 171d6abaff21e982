export interface FieldSpec {
  name: string;
  min: number;
  max: number;
  aliases?: Record<string, number>;
}

export const MINUTE: FieldSpec = { name: "minute", min: 0, max: 59 };
export const HOUR: FieldSpec = { name: "hour", min: 0, max: 23 };
export const DAY_OF_MONTH: FieldSpec = { name: "day of month", min: 1, max: 31 };
export const MONTH: FieldSpec = {
  name: "month",
  min: 1,
  aliases: { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 },
};
export const DAY_OF_WEEK: FieldSpec = {
  name: "day of week",
  min: 0,
  max: 6,
  aliases: { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 },
};
