// The fixed stack's floor for a visitor page (issue #25; ../stack.jsx): the bench's control for the
// first-load JavaScript of home and an activity page.
import { Stack } from '../stack';

export default function StackFloor({ title }) {
  return <Stack title={title} />;
}

export function getServerSideProps() {
  return { props: { title: 'Stack' } };
}
