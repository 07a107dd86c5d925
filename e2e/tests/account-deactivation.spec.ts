// The owner deactivates the demo agent (PATCH /users/agent-status-toggle; the agents screen is a later
// issue) while the agent is signed in: the agent's console goes to /login at once.
import { expect, test } from '@playwright/test';
import { apiSignIn } from '../support/accounts';
import { AGENT, OWNER, signIn, storedTokens } from '../support/console';

test('an agent deactivated by the owner is signed out at once', async ({ page, request }) => {
  test.setTimeout(60_000);
  const owner = await apiSignIn(request, OWNER);
  const ownerAuth = { Authorization: `Bearer ${owner.accessToken}` };
  await signIn(page, AGENT);
  const agentId = (await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')))?._id as string;
  expect(agentId).toBeTruthy();
  const agentTokens = await storedTokens(page);
  // Let the console's socket settle: the sign-out must come from the live event, not from a later call.
  await page.waitForLoadState('networkidle');

  try {
    const answer = await request.patch('/api/users/agent-status-toggle', {
      headers: ownerAuth,
      data: { option: 'deactivate', id: agentId },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    expect((await answer.json()).message).toBe('Agent deactivated successfully');

    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    expect(await storedTokens(page)).toBeNull();
    // Every login of the agent is over, and signing in again is refused.
    const refresh = await request.post('/api/auth/refresh', { headers: { Authorization: `Bearer ${agentTokens?.refreshToken}` } });
    expect(refresh.status()).toBe(401);
    expect((await request.post('/api/auth/signin', { data: AGENT })).status()).toBeGreaterThanOrEqual(400);
  } finally {
    // The shared stack's demo agent is needed by other specs.
    const back = await request.patch('/api/users/agent-status-toggle', { headers: ownerAuth, data: { option: 'activate', id: agentId } });
    expect(back.status(), await back.text()).toBe(200);
  }
  await signIn(page, AGENT);
});
