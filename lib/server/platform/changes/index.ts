/**
 * Changes every instance must see within seconds (issue #23): recorded in the changing transaction
 * (`recordChange`: a row and a NOTIFY delivered at commit), heard by each instance's listener
 * (`listenForChanges`: LISTEN on a dedicated connection, with a poll of the rows as its backstop). What a
 * change means for the caches is lib/domain/site-changes.ts; the app applies it (lib/server/app).
 */
export { CHANNEL, deleteOldChanges, recordChange } from './record';
export { listenForChanges } from './listener';
export type { ChangeListener, ChangeListenerOptions } from './listener';
