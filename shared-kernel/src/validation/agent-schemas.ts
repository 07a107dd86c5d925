// Agents, shifts and departments (spec 001 §5).
import { array, number, object, string, type InferType } from 'yup';
import { DAYS } from '../contracts/entities/common';
import { messageOf } from './messages';
import { emailRule, nameRule, requiredTextRule, strongPasswordRule } from './rules';

export const agentSchema = object({
  email: emailRule(messageOf('agentEmail')),
  fullName: nameRule(messageOf('agentName')),
  password: strongPasswordRule(messageOf('agentPassword')),
});

/** Editing an agent: no e-mail or password change. */
export const agentEditSchema = agentSchema.pick(['fullName']);

/** Empty input ('' or null) stays empty: a default shift has no times. */
const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === null || original === undefined ? null : value;

export const shiftTimeSchema = object({
  hours: number()
    .transform(emptyToNull)
    .nullable()
    .typeError(messageOf('shiftHours'))
    .integer(messageOf('shiftHours'))
    .min(0, messageOf('shiftHours'))
    .max(23, messageOf('shiftHours')),
  minutes: number()
    .transform(emptyToNull)
    .nullable()
    .typeError(messageOf('shiftMinutes'))
    .integer(messageOf('shiftMinutes'))
    .min(0, messageOf('shiftMinutes'))
    .max(59, messageOf('shiftMinutes')),
});

export const shiftSchema = object({
  day: string().oneOf([...DAYS]).required(),
  startTime: shiftTimeSchema.required(),
  endTime: shiftTimeSchema.required(),
});

export const shiftsSchema = array().of(shiftSchema).max(7);

export const departmentSchema = object({
  title: requiredTextRule(messageOf('departmentName')),
  userIds: array().of(string().required()).default([]),
});

export type AgentForm = InferType<typeof agentSchema>;
export type ShiftForm = InferType<typeof shiftSchema>;
export type DepartmentForm = InferType<typeof departmentSchema>;
