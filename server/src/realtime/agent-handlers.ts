import type { AppContext } from '../context';
import { registerOnlineStatusHandler } from './handlers/online-status-handler';
import type { AgentSocket } from './socket-types';

export type AgentHandlerRegistration = (socket: AgentSocket, ctx: AppContext) => void;

/** One entry per feature; later features add their handler file here. */
export const AGENT_HANDLERS: readonly AgentHandlerRegistration[] = [registerOnlineStatusHandler];
