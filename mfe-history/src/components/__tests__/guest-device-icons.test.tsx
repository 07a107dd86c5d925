import { render, screen } from '@testing-library/react';
import { DEVICE_TEXTS as T, GuestDeviceIcons } from '../guest-device-icons';

describe('GuestDeviceIcons', () => {
  it('names the browser and operating system icons for screen readers', () => {
    render(<GuestDeviceIcons browser="Chrome" operatingSystem="Windows" />);
    expect(screen.getByRole('img', { name: T.browser('Chrome') })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: T.operatingSystem('Windows') })).toBeInTheDocument();
  });

  it('says unknown when the guest sent no user agent', () => {
    render(<GuestDeviceIcons browser="" operatingSystem={null} />);
    expect(screen.getByRole('img', { name: T.browser(T.unknown) })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: T.operatingSystem(T.unknown) })).toBeInTheDocument();
  });

});
