// A transcript's messages (spec 000 §2, 001 §2). Attachment messages: the file fetched with the bearer token as a blob, a 200 px preview,
// the download link and the full-screen viewer (image and PDF); payment receipts with Show.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from 'shared-kernel/contracts';
import { httpError, renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import { TRANSCRIPT_TEXTS as T } from '../texts';
import { MessageBubble } from '../message-bubble';

function message(seq: number, patch: Partial<ChatMessage> = {}): ChatMessage {
  return { id: `m-${seq}`, seq, bodyText: `Message ${seq}`, direction: 'inbound', chatTime: new Date(Date.now() - (100 - seq) * 1000).toISOString(), ...patch };
}

/** The messages as bubbles, in the mock shell. */
function renderPanel(messages: ChatMessage[], options: MockShellOptions = {}) {
  return renderWithShell(
    <>
      {messages.map((m) => (
        <MessageBubble key={m.id} message={m} />
      ))}
    </>,
    options,
  );
}

const IMAGE = '0f8fad5b-d9cb-469f-a165-70867728950e.png';
const PDF = '7c9e6679-7425-40de-944b-e07fc1f90ae7.pdf';

let made = 0;
const createObjectURL = jest.fn((_blob: Blob) => `blob:console/${++made}`);
const revokeObjectURL = jest.fn();

beforeAll(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
beforeEach(() => {
  made = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

const files = {
  [`GET /chat/attachments/${IMAGE}`]: new Blob(['png bytes'], { type: 'image/png' }),
  // The extension decides the type (not the answer), so the frame only ever shows a PDF.
  [`GET /chat/attachments/${PDF}`]: new Blob(['%PDF-1.4'], { type: 'text/html' }),
};

describe('Attachment viewers', () => {
  it('fetches the file with the token and shows a 200 px image preview with a download link', async () => {
    const { calls } = renderPanel([message(1, { bodyText: `[attachment]${IMAGE}` })], { endpoints: files });
    const group = await screen.findByRole('group', { name: T.attachment(IMAGE) });
    const preview = await within(group).findByRole('img', { name: T.attachmentImage(IMAGE) });
    expect(preview).toHaveAttribute('src', 'blob:console/1');
    expect(preview).toHaveStyle({ maxWidth: '200px', maxHeight: '200px' });
    const download = within(group).getByRole('link', { name: T.downloadLabel(IMAGE) });
    expect(download).toHaveAttribute('href', 'blob:console/1');
    expect(download).toHaveAttribute('download', IMAGE);
    expect(download).toHaveTextContent(T.download);
    const call = calls.find((c) => c.path === `/chat/attachments/${IMAGE}`);
    expect(call?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('opens an image full screen and closes it', async () => {
    const user = userEvent.setup();
    renderPanel([message(1, { bodyText: `[attachment]${IMAGE}` })], { endpoints: files });
    await user.click(await screen.findByRole('button', { name: T.fullScreen(IMAGE) }));
    const viewer = screen.getByRole('dialog', { name: IMAGE });
    expect(within(viewer).getByRole('img', { name: T.attachmentImage(IMAGE) })).toHaveAttribute('src', 'blob:console/1');
    expect(within(viewer).getByRole('link', { name: T.downloadLabel(IMAGE) })).toHaveAttribute('href', 'blob:console/1');
    await user.click(within(viewer).getByRole('button', { name: T.closeViewer }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a PDF as a card and full screen in a frame of a PDF blob', async () => {
    const user = userEvent.setup();
    renderPanel([message(1, { bodyText: `[attachment]${PDF}` })], { endpoints: files });
    const open = await screen.findByRole('button', { name: T.fullScreen(PDF) });
    expect(open).toHaveTextContent(T.attachmentPdf);
    expect((createObjectURL.mock.calls[0][0] as Blob).type).toBe('application/pdf');
    await user.click(open);
    const frame = within(screen.getByRole('dialog', { name: PDF })).getByTitle(PDF);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:console/1');
  });

  it('says when the file cannot be loaded', async () => {
    renderPanel([message(1, { bodyText: `[attachment]${IMAGE}` })], { endpoints: { [`GET /chat/attachments/${IMAGE}`]: httpError(404, 'Attachment not found') } });
    const group = await screen.findByRole('group', { name: T.attachment(IMAGE) });
    expect(await within(group).findByText(T.attachmentFailed)).toBeInTheDocument();
    expect(within(group).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps a typed file name inside the attachments path', async () => {
    const { calls } = renderPanel([message(1, { bodyText: '[attachment]../../users/me.png' })], { endpoints: files });
    await screen.findByText(T.attachmentFailed);
    expect(calls.map((c) => c.path)).toContain('/chat/attachments/..%2F..%2Fusers%2Fme.png');
  });

  it('revokes the object URLs when the panel closes', async () => {
    const { unmount } = renderPanel([message(1, { bodyText: `[attachment]${IMAGE}` }), message(2, { bodyText: `[attachment]${PDF}` })], { endpoints: files });
    await screen.findByRole('button', { name: T.fullScreen(PDF) });
    await screen.findByRole('button', { name: T.fullScreen(IMAGE) });
    unmount();
    expect(revokeObjectURL.mock.calls.map(([url]) => url).sort()).toEqual(['blob:console/1', 'blob:console/2']);
  });
});

describe('Payment receipts and automated messages', () => {
  it('shows a receipt with its words and a Show link that opens it safely', async () => {
    renderPanel([message(1, { bodyText: 'Payment of $19.99 received. Receipt: https://pay.example/receipts/rcpt_123' })]);
    const receipt = await screen.findByTestId('receipt');
    expect(receipt).toHaveTextContent(T.receipt);
    expect(within(receipt).getByText('Payment of $19.99 received. Receipt')).toBeInTheDocument();
    const show = within(receipt).getByRole('link', { name: T.show });
    expect(show).toHaveAttribute('href', 'https://pay.example/receipts/rcpt_123');
    expect(show).toHaveAttribute('target', '_blank');
    expect(show.getAttribute('rel')).toContain('noopener');
  });

  it('never makes a link of a non-http receipt text, and marks automated messages', async () => {
    renderPanel([
      message(1, { bodyText: 'receipt javascript:alert(1)' }),
      message(2, { bodyText: '[auto-message]Welcome back!', direction: 'outbound' }),
    ]);
    expect(await screen.findByText('receipt javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const auto = screen.getByText('Welcome back!').closest('[data-testid="message"]') as HTMLElement;
    expect(auto).toHaveAttribute('data-kind', 'auto');
    expect(within(auto).getByText(T.automated)).toBeInTheDocument();
  });
});

describe('Contact form placeholders', () => {
  it("shows an agent message's [contact-form] as the form the guest gets, the words around it as text", async () => {
    renderPanel([
      message(1, { bodyText: 'Please fill this in: [contact-form] Thanks!', direction: 'outbound' }),
      message(2, { bodyText: 'my text [contact-form] stays', direction: 'inbound' }),
    ]);
    const placeholder = await screen.findByTestId('contact-form-placeholder');
    expect(placeholder).toHaveTextContent(T.contactForm);
    const agent = placeholder.closest('[data-testid="message"]') as HTMLElement;
    expect(agent).toHaveTextContent('Please fill this in:');
    expect(agent).toHaveTextContent('Thanks!');
    // A guest cannot make the console draw a form: their text stays text.
    expect(screen.getByText('my text [contact-form] stays')).toBeInTheDocument();
    expect(screen.getAllByTestId('contact-form-placeholder')).toHaveLength(1);
  });
});
