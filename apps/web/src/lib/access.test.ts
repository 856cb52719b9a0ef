import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn(async () => ({}));
vi.mock('./http', () => ({ http: { get: () => get() } }));

const { refreshAccess, resetAccessForTests } = await import('./access');

describe('reading the permissions again', () => {
  afterEach(() => {
    resetAccessForTests();
    get.mockClear();
  });

  it('a refusal of a call sent after the last check reads them again, however soon', async () => {
    await refreshAccess();
    const sentAt = Date.now() + 1;
    await refreshAccess(sentAt);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('a refusal of a call sent before the last check started needs no new read', async () => {
    const sentAt = Date.now() - 10;
    await refreshAccess();
    await refreshAccess(sentAt);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('several refusals at once share one read', async () => {
    await refreshAccess();
    const sentAt = Date.now() + 1;
    await Promise.all([refreshAccess(sentAt), refreshAccess(sentAt), refreshAccess(sentAt)]);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
