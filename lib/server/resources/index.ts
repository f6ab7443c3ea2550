/**
 * Resources (lib/server/sessions/places-left.ts counts them): a park's harness sets, guides and boats,
 * their counts by day, and what each activity consumes, as staff edit them.
 */
export { readResources, saveResource, setResourceDay } from './resource-desk';
export type { ResourceOutcome, ResourceView, ShortSession } from './resource-desk';
