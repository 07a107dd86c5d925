import { object, string } from 'yup';

// Input shapes several routes share (route-input.ts). Ids stay loose here: a handler answers an unknown
// or foreign id with its own 404, the same for both.

/** A body naming a guest (the console's Guest Info and chat actions). */
export const visitorIdBody = object({ visitorId: string() });

/** A stored file named in the path. */
export const fileNameParams = object({ fileName: string().required() });

/** A record named in the path. */
export const idParams = object({ id: string().required() });
