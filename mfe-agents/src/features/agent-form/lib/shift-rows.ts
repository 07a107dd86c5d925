// The shifts editor's rows: what the inputs hold (text, '' while empty) and the AgentShift[] they stand for.
import { DAYS, type AgentShift, type Day, type ShiftTime } from 'shared-kernel/contracts';

export interface TimeInput {
  hours: string;
  minutes: string;
}

export interface ShiftRow {
  day: Day;
  startTime: TimeInput;
  endTime: TimeInput;
}

const emptyTime = (): TimeInput => ({ hours: '', minutes: '' });
const dayRank = (day: Day) => DAYS.indexOf(day);
const byDay = (a: ShiftRow, b: ShiftRow) => dayRank(a.day) - dayRank(b.day);

/** A day's row with empty times. */
export function emptyRow(day: Day): ShiftRow {
  return { day, startTime: emptyTime(), endTime: emptyTime() };
}

/** Default shift of a new agent (spec 001 §9): Monday with empty times. */
export function defaultShiftRows(): ShiftRow[] {
  return [emptyRow('mon')];
}

const timeText = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const inputOf = (time: ShiftTime | null | undefined): TimeInput => ({ hours: timeText(time?.hours), minutes: timeText(time?.minutes) });

/** An agent's stored shifts as rows, Monday first; unknown days are left out. */
export function rowsOf(shifts: readonly AgentShift[] | null | undefined): ShiftRow[] {
  return (shifts ?? [])
    .filter((shift) => DAYS.includes(shift.day))
    .map((shift) => ({ day: shift.day, startTime: inputOf(shift.startTime), endTime: inputOf(shift.endTime) }))
    .sort(byDay);
}

const timeValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const timeOf = (input: TimeInput): ShiftTime => ({ hours: timeValue(input.hours), minutes: timeValue(input.minutes) });

/** The rows as sent (shifts JSON): empty times are null. Call it on rows that passed shiftsSchema. */
export function toShifts(rows: readonly ShiftRow[]): AgentShift[] {
  return rows.map((row) => ({ day: row.day, startTime: timeOf(row.startTime), endTime: timeOf(row.endTime) }));
}

/** The days that have no row yet, Monday first. */
export function unusedDays(rows: readonly ShiftRow[]): Day[] {
  const used = new Set(rows.map((row) => row.day));
  return DAYS.filter((day) => !used.has(day));
}

/** The rows plus an empty row for `day`, kept in day order. */
export function withDay(rows: readonly ShiftRow[], day: Day): ShiftRow[] {
  if (rows.some((row) => row.day === day)) return [...rows];
  return [...rows, emptyRow(day)].sort(byDay);
}

export function withoutRow(rows: readonly ShiftRow[], index: number): ShiftRow[] {
  return rows.filter((_row, at) => at !== index);
}
