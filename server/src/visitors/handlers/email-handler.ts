import { eq } from 'drizzle-orm';
import { guestContactSchema, validateWith } from 'shared-kernel/validation';
import { visitors } from '../../db/schema';
import type { VisitorEventHandlers } from '../on-visitor-event';
import { updateGuestDetails } from '../guest-details';
import { tellEligibleAgents } from '../visitor-broadcast';

/** visitor:email: the guest's e-mail (shared rule), stored and announced to agents as emailid-updated. */
export const EMAIL_EVENTS: VisitorEventHandlers = {
  'visitor:email': async (ctx, socket, payload, ack) => {
    const email = typeof payload.email === 'string' ? payload.email.trim() : '';
    const checked = await validateWith(guestContactSchema, { email });
    if (!email || !checked.ok) return ack({ ok: false, error: checked.ok ? 'Please provide valid email' : checked.message });
    await ctx.db.update(visitors).set({ email, updatedAt: new Date() }).where(eq(visitors.id, socket.data.rowId));
    const live = await updateGuestDetails(ctx, socket.data.visitorId, { email }, { announce: false });
    ack({ ok: true });
    const audience = live ?? { accountId: socket.data.accountId, widgetDepartments: [] };
    await tellEligibleAgents(ctx, audience, 'emailid-updated', { visitorId: socket.data.visitorId, guestId: socket.data.guestId, email });
  },
};
