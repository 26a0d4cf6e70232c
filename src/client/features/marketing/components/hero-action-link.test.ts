import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { InternalOrExternalLink } from "./hero-action-link.tsx";

// Decision 0117: a banner's stored link is rendered only as the shared rule allows it, so a row
// saved before that rule cannot send a visitor to another site from what looks like our page.
const rendered = (href: string) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(InternalOrExternalLink, { href, className: "button", children: "Book Now" })));

describe("InternalOrExternalLink", () => {
  it("links a page of ours, a section, a secure web address and a phone", () => {
    expect(rendered("/services")).toBe('<a class="button" href="/services" data-discover="true">Book Now</a>');
    expect(rendered("#services")).toContain('href="/#services"');
    expect(rendered("https://example.com/offer")).toBe('<a href="https://example.com/offer" rel="noopener" class="button">Book Now</a>');
    expect(rendered("tel:4075550142")).toContain('href="tel:4075550142"');
  });

  it("shows anything else as text, never as a link", () => {
    for (const href of [
      "//evil.example",
      "/\\evil.example",
      "/%2F/evil.example",
      "http://evil.example",
      "javascript:alert(1)",
      "mailto:x@evil.example",
      "evil.example",
    ]) {
      expect(rendered(href), href).toBe('<span class="button">Book Now</span>');
    }
  });
});
