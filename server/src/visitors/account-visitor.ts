import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { visitors, type VisitorRow } from '../db/schema';
import { notFound } from '../http/http-error';

export const VISITOR_NOT_FOUND = 'Visitor not found';

/** A guest of the caller's account (404 for another account's or an unknown visitorId). */
export async function accountVisitor(ctx: AppContext, accountId: string, visitorId: unknown): Promise<VisitorRow> {
  if (typeof visitorId !== 'string' || !visitorId) throw notFound(VISITOR_NOT_FOUND);
  const [row] = await ctx.db
    .select()
    .from(visitors)
    .where(and(eq(visitors.visitorId, visitorId), eq(visitors.clientId, accountId)))
    .limit(1);
  if (!row) throw notFound(VISITOR_NOT_FOUND);
  return row;
}
