import { Link } from '@/components/ui/link';
import styled, { css } from 'styled-components';

const base = css<{ $variant?: 'primary' | 'secondary' | 'light' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ theme }) => theme.buttonHeight}px;
  padding: 8px 22px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  font-size: 16px;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transition},
    color ${({ theme }) => theme.transition},
    border-color ${({ theme }) => theme.transition};

  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover {
            background: #0047ba;
            border-color: #0047ba;
          }
        `
      : $variant === 'light'
        ? css`
            background: ${theme.colors.onPrimary};
            border-color: ${theme.colors.onPrimary};
            color: ${theme.colors.primary};
            &:hover {
              background: ${theme.colors.tertiary};
              border-color: ${theme.colors.tertiary};
            }
          `
        : css`
            background: transparent;
            color: ${theme.colors.primary};
            &:hover {
              background: ${theme.colors.surface};
            }
          `}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** The brand button: 38px high, 20px radius (styles/theme.ts). */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'light' }>`
  ${base}
`;

export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' | 'light' }>`
  ${base}
`;

export const ExternalButtonLink = styled.a<{ $variant?: 'primary' | 'secondary' | 'light' }>`
  ${base}
`;
