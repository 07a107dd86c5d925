import '@fastify/compress';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route serves built files: precompressed (static/serve-file.ts), never a document but pages. */
    builtFiles?: boolean;
  }
}

/** Route options of the routes serving built files: precompressed there, nothing to do per request. */
export const BUILT_FILES: { compress: false; config: { builtFiles: true } } = { compress: false, config: { builtFiles: true } };
