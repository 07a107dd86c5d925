import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import ComputerIcon from '@mui/icons-material/Computer';
import ExploreIcon from '@mui/icons-material/Explore';
import GoogleIcon from '@mui/icons-material/Google';
import LanguageIcon from '@mui/icons-material/Language';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import TerminalIcon from '@mui/icons-material/Terminal';
import { Stack } from 'shared-kernel/mui';
import type { SvgIconComponent } from '@mui/icons-material';
import { t, texts } from '../i18n/catalogue';

// The words are the catalogue's.
const T = texts({
  browser: (name: string) => t('device.browser', { name }),
  operatingSystem: (name: string) => t('device.operatingSystem', { name }),
  unknown: 'device.unknown',
});

export const DEVICE_TEXTS = T;

type Rule = [RegExp, SvgIconComponent];

// Names as the server's user-agent parser gives them; the first match wins, a generic icon otherwise.
const BROWSERS: Rule[] = [
  [/edge/i, MicrosoftIcon],
  [/chrom|samsung|opera|brave|vivaldi/i, GoogleIcon],
  [/safari/i, ExploreIcon],
];
const SYSTEMS: Rule[] = [
  [/android/i, AndroidIcon],
  [/mac|ios|ipad|iphone/i, AppleIcon],
  [/windows/i, MicrosoftIcon],
  [/linux|ubuntu|debian|fedora|chrome ?os|bsd/i, TerminalIcon],
];

const iconOf = (rules: Rule[], name: string, fallback: SvgIconComponent) => rules.find(([pattern]) => pattern.test(name))?.[1] ?? fallback;

/** The guest's browser and operating system as two small icons, each named for screen readers and on hover. */
export function GuestDeviceIcons({ browser, operatingSystem }: { browser?: string | null; operatingSystem?: string | null }) {
  const browserName = browser?.trim() || T.unknown;
  const systemName = operatingSystem?.trim() || T.unknown;
  const Browser = iconOf(BROWSERS, browserName, LanguageIcon);
  const System = iconOf(SYSTEMS, systemName, ComputerIcon);
  return (
    <Stack direction="row" spacing={0.25} component="span" sx={{ display: 'inline-flex', alignItems: 'center', color: 'text.secondary' }}>
      <Browser titleAccess={T.browser(browserName)} sx={{ fontSize: 16 }} />
      <System titleAccess={T.operatingSystem(systemName)} sx={{ fontSize: 16 }} />
    </Stack>
  );
}
