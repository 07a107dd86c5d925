// The seed module's face: what other modules may use of it; every other file is private to it.
export { DEMO_ACCOUNTS } from './demo-seed';
export { hasDemoAccounts, seedDatabase } from './seed';
