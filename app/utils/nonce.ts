import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce (server.ts puts it in loadContext.cspNonce; entry.server provides it).
 * In the browser it is "": browsers hide a nonce from the DOM, and scripts added after hydration
 * are not parser-inserted inline scripts anyway.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
