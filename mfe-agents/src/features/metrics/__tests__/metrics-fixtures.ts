import type { Agent, AgentMetricsChat, AgentMetricsDomain } from 'shared-kernel/contracts';

export function agent(patch: Partial<Agent> = {}): Agent {
  return {
    _id: 'a1',
    email: 'ada@example.com',
    status: 1,
    isOnline: true,
    departments: [],
    shifts: [],
    my_role: [{ slug: 'agent' }],
    userinfo: [{ userId: 'a1', fullName: 'Ada Lovelace', profilePhoto: null }],
    clientId: 'u-owner',
    ...patch,
  };
}

export function domainRow(n: number, patch: Partial<AgentMetricsDomain> = {}): AgentMetricsDomain {
  return {
    pluginId: `p${n}`,
    domain: `shop${n}.example.com`,
    totalAcceptedChats: 10 * n,
    totalRespondedChats: 9 * n,
    averageResponseTime: 80,
    proactiveChats: n,
    ...patch,
  };
}

export function chatRow(n: number, patch: Partial<AgentMetricsChat> = {}): AgentMetricsChat {
  return {
    chatId: `chat-${n}-0000-1111`,
    domain: 'shop1.example.com',
    totalMessages: 6,
    totalTimeSpent: 7500,
    responseTime: 45,
    ended: true,
    waitTime: 12,
    ...patch,
  };
}
