import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoPicker, type PhotoPickerProps } from '..';

const texts = { label: 'Photo', choose: 'Choose Photo', remove: 'Remove Photo', hint: 'JPG or PNG, 100 × 100 px' };

function setup(props: Partial<PhotoPickerProps> = {}) {
  const onChoose = jest.fn();
  const onRemove = jest.fn();
  render(
    <PhotoPicker
      layout="row"
      name="ann"
      src={null}
      alt="Photo of ann"
      hasPhoto={false}
      disabled={false}
      accept="image/png,image/jpeg"
      onChoose={onChoose}
      onRemove={onRemove}
      texts={texts}
      {...props}
    />,
  );
  return { onChoose, onRemove };
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('PhotoPicker', () => {
  it('shows the initial without a picture, and offers no Remove', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Photo' })).toHaveTextContent('A');
    expect(screen.queryByRole('button', { name: 'Remove Photo' })).toBeNull();
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg');
  });

  it('passes the chosen file once and clears the input, so the same file can be chosen again', async () => {
    const { onChoose } = setup();
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(fileInput(), file);
    expect(onChoose).toHaveBeenCalledWith(file);
    expect(fileInput().value).toBe('');
  });

  it('describes the file input by the hint and the refusal, marked invalid', () => {
    setup({ error: 'Photo must be 100 × 100 px' });
    const input = fileInput();
    expect(input).toHaveAccessibleDescription('JPG or PNG, 100 × 100 px Photo must be 100 × 100 px');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the picture with its text and removes it', async () => {
    const { onRemove } = setup({ src: 'blob:photo', hasPhoto: true });
    expect(screen.getByRole('img', { name: 'Photo of ann' })).toHaveAttribute('src', 'blob:photo');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('waits while a chosen file is checked, and while the form saves', () => {
    setup({ checking: true, hasPhoto: true });
    expect(fileInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Photo' })).toBeEnabled();
  });

  it('in the column layout names the group by the label and shows the hint as text', () => {
    setup({ layout: 'column', hasPhoto: true, disabled: true });
    expect(screen.getByRole('group', { name: 'Photo' })).toHaveTextContent('JPG or PNG, 100 × 100 px');
    expect(fileInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Photo' })).toBeDisabled();
  });
});
