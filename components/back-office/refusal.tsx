import { useStaffT } from './translations';
import { ScreenHeading } from './ui';

/** A screen the member may not use, or a path with no screen: says which, and the way back. */
export function Refusal({ kind }: { kind: 'forbidden' | 'notFound' }) {
  const t = useStaffT();
  return (
    <>
      <ScreenHeading>{t(`${kind}.heading`)}</ScreenHeading>
      <p>{t(`${kind}.text`)}</p>
      <p>
        <a href="/">{t('forbidden.home')}</a>
      </p>
    </>
  );
}
