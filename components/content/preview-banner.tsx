import styled from 'styled-components';
import { useT } from '@/lib/client/use-t';

const Banner = styled.aside`
  position: sticky;
  top: 0;
  z-index: 50;
  padding: 10px 16px;
  text-align: center;
  font-weight: 800;
  color: #fff;
  background: repeating-linear-gradient(135deg, #7a1f1f 0 14px, #8f2a2a 14px 28px);
  border-bottom: 3px solid #4d1111;
`;

/**
 * A preview's page says it is one, always in sight: it looks otherwise exactly like the live page. Only the
 * preview's own signed link renders it (pages/_preview/[token].tsx), so no visitor of the live site sees it.
 */
export function PreviewBanner() {
  const t = useT();
  return <Banner aria-label={t('preview.label')}>{t('preview.text')}</Banner>;
}
