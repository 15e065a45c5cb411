import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, unwrap } from '../../api/client';
import { idempotencyKeyPattern } from '../../api/contract/idempotency';

type Answer = { status: number; body?: unknown } | 'lost';

/** A client whose server answers from a script (or loses the answer: the connection drops), recording each request's key. */
function scriptedServer(answers: Answer[]) {
  const keys: (string | null)[] = [];
  let made = 0;
  const client = createApiClient({
    baseUrl: 'http://test',
    getToken: () => 'token-1',
    newIdempotencyKey: () => `key-${String((made += 1)).padStart(16, '0')}`,
    fetch: async (request) => {
      keys.push(request.headers.get('idempotency-key'));
      // The server reads the whole body, as a real one would.
      await request.arrayBuffer();
      const answer = answers.shift() ?? { status: 200, body: {} };
      if (answer === 'lost') throw new TypeError('fetch failed');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, keys };
}

const submit = (client: ReturnType<typeof createApiClient>, applicationId = 'a-1') => unwrap(client.POST('/api/loan-applications/{applicationId}/submit', { params: { path: { applicationId } } }));
const saveStep = (client: ReturnType<typeof createApiClient>, data: unknown) =>
  unwrap(client.PUT('/api/loan-applications/{applicationId}/steps', { params: { path: { applicationId: 'a-1' } }, body: { step: 'coBorrower', data } as never }));

describe('Idempotency-Key on the client', () => {
  it('a retry of a request whose answer was lost sends the same key; the next intent a new one', async () => {
    const { client, keys } = scriptedServer(['lost', { status: 200, body: { id: 'a-1' } }, { status: 409, body: { type: 'LOAN_APPLICATION', reason: 'ACTION_NOT_ALLOWED' } }]);
    await expect(submit(client)).rejects.toMatchObject({ kind: 'network' });
    expect(await submit(client)).toEqual({ id: 'a-1' });
    // The answer came: pressing Submit again is a new intent, refused or not by the server on its own.
    await expect(submit(client)).rejects.toBeInstanceOf(ApiError);
    expect(keys).toEqual(['key-0000000000000001', 'key-0000000000000001', 'key-0000000000000002']);
  });

  it('sends a key with every mutating call and none with a read; a key has the contract shape', async () => {
    const { client, keys } = scriptedServer([]);
    await unwrap(client.GET('/api/loan-applications/{applicationId}', { params: { path: { applicationId: 'a-1' } } }));
    await submit(client);
    await unwrap(client.DELETE('/api/loan-applications/{applicationId}', { params: { path: { applicationId: 'a-1' } } }));
    expect(keys[0]).toBeNull();
    expect(keys.slice(1).every((key) => key !== null && idempotencyKeyPattern.test(key))).toBe(true);
    expect(new Set(keys.slice(1)).size).toBe(2);
    const real = createApiClient({ baseUrl: 'http://test', fetch: async (request) => (keys.push(request.headers.get('idempotency-key')), new Response('{}', { status: 200 })) });
    await unwrap(real.POST('/api/loan-applications/{applicationId}/submit', { params: { path: { applicationId: 'a-1' } } }));
    expect(keys.at(-1)).toMatch(idempotencyKeyPattern);
  });

  it('a lost answer is only reused for the same request: another body or address is another intent', async () => {
    const { client, keys } = scriptedServer(['lost', 'lost', 'lost']);
    await expect(saveStep(client, { mode: 'alone' })).rejects.toMatchObject({ kind: 'network' });
    await expect(saveStep(client, { mode: 'together' })).rejects.toMatchObject({ kind: 'network' });
    await expect(submit(client, 'a-2')).rejects.toMatchObject({ kind: 'network' });
    await saveStep(client, { mode: 'alone' });
    await saveStep(client, { mode: 'together' });
    expect(keys).toEqual(['key-0000000000000001', 'key-0000000000000002', 'key-0000000000000003', 'key-0000000000000001', 'key-0000000000000002']);
  });

  it('keeps the key while the server is still running the first (409 in progress) or answered a 5xx, and lets it go with the answer', async () => {
    const { client, keys } = scriptedServer([
      { status: 502 },
      { status: 409, body: { type: 'COMMON', reason: 'REQUEST_IN_PROGRESS' } },
      { status: 200, body: { id: 'a-1' } },
      { status: 200, body: { id: 'a-1' } },
    ]);
    await expect(submit(client)).rejects.toMatchObject({ kind: 'server' });
    await expect(submit(client)).rejects.toMatchObject({ code: 'COMMON.REQUEST_IN_PROGRESS' });
    await submit(client);
    await submit(client);
    expect(keys).toEqual(['key-0000000000000001', 'key-0000000000000001', 'key-0000000000000001', 'key-0000000000000002']);
  });

  it('an upload sent again after a lost answer is the same request, whatever boundary the form is sent with', async () => {
    const { client, keys } = scriptedServer(['lost', { status: 200, body: {} }]);
    const upload = (bytes: number[]) => {
      const body = new FormData();
      body.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'page.png');
      return unwrap(client.PUT('/api/loan-applications/{applicationId}/pictures/{owner}/{kind}', { params: { path: { applicationId: 'a-1', owner: 'spouse', kind: 'front' } }, body: body as unknown as { file: string } }));
    };
    await expect(upload([1, 2, 3])).rejects.toMatchObject({ kind: 'network' });
    await upload([1, 2, 3]);
    expect(keys).toEqual(['key-0000000000000001', 'key-0000000000000001']);
  });

  it('a call that names its own key keeps it', async () => {
    const { client, keys } = scriptedServer([]);
    await unwrap(client.POST('/api/loan-applications/{applicationId}/submit', { params: { path: { applicationId: 'a-1' } }, headers: { 'Idempotency-Key': 'mine-mine-mine-mine' } }));
    expect(keys).toEqual(['mine-mine-mine-mine']);
  });
});
