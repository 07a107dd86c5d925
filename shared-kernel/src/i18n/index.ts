// The languages (no formatter: the server and the loader read these without intl-messageformat).
export * from './locales';
