// A JSON call to the started server's API: the answer's body parsed, any status but 2xx an error
// naming the path and what the server said.
export interface ServerAddress {
  baseUrl: string;
  apiPrefix: string;
}

export async function jsonRequest(
  context: ServerAddress,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<unknown> {
  const response = await fetch(`${context.baseUrl}${context.apiPrefix}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}
