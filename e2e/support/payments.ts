// Request Payment from the console and paying on the stand-in's hosted page, as the guest does.
import { expect, type Locator, type Page } from '@playwright/test';
import { chatActions, paymentCard } from './live';

/** Opens Request Payment from the chat's actions; answers the dialog and its fields. */
export async function openRequestPayment(page: Page, panel: Locator) {
  await chatActions(panel).getByRole('button', { name: 'Request Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Payment' });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    amount: dialog.getByRole('textbox', { name: 'Amount' }),
    description: dialog.getByRole('textbox', { name: 'Description' }),
    send: dialog.getByRole('button', { name: 'Send Request' }),
  };
}

/** The guest clicks Pay on the card; the hosted page opens in a new window. */
export async function payFromCard(page: Page, amount: string, standInUrl: string): Promise<Page> {
  const card = paymentCard(page, amount);
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: `Pay ${amount}` }).click();
  const payPage = await popup;
  await expect(card.getByRole('status')).toHaveText('Waiting for your payment…');
  await expect(payPage).toHaveURL(new RegExp(`^${standInUrl}/pay/cs_test_\\w+$`));
  return payPage;
}

