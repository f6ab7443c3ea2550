import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useStaffT } from '../translations';
import { ScreenHeading } from './frame';

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

const refusedWith = (error: unknown, code: string): boolean => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);

/** The back office API's refusal: no such thing, or another park's (it never says which). */
export const isForbidden = (error: unknown): boolean => refusedWith(error, 'FORBIDDEN');

/** The request's own value was refused (BAD_USER_INPUT): a day that is not on the calendar (2026-02-31), say. */
export const isBadInput = (error: unknown): boolean => refusedWith(error, 'BAD_USER_INPUT');
