import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProfilePhoto } from 'shared-kernel/contracts';
import { agentEditSchema, profileSchema } from 'shared-kernel/validation';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest } from '../http/http-error';
import { replaceDepartments } from './agent-form';
import { agentEditOf } from './agent-edit';
import { announceChatLimit } from './chat-limit';
import { manageableStaff } from './staff-access';
import { validateBody } from '../http/validate';
import { rooms } from '../realtime/socket-types';
import { accountOf } from '../auth';
import { PHOTO_MESSAGE, deleteProfilePhoto, photoKind, saveProfilePhoto } from '../profile';
import { readProfileForm } from '../profile';
import { NO_INPUT } from '../http/route-input';

export interface ProfileAnswer {
  _id: string;
  fullName: string;
  jobTitle: string;
  userBio: string;
  profilePhoto: ProfilePhoto | null;
}

// Numbers read as text; anything else goes to the schema as sent, which refuses it with a message.
const text = (value: unknown): unknown => (value === null ? undefined : typeof value === 'number' ? String(value) : value);

/**
 * The signed-in user's own profile: fields sent are changed (an empty full name keeps the old one),
 * a JPG/PNG `profilePhoto` replaces the photo, `removePhoto=true` drops it. The account hears `agent_photo`.
 * With another user's `userId` it is the agent-edit form: the same for a staff member the caller may
 * manage, plus departments, shifts and role (agents/agent-edit.ts).
 */
export function registerUpdateProfileRoute(app: FastifyInstance, ctx: AppContext): void {
  app.patch('/user-info/update-profile', { onRequest: authGuard(ctx), schema: NO_INPUT, config: { body: 'multipart' } }, async (request): Promise<ProfileAnswer> => {
    const { fields, photo } = await readProfileForm(request);
    const self = authOf(request).user;
    const other = typeof fields.userId === 'string' && fields.userId !== '' && fields.userId !== self.id ? fields.userId : null;
    const user = other ? await manageableStaff(ctx, request, other) : self;
    const edit = other ? await agentEditOf(request, user, fields) : {};
    const input = { fullName: text(fields.fullName), jobTitle: text(fields.jobTitle), userBio: text(fields.userBio) };
    // The agent form's name rule and message (spec 001 §5) when editing an agent.
    if (other && input.fullName) await validateBody(agentEditSchema, { fullName: input.fullName });
    const value = await validateBody(profileSchema, input);
    const kind = photo ? photoKind(photo) : null;
    if (photo && !kind) throw badRequest(PHOTO_MESSAGE);
    const removePhoto = fields.removePhoto === true || fields.removePhoto === 'true';

    const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (value.fullName) patch.fullName = value.fullName;
    if (value.jobTitle !== undefined) patch.jobTitle = value.jobTitle;
    if (value.userBio !== undefined) patch.userBio = value.userBio;
    if (edit.shifts) patch.shifts = edit.shifts;
    if (edit.role) patch.role = edit.role;
    if (edit.chatLimit !== undefined) patch.chatLimit = edit.chatLimit;
    const photoChanged = !!(photo && kind) || (removePhoto && !!user.profilePhoto);
    if (photo && kind) patch.profilePhoto = await saveProfilePhoto(ctx.settings.dataDir, photo, kind);
    else if (removePhoto) patch.profilePhoto = null;

    const [row] = await ctx.db
      .transaction(async (tx) => {
        if (edit.departments) await replaceDepartments(tx, accountOf(user), user.id, edit.departments);
        return tx.update(users).set(patch).where(eq(users.id, user.id)).returning();
      })
      .catch(async (error: unknown) => {
        if (patch.profilePhoto) await deleteProfilePhoto(ctx.settings.dataDir, patch.profilePhoto);
        throw error;
      });
    // Routing reads the account's agents through a short cache: new departments or role apply at once.
    if (edit.departments || edit.role) ctx.audience.forget(accountOf(row));
    if (edit.chatLimit !== undefined && edit.chatLimit !== user.chatLimit) announceChatLimit(ctx, accountOf(row), row.id, row.chatLimit);
    else if (edit.departments || edit.role) {
      ctx.events.emit('agent.availability-changed', { accountId: accountOf(row), agentId: row.id, isOnline: row.isOnline, reason: edit.departments ? 'departments' : 'role' });
    }
    if (photoChanged) {
      await deleteProfilePhoto(ctx.settings.dataDir, user.profilePhoto);
      ctx.io.to(rooms.account(accountOf(row))).emit('agent_photo', { agentId: row.id, photo: row.profilePhoto });
    }
    return {
      _id: row.id,
      fullName: row.fullName,
      jobTitle: row.jobTitle,
      userBio: row.userBio,
      profilePhoto: row.profilePhoto ? { fileName: row.profilePhoto } : null,
    };
  });
}
