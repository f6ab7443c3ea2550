// @ts-check
import { addTypenameToDocument } from '@apollo/client/utilities';
import { plugin as typedDocumentNodePlugin } from '@graphql-codegen/typed-document-node';
import { print } from 'graphql';

/**
 * GraphQL documents one module per operation file, so that a page's bundle holds only the documents it
 * uses (a single module of every document is shipped whole to every page).
 *
 * - `{ mode: 'documents', source: 'get-locale.graphql' }`: the typed documents of the operations defined
 *   in that file, exactly as @graphql-codegen/typed-document-node writes them (fragments inlined), typed
 *   by the operation types of ../operations.
 * - `{ mode: 'request', source: 'get-checkout.graphql' }`: each of its operations' name and text as the
 *   site's GraphQL client sends them (Apollo's cache adds `__typename` to every selection), for a request
 *   a page starts before that client has loaded (lib/client/prefetch.ts). Only the files codegen.ts
 *   names get one, so pages carry no printed text they do not send.
 * - `{ mode: 'reexports' }`: in operations.ts, the re-export of every document from its module, so that
 *   imports of `@/graphql/generated/operations` keep working and resolve to that one module.
 *
 * Every output is given every document: graphql/operations holds one definition per file, so an
 * operation's fragments are in other files, and typed-document-node inlines them into its document. A
 * fragment's own file has no module (codegen.ts gives modules to operations' files only).
 */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<(\w+), (\w+)>;$/;

/** typed-document-node's documents of the operations of `source` (file name), in its order. */
async function documentsOf(schema, documents, config, source) {
  const output = await typedDocumentNodePlugin(schema, documents, { ...config, mode: undefined, source: undefined });
  const content = typeof output === 'string' ? output : output.content;
  const names = new Set(
    documents
      .filter((file) => file.location?.endsWith(`/${source}`))
      .flatMap((file) => file.document?.definitions ?? [])
      .filter((definition) => definition.kind === 'OperationDefinition' && definition.name)
      .map((definition) => definition.name.value),
  );
  return content
    .split('\n')
    .map((line) => DOCUMENT_LINE.exec(line))
    .filter((match) => match !== null)
    .filter((match) => {
      const [first] = JSON.parse(match[2]).definitions;
      return first.kind === 'OperationDefinition' && names.has(first.name.value);
    });
}

const sources = (documents) => [...new Set(documents.map((file) => (file.location ?? '').split('/').pop()))].filter(Boolean).sort();

/**
 * `folder`: where the documents' modules are, beside the operations' types (`documents`, or the back
 * office's `staff-documents`); `types`: that types module, from a documents module (`../operations`).
 * @type {import('@graphql-codegen/plugin-helpers').PluginFunction<{ mode: 'documents' | 'request' | 'reexports', source?: string, folder?: string, types?: string }>}
 */
export const plugin = async (schema, documents, config) => {
  if (config.mode === 'request') {
    const found = await documentsOf(schema, documents, { ...config, folder: undefined, types: undefined }, config.source);
    if (!found.length) throw new Error(`${config.source} defines no operation: only operations' files get a request module`);
    return found
      .map((match) => {
        const document = JSON.parse(match[2]);
        const [operation] = document.definitions;
        const name = operation.name.value;
        const request = { operationName: name, query: print(addTypenameToDocument(document)) };
        return `export const ${name}Request = ${JSON.stringify(request)} as const;\n`;
      })
      .join('');
  }
  if (config.mode === 'documents') {
    const found = await documentsOf(schema, documents, { ...config, folder: undefined, types: undefined }, config.source);
    if (!found.length) throw new Error(`${config.source} defines no operation: only operations' files get a documents module`);
    const types = found.flatMap((match) => [match[3], match[4]]);
    return [
      "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
      `import type { ${types.join(', ')} } from '${config.types ?? '../operations'}';`,
      '',
      ...found.map((match) => match[0]),
      '',
    ].join('\n');
  }
  const lines = [];
  for (const source of sources(documents)) {
    const found = await documentsOf(schema, documents, { ...config, folder: undefined, types: undefined }, source);
    if (found.length) lines.push(`export { ${found.map((match) => match[1]).join(', ')} } from './${config.folder ?? 'documents'}/${source.replace(/\.graphql$/, '')}';`);
  }
  return lines.join('\n') + '\n';
};
