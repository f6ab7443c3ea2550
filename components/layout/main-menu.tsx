import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { useSiteLocale } from './site-context';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: ${({ theme }) => theme.buttonHeight}px;
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  /* One line in every language: Chinese would otherwise break between any two characters. */
  white-space: nowrap;
  flex: none;
  cursor: pointer;

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const List = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 12px 20px 20px;
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: 4px;
  position: absolute;
  top: ${({ theme }) => theme.layout.headerHeight.mobile}px;
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 12px 24px rgba(40, 47, 54, 0.12);

  ${({ theme }) => theme.media.lg} {
    display: flex;
    position: static;
    padding: 0;
    gap: 6px;
    background: none;
    border: 0;
    box-shadow: none;
  }

  a {
    display: block;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius}px;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The header menu from the locale's data; a disclosure on phones, a row on desktops. */
export function MainMenu() {
  const t = useT();
  const locale = useSiteLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [router.asPath]);
  // Escape closes the open menu and gives the focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!locale.menu.length) return null;
  return (
    <nav aria-label={t('menu.label')}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? t('menu.close') : t('menu.open')}
      </Toggle>
      <List id={id} $open={open}>
        {locale.menu.map((item) => (
          <li key={item.path}>
            <Link href={item.path} aria-current={router.asPath.split(/[?#]/)[0] === item.path ? 'page' : undefined}>
              {item.menuTitle}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
