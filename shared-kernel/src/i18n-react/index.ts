export * from './document-locale';
export * from './catalogue';
