// Emotion's style cache for right-to-left screens: every rule mirrored (margin-left → margin-right...).
// Fetched only when a right-to-left language is first shown.
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

export const rtlStyleCache = () => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
