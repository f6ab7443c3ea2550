import styled from 'styled-components';
import type { BlockOfType } from './types';

const List = styled.div`
  details {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: 16px 0;
  }
  summary {
    cursor: pointer;
    font-weight: 700;
    font-size: 18px;
    list-style-position: outside;
  }
  details p {
    margin: 10px 0 0;
  }
`;

/** Native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqsBlock({ block }: { block: BlockOfType<'FAQs'> }) {
  return (
    <List>
      <h2>{block.heading}</h2>
      {block.items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </List>
  );
}
