import styled from 'styled-components';

const List = styled.ol`
  list-style: none;
  margin: 0 0 48px;
  padding: 0 0 0 24px;
  border-left: 3px solid ${({ theme }) => theme.colors.tertiary};

  li {
    position: relative;
    padding: 0 0 28px 16px;
  }
  li::before {
    content: '';
    position: absolute;
    left: -33px;
    top: 4px;
    width: 15px;
    height: 15px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    border: 3px solid ${({ theme }) => theme.colors.background};
  }
  .year {
    display: block;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    font-size: 22px;
    margin: 2px 0 6px;
  }
  p {
    margin: 0;
  }
`;

export function Timeline({ events }: { events: { year: string; title: string; text: string }[] }) {
  return (
    <List>
      {events.map((event) => (
        <li key={`${event.year}-${event.title}`}>
          <span className="year">{event.year}</span>
          <h3>{event.title}</h3>
          <p>{event.text}</p>
        </li>
      ))}
    </List>
  );
}
