import { createContext } from "react-router";
import type { RequestShop } from "./request-context";

/**
 * The key under which the Express server hands React Router each request's context (server/app.ts
 * getLoadContext); loaders, actions and middleware read it as `context.get(shopContext)`. It lives
 * on the server side so server/ never imports app/; app/context.ts re-exports it for routes. Kept
 * free of runtime imports besides react-router, since route modules bundle it for the browser too.
 */
export const shopContext = createContext<RequestShop>();
