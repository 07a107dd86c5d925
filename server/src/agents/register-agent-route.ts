import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Agent } from 'shared-kernel/contracts';
import { localeFor } from 'shared-kernel/i18n';
import { agentSchema } from 'shared-kernel/validation';
import { USER_EXISTS } from '../users';
import { authGuard, authOf } from '../auth';
import { hashPassword } from '../auth';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/json-row';
import { departments, users, USER_STATUS } from '../db/schema';
import { acceptedLanguages } from '../http/accept-language';
import { badRequest, forbidden } from '../http/http-error';
import { NO_INPUT } from '../http/route-input';
import { validateBody } from '../http/validate';
import { agentWelcomeMail } from '../mail/templates/agent-welcome-mail';
import { PHOTO_MESSAGE, deleteProfilePhoto, photoKind, saveProfilePhoto } from '../profile';
import { readProfileForm } from '../profile';
import { findUserByEmail, normalizeEmail } from '../auth';
import { roleFlags } from '../auth';
import { departmentIdsOf, replaceDepartments, shiftsOf } from './agent-form';
import { toAgent } from './agent-list-route';
import { STAFF_MESSAGES } from './staff-access';
import { chatLimitOf } from './chat-limit';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * POST /users/register (spec 001 §7): an owner, co-admin or manager adds an agent to the account, with
 * the password they choose (so the agent signs in at once), from the standalone JSON form or the manager's
 * multipart form (photo, shifts, and departments[i] so that the agent is routed chats from the start). The agent gets a welcome mail naming who added them and where to sign in.
 */
export function registerRegisterAgentRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/users/register', { onRequest: authGuard(ctx), schema: NO_INPUT, config: { body: 'multipart' } }, async (request, reply): Promise<Agent> => {
    const { user, accountId } = authOf(request);
    const { isAdmin, isClient } = roleFlags(user);
    if (!isAdmin && !isClient && user.role !== 'manager') throw forbidden(STAFF_MESSAGES.agentsOnly);
    const { fields, photo } = await readProfileForm(request);
    const form = await validateBody(agentSchema, { email: text(fields.email), fullName: text(fields.fullName), password: text(fields.password) });
    const shifts = (await shiftsOf(fields.shifts)) ?? [];
    const departmentIds = departmentIdsOf(fields) ?? [];
    const chatLimit = chatLimitOf(fields.chatLimit) ?? null;
    const kind = photo ? photoKind(photo) : null;
    if (photo && !kind) throw badRequest(PHOTO_MESSAGE);
    const email = normalizeEmail(form.email);
    if (await findUserByEmail(ctx.db, email)) throw badRequest(USER_EXISTS);

    const profilePhoto = photo && kind ? await saveProfilePhoto(ctx.settings.dataDir, photo, kind) : null;
    let row;
    try {
      row = await ctx.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(users)
          .values({
            id: randomUUID(),
            email,
            passwordHash: await hashPassword(form.password),
            fullName: form.fullName.trim(),
            role: 'agent',
            clientId: accountId,
            status: USER_STATUS.active,
            profilePhoto,
            shifts,
            chatLimit,
          })
          .returning();
        await replaceDepartments(tx, accountId, inserted.id, departmentIds);
        return inserted;
      });
    } catch (error) {
      if (profilePhoto) await deleteProfilePhoto(ctx.settings.dataDir, profilePhoto);
      if (isUniqueViolation(error)) throw badRequest(USER_EXISTS);
      throw error;
    }
    ctx.audience.forget(accountId);
    // The agent exists whatever the mail does: the person who added them knows the password.
    await ctx.mailer
      .send(
        agentWelcomeMail({
          to: email,
          fullName: row.fullName,
          addedBy: user.fullName || user.email,
          consoleUrl: `${ctx.settings.publicUrl}/login`,
          // The new agent has chosen no language yet: the adder's, fixed or their console's (Accept-Language).
          locale: localeFor(user.language, acceptedLanguages(request.headers['accept-language'])),
        }),
      )
      .catch((error: unknown) => console.error('agent welcome mail failed', error));
    const memberOf = departmentIds.length
      ? await ctx.db
          .select({ _id: departments.id, title: departments.title })
          .from(departments)
          .where(and(eq(departments.clientId, accountId), inArray(departments.id, departmentIds)))
          .orderBy(asc(departments.title))
      : [];
    reply.code(201);
    return toAgent(row, memberOf);
  });
}
