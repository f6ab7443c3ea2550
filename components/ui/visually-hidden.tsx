import styled, { css } from 'styled-components';

/** The rules that keep text for screen readers only. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only: read out, never drawn. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
