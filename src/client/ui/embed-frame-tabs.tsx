import type { ReactNode } from "react";
import { EmbedFrame } from "./embed-frame.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

type TEmbedFrameTabsProps = {
  /** The external page's address; without one the page shows its own content alone, with no tabs. */
  url: string | null | undefined;
  /** The main tab's name, e.g. 'Business settings'. */
  mainLabel: string;
  /** The frame tab's name, e.g. 'Billing platform'. */
  frameLabel: string;
  /** The frame's accessible title. */
  frameTitle: string;
  children: ReactNode;
};

/**
 * A pane's own content, plus the external platform's page as an extra tab where one is
 * configured (DESIGN.md, Placeholders: "an external frame only when its URL is configured").
 */
export function EmbedFrameTabs({ url, mainLabel, frameLabel, frameTitle, children }: TEmbedFrameTabsProps) {
  if (!url) return <>{children}</>;
  return (
    <Tabs defaultValue="main">
      <TabsList className="max-w-full overflow-x-auto">
        <TabsTrigger value="main">{mainLabel}</TabsTrigger>
        <TabsTrigger value="frame">{frameLabel}</TabsTrigger>
      </TabsList>
      <TabsContent value="main">{children}</TabsContent>
      <TabsContent value="frame">
        <EmbedFrame url={url} title={frameTitle} />
      </TabsContent>
    </Tabs>
  );
}
