// The departments the agent form offers (GET /users/by-department, answered to admins and managers).
import { useState } from 'react';
import type { Department } from 'shared-kernel/contracts';
import { useLoaded, type Loaded } from 'shared-kernel/platform';
import { fetchDepartments } from '../../../api/staff-calls';
import { AGENT_FORM_TEXTS as T } from '../texts';

export function useDepartmentChoices(): Loaded<Department[]> {
  const [empty] = useState<Department[]>([]);
  return useLoaded(fetchDepartments, empty, T.departmentsFailed);
}
