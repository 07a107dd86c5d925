// The transcript's words and a guest's place (location, flag): what the first dashboard's guest rows need of the
// transcript. A bundled subpath (each app keeps what it uses), so the bubbles and the attachment viewer of the
// shared 'shared-kernel/transcript' come with the first chat opened, not with the dashboard.
export { TRANSCRIPT_TEXTS } from './texts';
export { GuestFlag } from './guest-flag';
export { flagOf, locationOf, type FlagView, type GuestPlace } from './guest-place';
