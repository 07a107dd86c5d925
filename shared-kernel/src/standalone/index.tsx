export { mountStandalone, type MountStandaloneOptions } from './mount-standalone';
export { StandaloneApp, type StandaloneAppProps } from './standalone-app';
