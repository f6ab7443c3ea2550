/** A part the floor page loads with next/dynamic, as the site loads its page types and words. */
export default function Part() {
  return <p>Part</p>;
}
