import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogMarkdown } from "@/lib/blog/markdown";

const render = (md: string) => renderToStaticMarkup(<BlogMarkdown content={md} />);

const SAFE_TAGS = new Set(["p", "h2", "h3", "ul", "ol", "li", "strong", "em", "a", "code", "pre", "blockquote", "hr", "br", "img", "span"]);
const SAFE_ATTRIBUTES = new Set(["href", "src", "alt", "rel", "loading", "decoding", "start", "class"]);
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i;

const decode = (value: string) =>
  value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** Every tag, attribute and URL of the HTML, read the way a browser would tokenise it. */
function inspect(html: string) {
  const problems: string[] = [];
  for (const tag of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const name = tag[1]!.toLowerCase();
    if (!SAFE_TAGS.has(name)) problems.push(`tag <${name}>`);
    for (const attr of (tag[2] ?? "").matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
      const attrName = attr[1]!.toLowerCase();
      if (!SAFE_ATTRIBUTES.has(attrName)) problems.push(`attribute ${attrName} on <${name}>`);
      if ((attrName === "href" || attrName === "src") && !SAFE_URL.test(decode(attr[2] ?? ""))) {
        problems.push(`${attrName}="${attr[2]}"`);
      }
    }
  }
  return problems;
}

// Hostile inputs: each must render with no script, no event handler, no raw HTML element and
// no URL outside http(s)/mailto/site paths.
const HOSTILE: [string, string][] = [
  ["script tag", "<script>alert(1)</script>"],
  ["script tag inline", "Hello <script>alert(1)</script> world"],
  ["script tag mixed case", "<ScRiPt src=//evil.example/x.js></ScRiPt>"],
  ["img onerror", '<img src=x onerror="alert(1)">'],
  ["svg onload", "<svg onload=alert(1)><circle r=1 /></svg>"],
  ["iframe", '<iframe src="javascript:alert(1)"></iframe>'],
  ["style tag", "<style>body{background:url(javascript:alert(1))}</style>"],
  ["div with handler", '<div onclick="alert(1)">click</div>'],
  ["a tag raw", '<a href="javascript:alert(1)">x</a>'],
  ["form/button", '<form action="javascript:alert(1)"><button>go</button></form>'],
  ["object/embed", '<object data="data:text/html,<script>alert(1)</script>"></object><embed src="x.swf">'],
  ["javascript link", "[click](javascript:alert(1))"],
  ["JAVASCRIPT upper", "[click](JAVASCRIPT:alert(1))"],
  ["JaVaScRiPt mixed", "[click](JaVaScRiPt:alert(1))"],
  ["javascript with tab", "[click](java\tscript:alert(1))"],
  ["javascript with newline entity", "[click](java&#10;script:alert(1))"],
  ["javascript with tab entity", "[click](java&#x09;script:alert(1))"],
  ["javascript decimal entities", "[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))"],
  ["javascript hex entities", "[click](&#x6A;avascript&#x3A;alert(1))"],
  ["javascript named entity colon", "[click](javascript&colon;alert(1))"],
  ["javascript percent-encoded", "[click](javascript%3Aalert(1))"],
  ["javascript leading space in angle brackets", "[click](< javascript:alert(1)>)"],
  ["javascript leading control char", "[click](\u0001javascript:alert(1))"],
  ["javascript autolink", "<javascript:alert(1)>"],
  ["javascript reference link", "[click][x]\n\n[x]: javascript:alert(1)"],
  ["data link", "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["DATA link upper", "[click](DATA:text/html,<script>alert(1)</script>)"],
  ["vbscript link", "[click](vbscript:msgbox(1))"],
  ["VBScript mixed", "[click](VbScRiPt:msgbox(1))"],
  ["file link", "[click](file:///etc/passwd)"],
  ["protocol-relative link", "[click](//evil.example/x)"],
  ["backslash-relative link", "[click](/\\evil.example/x)"],
  ["image javascript src", "![x](javascript:alert(1))"],
  ["image data src", "![x](data:image/svg+xml,<svg onload=alert(1)>)"],
  ["image with title injection", '![x](https://ok.example/a.png "a\\" onerror=\\"alert(1)")'],
  ["link title injection", '[x](https://ok.example "t\\" onmouseover=\\"alert(1)")'],
  ["code fence closing trick", "```\n</code></pre><script>alert(1)</script>\n```"],
  ["code fence html", "```html\n<script>alert(1)</script>\n```"],
  ["inline code with html", "`<img src=x onerror=alert(1)>`"],
  ["unterminated fence", "```js\nalert(1)\n<script>"],
  ["html comment", "<!-- <script>alert(1)</script> -->text"],
  ["CDATA", "<![CDATA[<script>alert(1)</script>]]>"],
  ["markdown in attribute breakout", '[x](https://ok.example/"><script>alert(1)</script>)'],
  ["nested link in image alt", "![<img src=x onerror=alert(1)>](https://ok.example/a.png)"],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
];

describe("blog markdown renders hostile input inert", () => {
  it("has a table of at least 25 hostile inputs", () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(25);
  });

  it.each(HOSTILE)("%s", (_name, input) => {
    const html = render(input);
    expect(inspect(html)).toEqual([]);
    expect(html).not.toMatch(/<(script|iframe|svg|style|object|embed|form|meta|link|base)\b/i);
  });
});

describe("blog markdown keeps the spec's subset and safe links", () => {
  it("renders paragraphs, ## and ### headings, lists, bold and italic", () => {
    const html = render("First para.\n\nSecond **bold** and *italic*.\n\n## Heading two\n\n### Heading three\n\n- one\n- two");
    expect(html).toContain("<p>First para.</p>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<h2>Heading two</h2>");
    expect(html).toContain("<h3>Heading three</h3>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
  });

  it("keeps the article's single h1 by turning body # headings into h2", () => {
    expect(render("# Top")).toBe("<h2>Top</h2>");
  });

  it.each([
    ["[site](https://example.com/a?b=1&c=2)", 'href="https://example.com/a?b=1&amp;c=2"'],
    ["[plain](http://example.com)", 'href="http://example.com/"'],
    ["[mail](mailto:hello@example.com)", 'href="mailto:hello@example.com"'],
    ["[home](/privacy)", 'href="/privacy"'],
    ["[anchor](#section)", 'href="#section"'],
    ["<https://example.com/auto>", 'href="https://example.com/auto"'],
    ["![pic](https://example.com/p.png)", 'src="https://example.com/p.png"'],
  ])("keeps %s", (input, expected) => {
    const html = render(input);
    expect(html).toContain(expected);
    expect(inspect(html)).toEqual([]);
  });

  it("keeps the text of a dropped link", () => {
    expect(render("[click me](javascript:alert(1))")).toBe("<p><span>click me</span></p>");
  });
});
