import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Department } from 'shared-kernel/contracts';
import { MESSAGES } from 'shared-kernel/rules';
import { array, object, string, type InferType } from 'yup';
import { accountAdminOnly } from '../auth';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { fixedText } from '../http/valued-text';
import { createDepartment, deleteDepartment, DEPARTMENT_MESSAGES, renameDepartment } from './department-store';

export const DEPARTMENT_TITLE_MAX = 50;

const title = string()
  .trim()
  .required(MESSAGES.departmentName)
  .max(DEPARTMENT_TITLE_MAX, fixedText('Department name must be at most {max, plural, one {{max} character} other {{max} characters}}', { max: DEPARTMENT_TITLE_MAX }));
const departmentId = string().trim().required('Please choose a department').max(100, 'Please choose a department');

const createBody = object({ title, userIds: array(string().required().max(100)).max(500).default([]) });
const editBody = object({ title, departmentId });
const deleteBody = object({ departmentId });

/**
 * Departments (spec 001 §7): create with members, rename, delete. Owners and co-admins only (the
 * Departments tab is theirs); every change is scoped to the caller's account.
 */
export function registerDepartmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = [authGuard(ctx), accountAdminOnly];
  // Routing reads each account's agents and departments through a short cache: a change clears it.
  const changed = (request: FastifyRequest) => ctx.audience.forget(authOf(request).accountId);

  app.post('/department/create', { onRequest, schema: { body: createBody } }, async (request): Promise<Department> => {
    const body = request.body as InferType<typeof createBody>;
    const created = await createDepartment(ctx.db, authOf(request).accountId, body.title, body.userIds);
    changed(request);
    return created;
  });

  app.post('/department/edit', { onRequest, schema: { body: editBody } }, async (request): Promise<Department> => {
    const body = request.body as InferType<typeof editBody>;
    const renamed = await renameDepartment(ctx.db, authOf(request).accountId, body.departmentId, body.title);
    changed(request);
    return renamed;
  });

  app.delete('/department/edit', { onRequest, schema: { body: deleteBody } }, async (request): Promise<{ message: string }> => {
    const body = request.body as InferType<typeof deleteBody>;
    await deleteDepartment(ctx.db, authOf(request).accountId, body.departmentId);
    changed(request);
    return { message: DEPARTMENT_MESSAGES.deleted };
  });
}
