import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiClient } from 'shared-kernel/http';
import { createMockShell, httpError } from '../../testing';
import { useRecordList } from '..';

interface Row {
  _id: string;
  name: string;
}

const fetchRows = (api: ApiClient, signal: AbortSignal) => api.call('getAllCanned', undefined, { signal }) as unknown as Promise<Row[]>;

describe('useRecordList', () => {
  it('loads once, then patches rows in place without loading again', async () => {
    const shell = createMockShell({ endpoints: { getAllCanned: [{ _id: '1', name: 'one' }] as never } });
    const { result } = renderHook(() => useRecordList(fetchRows, 'fallback'), { wrapper: shell.Wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items).toEqual([{ _id: '1', name: 'one' }]);
    act(() => result.current.added({ _id: '2', name: 'two' }));
    act(() => result.current.replaced({ _id: '1', name: 'uno' }));
    act(() => result.current.removed('2'));
    expect(result.current.items).toEqual([{ _id: '1', name: 'uno' }]);
    expect(shell.calls.filter((call) => call.path === '/canned/get-all')).toHaveLength(1);
  });

  it("toasts the server's message on failure, and loads again on reload", async () => {
    let fail = true;
    const shell = createMockShell({
      endpoints: { 'GET /canned/get-all': () => (fail ? httpError(500, 'Database is down') : [{ _id: '1', name: 'one' }]) } as never,
    });
    const { result } = renderHook(() => useRecordList(fetchRows, 'fallback'), { wrapper: shell.Wrapper });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(shell.toasts).toEqual([expect.objectContaining({ variant: 'error', message: 'Database is down' })]);
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(result.current.failed).toBe(false);
  });
});
