import { ROUTES } from 'shared-kernel/contracts';

/** The pages under the integrations area's pattern. */
export const INTEGRATION_PAGES = {
  list: ROUTES.integrations,
  webhook: `${ROUTES.integrations}/webhooks/:id`,
} as const;
