// The photo field of the agent dialog: a refused type or size shows its message under the field and is
// not sent; an accepted photo is previewed and can be removed again.
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readImageSize } from '../lib/image-size';
import { AGENT_FORM_TEXTS as T } from '../texts';
import { dialog, form, gif, jpeg, passwordBox, photoInput, png, renderDialog, submit, textbox } from './agent-form-fixtures';

jest.mock('../lib/image-size', () => ({ readImageSize: jest.fn() }));
const sized = readImageSize as jest.MockedFunction<typeof readImageSize>;

beforeEach(() => {
  sized.mockReset();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});

describe('Agent photo field', () => {
  it('accepts JPG, JPEG and PNG only (the picker and the check)', async () => {
    await renderDialog();
    expect(photoInput()).toHaveAttribute('accept', '.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(photoInput()).toHaveAccessibleDescription(T.photoHint);
  });

  it('refuses another type with a message under the field and sends no photo', async () => {
    const { calls } = await renderDialog({ endpoints: { registerAgent: { _id: 'n', email: 'new@example.com' } } });
    // The picker's accept list would hide the file; the check must refuse it all the same.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(photoInput(), gif());
    expect(await within(dialog()).findByText(T.photoType)).toBeInTheDocument();
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');
    expect(photoInput()).toHaveAccessibleDescription(`${T.photoHint} ${T.photoType}`);
    expect(within(dialog()).queryByRole('img')).not.toBeInTheDocument();
    expect(sized).not.toHaveBeenCalled();
    await user.type(textbox(T.email), 'new@example.com');
    await user.type(textbox(T.fullName), 'New Agent');
    await user.type(passwordBox(), 'Secret#123');
    await user.click(submit());
    await waitFor(() => expect(calls.some((call) => call.key === 'registerAgent')).toBe(true));
    expect(form(calls.find((call) => call.key === 'registerAgent')!)).not.toHaveProperty('profilePhoto');
  });

  it('refuses a photo that is not 100 × 100 px, naming its size', async () => {
    sized.mockResolvedValue({ width: 120, height: 100 });
    const { user } = await renderDialog();
    await user.upload(photoInput(), png());
    expect(await within(dialog()).findByText(T.photoSize(120, 100))).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: T.removePhoto })).not.toBeInTheDocument();
  });

  it('previews an accepted photo, clears an earlier refusal, and removes it again', async () => {
    sized.mockResolvedValueOnce({ width: 64, height: 64 }).mockResolvedValue({ width: 100, height: 100 });
    const { user } = await renderDialog();
    await user.type(textbox(T.fullName), 'New Agent');
    await user.upload(photoInput(), png());
    expect(await within(dialog()).findByText(T.photoSize(64, 64))).toBeInTheDocument();
    await user.upload(photoInput(), jpeg());
    const preview = await within(dialog()).findByRole('img', { name: T.photoPreview('New Agent') });
    expect(preview).toHaveAttribute('src', 'blob:preview');
    expect(within(dialog()).queryByText(T.photoSize(64, 64))).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: T.removePhoto }));
    expect(within(dialog()).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog()).getByText('N')).toBeInTheDocument();
  });
});
