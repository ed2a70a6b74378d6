/**
 * The part of jsdom the server tests use to read pages and XML as a browser or a crawler parses them.
 * The server compiles without the DOM library (and @types/jsdom would bring it in for every file).
 */
declare module 'jsdom' {
  interface ParsedElement {
    readonly textContent: string | null;
    readonly lang: string;
    getAttribute(name: string): string | null;
    getElementsByTagName(name: string): Iterable<ParsedElement> & ArrayLike<ParsedElement>;
    getElementsByTagNameNS(namespace: string, name: string): Iterable<ParsedElement> & ArrayLike<ParsedElement>;
    querySelector(selector: string): ParsedElement | null;
    querySelectorAll(selector: string): Iterable<ParsedElement>;
  }
  interface ParsedDocument extends ParsedElement {
    readonly documentElement: ParsedElement;
    readonly title: string;
  }
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string });
    readonly window: { readonly document: ParsedDocument };
  }
}
