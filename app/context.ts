import { createContext } from "react-router";
import type { RequestShop } from "../server/http/request-context";

/** Set by the Express server for every request; read by loaders, actions and middleware. */
export const shopContext = createContext<RequestShop>();
