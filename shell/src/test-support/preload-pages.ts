// The shell's screens are separate chunks in the browser; tests render them without waiting for one.
import { preloadAllPages } from '../app/lazy-pages';

beforeAll(() => preloadAllPages());
