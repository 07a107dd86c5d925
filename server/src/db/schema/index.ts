// The database schema, one file per area (a file references only the areas above it in this list);
// every `from '../db/schema'` import reads it through here.
export * from './users';
export * from './departments';
export * from './widgets';
export * from './visitors';
export * from './chats';
export * from './teamwork';
export * from './canned-and-auto-messages';
export * from './payments';
export * from './cluster';
export * from './reports';
export * from './integrations';
export * from './ai-assist';
