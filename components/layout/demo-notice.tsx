import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';

const Bar = styled.aside`
  padding: 6px 16px;
  text-align: center;
  font-size: 14px;
  line-height: 1.4;
  font-weight: 600;
  color: #3d2f00;
  background: #fff1bf;
  border-bottom: 1px solid #e6cf7a;
`;

/**
 * The demo says so on every page (issue #21): a slim bar above everything, a landmark of its own so a
 * screen reader finds it, with nothing focusable (the skip link stays the first stop). Shown when the
 * deployment is a demo (Locale.demo, the server's DEMO=on), never from anything in the build.
 */
export function DemoNotice() {
  const t = useT();
  return <Bar aria-label={t('demoNotice.label')}>{t('demoNotice.text')}</Bar>;
}
