import { describe, expect, it } from "vitest";
import { sanitizeHtmlContent } from "../../server/security/sanitize";
import { rendersAsHtml, safeSectionText } from "../../server/cms/render-rules";

/**
 * Payloads from the OWASP XSS Filter Evasion Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html),
 * each wrapped in harmless text that must survive.
 */
const OWASP_PAYLOADS = [
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=\`javascript:alert("RSnake says, 'XSS'")\`>`,
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">click</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">click</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">click</a>`,
  `<a href="jav	ascript:alert('XSS');">tab</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">encoded tab</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">newline</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">spaces</a>`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<a href='vbscript:msgbox("XSS")'>vb</a>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<p style="background-image: url(javascript:alert('XSS'))">styled</p>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><td>cell</td></tr></TABLE>`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">cell</TD></TABLE>`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">div</DIV>`,
  `<DIV STYLE="width: expression(alert('XSS'));">div</DIV>`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<A HREF="//www.google.com/">protocol-relative</A>`,
  `<a href="javascript&colon;alert(1)">colon entity</a>`,
  `<details open ontoggle=alert(1)>d</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<template><script>alert(1)</script></template>`,
  `<xss id=x tabindex=1 onfocus=alert(1)></xss>`,
];

const MARKER = "harmless words";

const ALLOWED_TAGS = new Set(
  "p br strong b em i u s mark small sub sup span h2 h3 h4 h5 h6 blockquote ul ol li a hr code pre abbr cite q dl dt dd table thead tbody tr th td caption".split(
    " ",
  ),
);
const ALLOWED_ATTRIBUTES = new Set(["href", "title", "target", "rel", "scope", "colspan", "rowspan", "lang", "dir", "class"]);

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCharCode(Number(d)))
    .replace(/&colon;/gi, ":")
    .replace(/&amp;/g, "&");
}

/** Every tag in the output is on the allow-list with allowed attributes; every link is a web, mail or phone link. */
function assertHarmless(html: string) {
  // Outside tags, "<" only appears escaped: text cannot open a tag.
  const tags = [...html.matchAll(/<(\/?)([^\s>/]*)([^>]*)>/g)];
  const unescapedOpeners = (html.match(/</g) ?? []).length;
  expect(unescapedOpeners).toBe(tags.length);
  for (const [, , name, attrs] of tags) {
    expect(ALLOWED_TAGS.has(name!.toLowerCase()), `tag <${name}> in ${html}`).toBe(true);
    for (const attr of attrs!.matchAll(/([^\s=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const attrName = attr[1]!.toLowerCase();
      if (attrName === "/") continue;
      expect(ALLOWED_ATTRIBUTES.has(attrName), `attribute ${attrName} in ${html}`).toBe(true);
      if (attrName === "href") {
        // Browsers ignore whitespace and control characters inside a URL's scheme.
        const value = [...decodeEntities((attr[2] ?? "").replace(/^["']|["']$/g, ""))].filter((c) => c.charCodeAt(0) > 0x20).join("");
        expect(value, html).toMatch(/^(https?:\/\/|mailto:|tel:|#)/i);
      }
    }
  }
  expect(html.toLowerCase()).not.toMatch(/<script|<iframe|<svg|<style|<object|<embed/);
}

describe("HTML sanitiser against the OWASP XSS Filter Evasion Cheat Sheet", () => {
  it("covers at least 30 payloads", () => {
    expect(OWASP_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it("has a checker that catches each kind of dangerous output", () => {
    for (const unsafe of [
      "<script>alert(1)</script>",
      '<p onclick="x()">a</p>',
      '<a href="javascript:alert(1)">a</a>',
      '<a href="&#106;avascript:alert(1)">a</a>',
      '<a href="data:text/html,x">a</a>',
      '<p style="background:url(x)">a</p>',
      '<img src="x">',
      "<svg></svg>",
    ]) {
      expect(() => assertHarmless(unsafe), unsafe).toThrow();
    }
  });

  it.each(OWASP_PAYLOADS.map((p, i) => [i + 1, p]))("payload %i leaves nothing executable", (_i, payload) => {
    const out = sanitizeHtmlContent(`<p>${MARKER}</p>${payload}<p>${MARKER} after</p>`);
    assertHarmless(out);
    // The text around it survives (an unclosed <script> or <iframe> may swallow what follows).
    expect(out).toContain(`<p>${MARKER}</p>`);
  });

  it("is stable: sanitising the output again changes nothing and stays harmless", () => {
    for (const payload of OWASP_PAYLOADS) {
      const once = sanitizeHtmlContent(payload);
      const twice = sanitizeHtmlContent(once);
      expect(twice).toBe(once);
      assertHarmless(twice);
    }
  });

  it("keeps harmless markup", () => {
    const html =
      '<h2 class="font-bold">Title</h2><p>Some <strong>bold</strong>, <em>emphasis</em> and a <a href="https://example.com/x" title="Example">link</a>.</p>' +
      '<ul><li>One</li><li>Two</li></ul><blockquote>Quote</blockquote><p><a href="mailto:info@example.com">mail</a> <a href="tel:+16715550100">call</a></p>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><span class="highlight">Rooted in Guam</span>';
    expect(sanitizeHtmlContent(html)).toBe(html);
  });

  it("adds rel=noopener to links opening a new tab and drops other targets", () => {
    expect(sanitizeHtmlContent('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtmlContent('<a href="https://example.com" target="top">x</a>')).toBe('<a href="https://example.com">x</a>');
  });

  it("keeps only allowed classes", () => {
    expect(sanitizeHtmlContent('<span class="highlight evil-overlay">x</span>')).toBe('<span class="highlight">x</span>');
  });
});

describe("which sections render as HTML", () => {
  it("html sections everywhere, and the two HTML keys of the home page whatever their type", () => {
    expect(rendersAsHtml("about", { sectionKey: "x", sectionType: "html" })).toBe(true);
    expect(rendersAsHtml("about", { sectionKey: "hero_title", sectionType: "text" })).toBe(false);
    expect(rendersAsHtml("home", { sectionKey: "hero_title", sectionType: "text" })).toBe(true);
    expect(rendersAsHtml("home", { sectionKey: "main_focus_description", sectionType: "json" })).toBe(true);
    expect(rendersAsHtml("home", { sectionKey: "hero_description", sectionType: "text" })).toBe(false);
  });

  it("leaves text sections untouched (they are escaped when rendered, not sanitised)", () => {
    expect(safeSectionText("about", { sectionKey: "a", sectionType: "text", text: "1 < 2 <b>" })).toBe("1 < 2 <b>");
    expect(safeSectionText("home", { sectionKey: "hero_title", sectionType: "text", text: "<script>x</script>Hi" })).toBe("Hi");
  });
});
