import styled from 'styled-components';

export const Section = styled.section`
  padding: 40px 0;

  ${({ theme }) => theme.media.md} {
    padding: 56px 0;
  }
`;

export const Lead = styled.p`
  font-size: 19px;
  color: ${({ theme }) => theme.colors.muted};
  max-width: 720px;
`;

/** Plain paragraphs separated by blank lines, as stored. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}
