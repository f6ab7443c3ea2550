import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ContentSitesQuery, ContentSitesQueryVariables } from '../staff-operations';

export const ContentSitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentSites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentSites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parkId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ContentSitesQuery, ContentSitesQueryVariables>;
