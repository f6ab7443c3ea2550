import { Link } from '@/components/ui/link';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { CartButton } from '@/components/cart/cart-button';
import { MainMenu } from './main-menu';
import { useSiteLocale } from './site-context';

/**
 * One styled component for the header, its parts styled within it: the header is rendered on every page,
 * and each styled part was a component of its own to render (issue #25).
 */
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  height: ${({ theme }) => theme.layout.headerHeight.mobile}px;
  background: rgba(255, 255, 255, 0.96);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  backdrop-filter: saturate(180%) blur(8px);

  ${({ theme }) => theme.media.lg} {
    height: ${({ theme }) => theme.layout.headerHeight.desktop}px;
  }

  .inner {
    height: 100%;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
  }

  .brand {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-width: 0;
    /* Chinese names break at their space ("峰躍探險樂園 / 香港"), not inside a word. */
    word-break: keep-all;
    font-weight: 800;
    /* 15px keeps a six-character Chinese name on one line beside the menu and cart buttons at 375px. */
    font-size: 15px;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;

    ${({ theme }) => theme.media.sm} {
      font-size: 17px;
    }
    ${({ theme }) => theme.media.lg} {
      font-size: 22px;
    }
  }

  /*
   * On the narrowest phones (320 px) a park's name beside the menu and cart buttons has room for about
   * six letters a line, and a long word ("Queenstown") ran under the Menu button: there the mark alone is
   * drawn, and the name stays the link's name for screen readers.
   */
  @media (max-width: 359.98px) {
    .name {
      ${visuallyHidden}
    }
  }

  .mark {
    width: 34px;
    height: 34px;
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }

  .actions {
    display: flex;
    align-items: center;
    gap: 8px;
    flex: none;

    /* The menu and cart buttons keep to one line in every language; the brand's name wraps instead. */
    button {
      white-space: nowrap;
      padding-left: 12px;
      padding-right: 12px;
    }
    ${({ theme }) => theme.media.sm} {
      gap: 10px;
      button {
        padding-left: 18px;
        padding-right: 18px;
      }
    }
  }

  .skip-link {
    position: absolute;
    left: 12px;
    top: -100px;
    padding: 8px 14px;
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    z-index: 100;

    &:focus {
      top: 12px;
    }
  }
`;

export function SiteHeader() {
  const t = useT();
  const locale = useSiteLocale();
  return (
    <Bar>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Container className="inner">
        <Link className="brand" href="/">
          <svg className="mark" viewBox="0 0 40 40" aria-hidden="true">
            <path d="M2 34 L15 12 L22 23 L27 16 L38 34 Z" fill="currentColor" />
            <path d="M4 8 L36 18" stroke="#00cde0" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="name">{locale.title}</span>
        </Link>
        <div className="actions">
          <MainMenu />
          {locale.park && locale.bookingEnabled && !locale.enableProgressiveCheckout && <CartButton />}
        </div>
      </Container>
    </Bar>
  );
}
