// AI assist end to end against the local chat-completions stand-in (issue 36), on a stack as `npm start` runs
// it: with AI assist off no AI control shows; the owner configures the endpoint and tests the connection; a
// suggestion streams into the input, is edited and sent, and the guest receives exactly the edited text; a
// rewrite used and one discarded; a transfer carries the generated summary as its note; axe with the
// controls open.
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { AGENT, OWNER } from '../support/console';
import { acceptChat, chatPanel, consoleOf, guestOn, guestWrites, openWidget, setOnline, unique, widgetMessages, DASHBOARD } from '../support/live';
import { testWithStandIns } from '../support/stand-ins';

// AI assist starts off (no DEMO_AI_* endpoint): the owner turns it on in the spec.
const test = testWithStandIns({ DEMO_AI_BASE_URL: '', DEMO_AI_MODEL: '' });

const AI = {
  tab: 'AI assist',
  baseUrl: 'Base URL',
  model: 'Model',
  apiKey: 'API key',
  enabled: 'Turn on AI assist',
  testConnection: 'Test connection',
  answered: 'The model answered: OK',
  save: 'Save',
  saved: 'AI assist saved',
  suggest: 'Suggest a reply (Ctrl+J)',
  rewrite: 'Rewrite the draft',
  formal: 'More formal',
  shorter: 'Shorter',
  preview: 'Rewritten draft',
  accept: 'Use it',
  discard: 'Discard',
  summarize: 'Summarize',
  writeSummary: 'Write a summary as the note',
} as const;

/** Every AI control of the console's chat: none while AI assist is off. */
async function expectNoAiControls(page: Page): Promise<void> {
  for (const name of [AI.suggest, AI.rewrite, AI.summarize]) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
}

test('AI assist: off shows nothing; the owner sets the endpoint; a suggestion edited and sent, rewrites, and a transfer with the summary as its note', async ({ browser, baseURL, request, standIns }) => {
  test.setTimeout(180_000);
  await setOnline(request, OWNER, true);
  await setOnline(request, AGENT, true);
  const owner = await consoleOf(browser, baseURL, OWNER);
  const guest = await guestOn(browser, baseURL, '/demo/pricing.html');
  await openWidget(guest.page);
  const question = `Where is my parcel? ${unique('q')}`;
  await guestWrites(guest.page, question);
  const guestId = await acceptChat(owner.page, question);
  let panel = chatPanel(owner.page, guestId);
  const input = () => panel.getByRole('textbox', { name: DASHBOARD.messageInput });
  await expect(input()).toBeEnabled();
  await expectNoAiControls(owner.page);

  // The owner sets the endpoint in a second tab, and tests it.
  const settings = await owner.context.newPage();
  await settings.goto('/integrations?tab=ai-assist');
  await settings.getByRole('switch', { name: AI.enabled }).check();
  await settings.getByLabel(AI.baseUrl, { exact: true }).fill(standIns.url);
  await settings.getByLabel(AI.model, { exact: true }).fill(standIns.env().DEMO_AI_MODEL);
  await settings.getByLabel(AI.apiKey, { exact: true }).fill(standIns.env().DEMO_AI_API_KEY);
  await settings.getByRole('button', { name: AI.testConnection }).click();
  await expect(settings.getByRole('status').filter({ hasText: AI.answered })).toBeVisible();
  await expectNoSeriousA11yViolations(settings, 'the AI assist settings');
  await settings.getByRole('button', { name: AI.save }).click();
  await expect(settings.getByText(AI.saved)).toBeVisible();
  await settings.close();

  // The dashboard asks again on its next load.
  await owner.page.reload();
  await owner.page.getByTestId('chat-row').filter({ hasText: `Guest${guestId}` }).click();
  panel = chatPanel(owner.page, guestId);
  await panel.getByRole('button', { name: AI.suggest }).click();
  const suggestion = `Stand-in reply to "${question}".`;
  await expect(input()).toHaveValue(suggestion);
  await expectNoSeriousA11yViolations(owner.page, 'the chat with AI assist');
  const edited = `${suggestion} It ships today.`;
  await input().press('End');
  await input().pressSequentially(' It ships today.');
  await input().press('Enter');
  await expect(widgetMessages(guest.page, edited)).toHaveCount(1);
  // Only the edited text went out: no second bubble with the suggestion alone.
  await expect(widgetMessages(guest.page, suggestion)).toHaveCount(1);

  // A rewrite used, then one discarded.
  await input().fill('pls wait');
  await panel.getByRole('button', { name: AI.rewrite }).click();
  await owner.page.getByRole('menuitem', { name: AI.formal }).click();
  const preview = owner.page.getByRole('dialog', { name: AI.preview });
  await expect(preview.getByText('Rewritten: pls wait')).toBeVisible();
  await expectNoSeriousA11yViolations(owner.page, 'the rewrite preview', { only: '[role="dialog"]' });
  await preview.getByRole('button', { name: AI.accept }).click();
  await expect(input()).toHaveValue('Rewritten: pls wait');
  await panel.getByRole('button', { name: AI.rewrite }).click();
  await owner.page.getByRole('menuitem', { name: AI.shorter }).click();
  await expect(preview.getByText('Rewritten: Rewritten: pls wait')).toBeVisible();
  await preview.getByRole('button', { name: AI.discard }).click();
  await expect(preview).toBeHidden();
  await expect(input()).toHaveValue('Rewritten: pls wait');
  await input().fill('');

  // The transfer's note is the summary, edited before sending; the new holder reads it.
  await panel.getByRole('button', { name: 'Transfer' }).click();
  const dialog = owner.page.getByRole('dialog', { name: `Transfer Guest${guestId}` });
  await dialog.getByRole('button', { name: AI.writeSummary }).click();
  const note = dialog.getByRole('textbox', { name: /Note for the next agent/ });
  await expect(note).toHaveValue(new RegExp(`^Wants: ${question.replace(/[?]/g, '\\?')}\\nTried: `));
  await note.press('End');
  await note.pressSequentially(' VIP');
  const sentNote = await note.inputValue();
  await dialog.getByRole('radio', { name: /Demo Agent/ }).click();
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog).toBeHidden();
  const agent = await consoleOf(browser, baseURL, AGENT);
  await agent.page.getByTestId('chat-row').filter({ hasText: `Guest${guestId}` }).click();
  await expect(chatPanel(agent.page, guestId).getByText(sentNote.split('\n')[0], { exact: false })).toBeVisible();
  await expect(chatPanel(agent.page, guestId).getByText('VIP', { exact: false })).toBeVisible();

  await owner.context.close();
  await agent.context.close();
  await guest.context.close();
});
