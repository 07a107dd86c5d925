// The console's reading direction follows its language: Arabic turns MUI's theme and every emotion style
// right to left (MUI's RTL guide: theme direction plus stylis-plugin-rtl). English never loads that code.
import { useEffect, useState, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from 'shared-kernel/mui';
import { directionOf } from 'shared-kernel/i18n';
import { catalogueLocaleOf, useDocumentLanguage } from 'shared-kernel/i18n-react';
import { themeFor } from '../ui/theme';

let rtlCache: Promise<EmotionCache> | undefined;
const loadRtlCache = () => (rtlCache ??= import('./rtl-style-cache').then((module) => module.rtlStyleCache()));

export function ConsoleDirection({ children }: { children: ReactNode }) {
  const direction = directionOf(catalogueLocaleOf(useDocumentLanguage()));
  const [cache, setCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (direction !== 'rtl' || cache) return;
    let live = true;
    void loadRtlCache().then((loaded) => live && setCache(loaded));
    return () => {
      live = false;
    };
  }, [direction, cache]);
  if (direction === 'ltr') return <ThemeProvider theme={themeFor('ltr')}>{children}</ThemeProvider>;
  // A moment while the mirrored styles load; the page is not shown half mirrored.
  if (!cache) return null;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeFor('rtl')}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
