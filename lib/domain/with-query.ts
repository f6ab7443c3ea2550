/**
 * An absolute URL with these query parameters set, keeping any it already has. Return and callback URLs
 * often carry their own query (`?payment=…`), so a parameter is never glued on with a bare `?`.
 */
export function withQuery(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return parsed.toString();
}
