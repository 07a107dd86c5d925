// A payment request's card, updated in place (so focus stays put), and the receipt line of the conversation.
import { receiptLink } from 'shared-kernel/contracts';
import { el, safeUrl } from './dom';
import { formatMoney } from './money';
import type { PaymentCard } from './payments';
import { t } from '../i18n/widget-texts';

export interface PaymentCardView {
  element: HTMLElement;
  update(card: PaymentCard): void;
}

export interface PaymentCardActions {
  pay(): void;
  dismiss(): void;
}

function newTabLink(className: string, text: string): HTMLAnchorElement {
  return el('a', { class: className, target: '_blank', rel: 'noopener noreferrer', hidden: true }, text);
}

/** Shows a link only for an http(s) address. */
function setLink(link: HTMLAnchorElement, raw: string | null | undefined): void {
  const href = raw ? safeUrl(raw) : null;
  link.hidden = !href;
  if (href) link.href = href;
  else link.removeAttribute('href');
}

export function createPaymentCard(actions: PaymentCardActions, locale?: string): PaymentCardView {
  const amount = el('div', { class: 'lc-amount' });
  const description = el('div', { class: 'lc-description' });
  const status = el('div', { class: 'lc-payment-status', role: 'status' });
  const error = el('div', { class: 'lc-error', role: 'alert', hidden: true });
  const payButton = el('button', { type: 'button', class: 'lc-button lc-pay' });
  const checkoutLink = newTabLink('lc-checkout', t('paymentOpenPage'));
  const receipt = newTabLink('lc-receipt-link', t('showReceipt'));
  const dismiss = el('button', { type: 'button', class: 'lc-link' }, t('dismiss'));
  const element = el(
    'div',
    { class: 'lc-payment' },
    el('div', { class: 'lc-payment-title' }, t('paymentTitle')),
    amount,
    description,
    status,
    el('div', { class: 'lc-row' }, payButton, checkoutLink, receipt, dismiss),
    error,
  );
  payButton.addEventListener('click', () => actions.pay());
  dismiss.addEventListener('click', () => actions.dismiss());

  return {
    element,
    update(card) {
      const { request, step } = card;
      const money = formatMoney(request.amount, request.currency, locale);
      element.dataset.step = step;
      amount.textContent = money;
      description.textContent = request.description ?? '';
      payButton.textContent = t('pay', { amount: money });
      payButton.hidden = step === 'waiting' || step === 'paid';
      payButton.disabled = step === 'starting';
      status.textContent = step === 'waiting' ? t('paymentWaiting') : step === 'paid' ? t('paid') : '';
      status.hidden = !status.textContent;
      // Also the way in when the browser refused the new window, or the guest closed it.
      setLink(checkoutLink, step === 'waiting' ? card.checkoutUrl : null);
      setLink(receipt, step === 'paid' ? card.receiptUrl : null);
      const problem = card.error ?? (card.noAnswer ? t('paymentNoAnswer') : '');
      error.hidden = !problem || step === 'paid';
      error.textContent = problem;
    },
  };
}

/**
 * An inbound text carrying a receipt link, as a receipt line: its text stays text and the link becomes
 * 'Show'. Null when the text has no http(s) receipt link.
 */
export function receiptLine(text: string): HTMLElement | null {
  const raw = receiptLink(text)?.replace(/[).,;:!?]+$/, '');
  const href = raw ? safeUrl(raw) : null;
  if (!raw || !href) return null;
  const at = text.indexOf(raw);
  const before = text.slice(0, at).trim();
  const after = text.slice(at + raw.length).trim();
  const link = el('a', { href, target: '_blank', rel: 'noopener noreferrer' }, t('showReceiptShort'));
  return el(
    'div',
    { class: 'lc-receipt' },
    el('div', { class: 'lc-payment-title' }, t('receipt')),
    el('div', {}, before && `${before} `, link, after && ` ${after}`),
  );
}
