import type { Visitor } from 'shared-kernel/contracts';
import type { VisitorRow } from '../db/schema';

/** The Visitor entity (spec 000 §3) of a stored row. */
export function toVisitor(row: VisitorRow, extra: { pluginId: string; widgetDepartments: string[]; oldVisitor: boolean }): Visitor {
  return {
    _id: row.id,
    guestId: row.guestId,
    visitorId: row.visitorId,
    pluginId: extra.pluginId,
    isBlocked: row.isBlocked,
    blockedBy: row.blockedBy,
    city: row.city,
    region: row.region,
    country: row.country,
    flag: row.flag,
    lastSeen: row.lastSeen.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    oldVisitor: extra.oldVisitor,
    idleTimer: 0,
    technicalDetails: { ipAddress: row.ipAddress, browser: row.browser, operatingSystem: row.operatingSystem },
    visitorDetails: { viewing: row.viewing, referrer: row.referrer },
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    departments: extra.widgetDepartments,
    widgetDepartments: extra.widgetDepartments,
    priority: false,
  };
}
