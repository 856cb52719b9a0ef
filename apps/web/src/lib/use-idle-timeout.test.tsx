import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleTimeout } from './use-idle-timeout';

describe('the idle timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after the timeout without activity, and activity resets it', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(true, 1000, onIdle));
    act(() => vi.advanceTimersByTime(800));
    act(() => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    act(() => vi.advanceTimersByTime(800));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown'));
      vi.advanceTimersByTime(999);
    });
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('reports activity at most once every third of the timeout, and not without activity', () => {
    const onActive = vi.fn();
    renderHook(() => useIdleTimeout(true, 900, () => undefined, onActive));
    const move = () => act(() => void window.dispatchEvent(new MouseEvent('mousemove')));
    move();
    expect(onActive).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(301));
    move();
    move();
    expect(onActive).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(250));
    move();
    expect(onActive).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(100));
    move();
    expect(onActive).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(800));
    expect(onActive).toHaveBeenCalledTimes(2);
  });

  it('does not run while logged out', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(false, 1000, onIdle));
    act(() => vi.advanceTimersByTime(5000));
    expect(onIdle).not.toHaveBeenCalled();
  });
});
