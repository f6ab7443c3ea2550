// The fixed stack's floor for a page with live data (issue #25; ../stack.jsx): the same with Apollo
// Client querying /api/graphql and a form of react-hook-form checked by a yup schema, as a booking's, a
// payment's and the back office's pages have.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { object, string } from 'yup';
import { Stack } from '../stack';

// A parsed document, as the site's generated ones are (no GraphQL parser in the browser).
const QUERY = {
  kind: 'Document',
  definitions: [{ kind: 'OperationDefinition', operation: 'query', name: { kind: 'Name', value: 'Floor' }, selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'floor' } }] } }],
};

const schema = object({ email: string().email().required() });

function Live() {
  const { data } = useQuery(QUERY);
  const { register, handleSubmit, formState } = useForm({ resolver: yupResolver(schema) });
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      <p>{data?.floor ?? '…'}</p>
      <input aria-label="Email" {...register('email')} />
      {formState.errors.email && <p>{formState.errors.email.message}</p>}
    </form>
  );
}

export default function LiveStackFloor({ title }) {
  const client = useMemo(() => new ApolloClient({ cache: new InMemoryCache(), link: new HttpLink({ uri: '/api/graphql' }) }), []);
  return (
    <ApolloProvider client={client}>
      <Stack title={title}>
        <Live />
      </Stack>
    </ApolloProvider>
  );
}

export function getServerSideProps() {
  return { props: { title: 'Live stack' } };
}
