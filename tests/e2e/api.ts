// Calls to the real server from an e2e test (set-up and checks beside what the browser does), unwrapping the envelope.
export type ApiCall = <T>(path: string, init?: { method?: string; token?: string; body?: unknown }) => Promise<T>;

export function portalApi(baseURL: string): ApiCall {
  return async <T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${baseURL}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const json = (await response.json()) as { data: T; message?: string };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
    return json.data;
  };
}
