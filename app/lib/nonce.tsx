import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response. Only the server render knows it; in the browser it
 * is empty, which is fine because scripts are already in the page by then.
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
