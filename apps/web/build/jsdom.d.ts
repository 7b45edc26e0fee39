/** The part of jsdom (a dev dependency without bundled types) the build uses. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
