// The account's departments offered by the list's departments column (GET /users/by-department, answered
// to owners, co-admins and managers).
import { useState } from 'react';
import type { Department } from 'shared-kernel/contracts';
import { useLoaded } from 'shared-kernel/platform';
import { fetchDepartments } from '../../../api/staff-calls';
import { AGENTS_TEXTS as T } from '../texts';

const none = async (): Promise<Department[]> => [];

/** null until loaded (or when not wanted, or when the load failed). */
export function useDepartmentOptions(wanted: boolean): Department[] | null {
  const [empty] = useState<Department[]>([]);
  const { value, loading, failed } = useLoaded(wanted ? fetchDepartments : none, empty, T.failed);
  return wanted && !loading && !failed ? value : null;
}
