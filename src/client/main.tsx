import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// From react-router/dom: it gives the router ReactDOM.flushSync, which `navigate(…, { flushSync })` needs.
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers.tsx";
import { router } from "./app/router.tsx";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
