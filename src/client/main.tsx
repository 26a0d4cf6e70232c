import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
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
