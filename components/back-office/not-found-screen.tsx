import { Refusal } from './ui';

/** A path of the back office's host that has no screen (pages/staff/[...path].tsx). */
export function NotFoundScreen() {
  return <Refusal kind="notFound" />;
}
