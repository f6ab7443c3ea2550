// The bench's baseline (issue #10): a bare pages-router page whose getServerSideProps returns constant
// props, served by the same Next.js as the site. Its requests per second are the practical ceiling.
export default function Baseline({ title, items }) {
  return (
    <main>
      <h1>{title}</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  );
}

export function getServerSideProps() {
  return { props: { title: 'Baseline', items: ['one', 'two', 'three'] } };
}
