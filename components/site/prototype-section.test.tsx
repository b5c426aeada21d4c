import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PrototypeSection } from "./prototype-section";

describe("PrototypeSection without a prototype", () => {
  it("says where the screens are in words true at every width (beside on a desktop, below on a phone)", () => {
    const html = renderToStaticMarkup(<PrototypeSection prototypeUrl={null} prototypeOpenUrl={null} primary="#2563eb" />);
    expect(html).toContain("The interactive prototype is on its way");
    expect(html).toContain("browse the app&#x27;s screens in the phone preview");
    expect(html).not.toMatch(/beside this panel|below this panel|to the (left|right)/);
  });
});
