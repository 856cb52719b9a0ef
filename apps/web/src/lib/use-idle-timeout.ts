import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'wheel'] as const;
/** Activity in one tab keeps the others alive, or an idle tab would end everyone's session. */
const CHANNEL = 'ac-activity';
const BROADCAST_EVERY_MS = 2000;

/**
 * Calls `onIdle` after `timeoutMs` without mouse move, key press, click or wheel (spec §9), and `onActive`
 * at most once every third of it while the user is active here: the server, which sees only requests,
 * ends a session it has not seen used for `timeoutMs`.
 */
export function useIdleTimeout(
  active: boolean,
  timeoutMs: number,
  onIdle: () => void,
  onActive?: () => void,
): void {
  const callback = useRef(onIdle);
  callback.current = onIdle;
  const activeCallback = useRef(onActive);
  activeCallback.current = onActive;

  useEffect(() => {
    if (!active || !(timeoutMs > 0)) return;
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    let timer = window.setTimeout(() => callback.current(), timeoutMs);
    let lastBroadcast = 0;
    let lastActive = Date.now();
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => callback.current(), timeoutMs);
    };
    const onActivity = () => {
      restart();
      const now = Date.now();
      if (now - lastActive > timeoutMs / 3) {
        lastActive = now;
        activeCallback.current?.();
      }
      if (channel && now - lastBroadcast > BROADCAST_EVERY_MS) {
        lastBroadcast = now;
        channel.postMessage('activity');
      }
    };
    if (channel) channel.onmessage = restart;
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      channel?.close();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [active, timeoutMs]);
}
