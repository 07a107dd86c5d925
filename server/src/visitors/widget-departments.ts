import type { WidgetDepartmentEntry } from 'shared-kernel/contracts';
import type { WidgetRow } from '../db/schema';

/** Department ids configured on a widget (held in the first entry, spec 001 §3); [] = the whole account. */
export function widgetDepartmentIds(row: Pick<WidgetRow, 'settings'>): string[] {
  const entries = (row.settings as { department?: WidgetDepartmentEntry[] | null }).department;
  const ids = entries?.[0]?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Whether an agent may see a widget's guests: clients always; other agents when the widget names
 * no department (open to the account) or shares one with them.
 */
export function departmentsAllow(isClient: boolean, agentDepartments: readonly string[], widgetDepartments: readonly string[]): boolean {
  if (isClient || widgetDepartments.length === 0) return true;
  return widgetDepartments.some((id) => agentDepartments.includes(id));
}
