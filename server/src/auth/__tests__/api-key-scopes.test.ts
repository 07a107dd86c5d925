import { scopeForRoute } from '../api-key-scopes';

describe('the scope an API key needs for a route', () => {
  it.each([
    ['GET', '/chat/conversations', 'chats:read'],
    ['GET', '/visitor/current-visitors', 'chats:read'],
    ['POST', '/chat/dashboard-conversation', 'chats:read'],
    ['POST', '/chat/end-chat-by-agent', 'chats:write'],
    ['POST', '/guest/block-unblock', 'chats:write'],
    ['GET', '/chat/dashboard-history', 'history:read'],
    ['GET', '/chat/single-chat-history/:id', 'history:read'],
    ['GET', '/guest/get-all-blocked', 'history:read'],
    ['GET', '/visitor/get-contacts', 'contacts:read'],
    ['GET', '/visitor/get-contact/:id', 'contacts:read'],
    ['POST', '/visitor/delete-contact', 'contacts:write'],
    ['GET', '/chat/get-contact-conversation', 'contacts:read'],
    ['POST', '/widget/get-widgets', 'settings:read'],
    ['PATCH', '/widget/update', 'settings:write'],
    ['DELETE', '/canned/:id', 'settings:write'],
    ['GET', '/users/agent-list', 'agents:read'],
    ['PATCH', '/users/chat-limit', 'agents:write'],
    ['GET', '/user-metrics/first-chat-ans-list', 'agents:read'],
    ['GET', '/reports/overview', 'reports:read'],
  ])('%s %s needs %s', (method, url, scope) => {
    expect(scopeForRoute(method, url)).toBe(scope);
  });

  it.each([
    ['POST', '/auth/logout'],
    ['GET', '/auth/refresh'],
    ['PATCH', '/users/change-password'],
    ['GET', '/users/toggle-online'],
    ['GET', '/users/welcome-user'],
    ['GET', '/users/get-all-clients'],
    ['PATCH', '/user-info/update-profile'],
    ['GET', '/integrations/api-keys'],
    ['POST', '/integrations/api-keys'],
  ])('%s %s is for signed-in staff only', (method, url) => {
    expect(scopeForRoute(method, url)).toBeNull();
  });
});
