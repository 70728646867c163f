/**
 * Whether this render runs in the browser after hydration. The server render and the hydrating render
 * answer false (so they match), every later render true: for controls that only work with JavaScript
 * and for state kept in the browser's storage. Without an effect that sets state after mounting.
 */
import { useSyncExternalStore } from "react";

const nothingToSubscribe = () => () => {};

export function useHydrated() {
  return useSyncExternalStore(
    nothingToSubscribe,
    () => true,
    () => false,
  );
}
