// A guest sends an image and a PDF from the widget: the agent sees both previews, opens each in the
// full-screen viewer, closes it, and downloads each file under its name with the bytes the guest sent.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TINY_PNG } from '../support/accounts';
import { OWNER } from '../support/console';
import { acceptChat, chatPanel, guestAttaches, guestEndsChat, guestWrites, ownerAndGuest, setOnline, unique } from '../support/live';

/** A small valid one-page PDF (byte offsets in its cross-reference table computed, as readers check them). */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 20 40 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const naturalWidth = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).naturalWidth);

/** Download from the link; answers the suggested name and the bytes saved. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await link.click();
  const file = await started;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test("the guest's PNG and PDF show as previews, open full screen, close again and download under their names", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { owner, guest } = await ownerAndGuest(browser, baseURL, request, '/demo/contact.html');
  const question = `Here is my ticket and a photo of the damage ${unique('q')}`;
  await guestWrites(guest.page, question);
  const guestId = await acceptChat(owner.page, question);
  const panel = chatPanel(owner.page, guestId);

  const pdfBytes = tinyPdf('Tour ticket');
  // Stored under server-made names: <uuid>.<kind>.
  const png = await guestAttaches(guest.page, { name: 'damage.png', mimeType: 'image/png', buffer: TINY_PNG }, /^[0-9a-f-]{36}\.png$/);
  const pdf = await guestAttaches(guest.page, { name: 'ticket.pdf', mimeType: 'application/pdf', buffer: pdfBytes }, /^[0-9a-f-]{36}\.pdf$/);

  // Image: a loaded preview that opens the viewer.
  const imageGroup = panel.getByRole('group', { name: `Attachment ${png}`, exact: true });
  const preview = imageGroup.getByRole('img', { name: `Image ${png}`, exact: true });
  await expect(preview).toBeVisible();
  await expect.poll(() => naturalWidth(preview)).toBeGreaterThan(0);
  await imageGroup.getByRole('button', { name: `View ${png} full screen` }).click();
  let viewer = owner.page.getByRole('dialog', { name: png, exact: true });
  await expect(viewer).toBeVisible();
  const full = viewer.getByRole('img', { name: `Image ${png}`, exact: true });
  await expect.poll(() => naturalWidth(full)).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Close the viewer' }).click();
  await expect(viewer).toBeHidden();

  // PDF: a card, and the document in a frame of the viewer.
  const pdfGroup = panel.getByRole('group', { name: `Attachment ${pdf}`, exact: true });
  await expect(pdfGroup.getByText('PDF document')).toBeVisible();
  await pdfGroup.getByRole('button', { name: `View ${pdf} full screen` }).click();
  viewer = owner.page.getByRole('dialog', { name: pdf, exact: true });
  await expect(viewer).toBeVisible();
  const frame = viewer.locator(`iframe[title="${pdf}"]`);
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await viewer.getByRole('button', { name: 'Close the viewer' }).click();
  await expect(viewer).toBeHidden();

  // Each download is the guest's file, under the name the chat shows.
  const pngFile = await download(owner.page, imageGroup.getByRole('link', { name: `Download ${png}` }));
  expect(pngFile.name).toBe(png);
  expect(pngFile.bytes.equals(TINY_PNG)).toBe(true);
  const pdfFile = await download(owner.page, pdfGroup.getByRole('link', { name: `Download ${pdf}` }));
  expect(pdfFile.name).toBe(pdf);
  expect(pdfFile.bytes.equals(pdfBytes)).toBe(true);

  await guestEndsChat(guest.page);
  for (const party of [guest, owner]) await party.context.close();
  await setOnline(request, OWNER, false);
});
