import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetEnquiryFormQuery, GetEnquiryFormQueryVariables } from '../operations';

export const GetEnquiryFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getEnquiryForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getEnquiryForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recaptchaSiteKey"}},{"kind":"Field","name":{"kind":"Name","value":"messageMaxLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}}]}}]}}]} as unknown as DocumentNode<GetEnquiryFormQuery, GetEnquiryFormQueryVariables>;
