import { ErrorView } from '@/components/views/error-view';

export default function NotFoundPage() {
  return <ErrorView statusCode={404} />;
}
