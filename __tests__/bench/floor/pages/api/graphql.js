// The stack's floor for a sale (docs/performance.md, "Booking under load"): the least a purchase can
// cost on the site's stack. A Next.js API route answering GraphQL through Apollo Server, as the site's
// /api/graphql does, and a sale of two requests, as the site's (an add to the cart, then the order), each
// one prepared statement on one pooled connection. What it leaves out is everything a park needs of a
// sale: prices, limits, holds that expire, tickets, mail, reports. So it bounds from above what the
// site's sale can reach on the same machine.
import { ApolloServer, HeaderMap } from '@apollo/server';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });

// Its own tables in the bench's database: eight sessions too large to sell out.
const SETUP = `
  create schema if not exists floor;
  create table if not exists floor.sessions (id int primary key, capacity int not null, sold int not null default 0);
  create table if not exists floor.holds (id bigserial primary key, token uuid not null, session_id int not null, places int not null);
  create index if not exists holds_token on floor.holds (token);
  create index if not exists holds_session on floor.holds (session_id);
  create table if not exists floor.orders (id bigserial primary key, idempotency_key uuid not null unique, token uuid not null, email text not null, session_id int not null, places int not null, created_at timestamptz not null default now());
  insert into floor.sessions (id, capacity) select n, 1000000 from generate_series(1, 8) n on conflict do nothing;
`;
let ready;
const setUp = () => (ready ??= pool.query(SETUP));

// A hold, while the session's sales and holds leave room for it (the order checks again).
const ADD = {
  name: 'floor-add',
  text: `insert into floor.holds (token, session_id, places)
    select $2::uuid, s.id, $3::int from floor.sessions s
    where s.id = $1::int and s.capacity - s.sold - (select coalesce(sum(h.places), 0) from floor.holds h where h.session_id = s.id) >= $3::int
    returning id`,
};
// The cart's holds become an order, the session's count taken in the same statement; never oversold.
const ORDER = {
  name: 'floor-order',
  text: `with h as (delete from floor.holds where token = $1::uuid returning session_id, places),
    s as (update floor.sessions f set sold = f.sold + h.places from h where f.id = h.session_id and f.capacity - f.sold >= h.places returning f.id, h.places)
    insert into floor.orders (idempotency_key, token, email, session_id, places) select $2::uuid, $1::uuid, $3::text, s.id, s.places from s
    on conflict (idempotency_key) do nothing returning id`,
};

const server = new ApolloServer({
  typeDefs: `
    type Query { floor: String!, floorSessions: [ID!]! }
    type Mutation { floorAdd(sessionId: ID!, quantity: Int!): String!, floorOrder(idempotencyKey: ID!, email: String!): Boolean! }
  `,
  resolvers: {
    Query: {
      floor: () => 'floor',
      floorSessions: async () => (await pool.query('select id from floor.sessions order by id')).rows.map((row) => String(row.id)),
    },
    Mutation: {
      floorAdd: async (_, { sessionId, quantity }, { token }) =>
        (await pool.query({ ...ADD, values: [Number(sessionId), token, quantity] })).rowCount ? 'CartUpdated' : 'SoldOut',
      floorOrder: async (_, { idempotencyKey, email }, { token }) => (await pool.query({ ...ORDER, values: [token, idempotencyKey, email] })).rowCount > 0,
    },
  },
});
const started = server.start();

export default async function graphql(req, res) {
  await Promise.all([started, setUp()]);
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const token = req.headers['x-anonymous-token'];
  const answer = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: req.method ?? 'POST', headers, search: '', body: req.body },
    context: async () => ({ token: typeof token === 'string' ? token : null }),
  });
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.status(answer.status ?? 200).end(answer.body.kind === 'complete' ? answer.body.string : '');
}
