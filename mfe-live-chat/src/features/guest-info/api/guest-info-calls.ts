import type { BlockUnblockPayload, UpdateVisitorPayload } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** PATCH /visitor/update-visitor. */
export const updateVisitor = (api: ApiClient, payload: UpdateVisitorPayload) => api.call('updateVisitor', payload);

/** POST /guest/block-unblock (toggles). */
export const blockUnblock = (api: ApiClient, payload: BlockUnblockPayload) => api.call('blockUnblock', payload);
