import type { EntityDef } from '@yunzhan/common/entities/index';
import { type ComponentType, createElement, lazy, useState } from 'react';

type PageModule = { default: ComponentType };

export type PreloadablePage = ComponentType & {
  /** Starts loading the page's chunk (once); rendering it afterwards does not suspend. */
  preload(): Promise<PageModule>;
  /** The entity whose list the page opens with (its first page, no conditions): fetched beside the chunk. */
  listEntity?: EntityDef;
};

/**
 * A lazily loaded page that can be loaded before it renders (the navigation guard starts it beside the layout). A
 * page loaded in time renders at once — no Suspense fallback and the reveal delay React puts after it; the choice is
 * made once per mount so the page never changes type under its state.
 */
export function preloadable(load: () => Promise<PageModule>, listEntity?: EntityDef): PreloadablePage {
  let pending: Promise<PageModule> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: built once per page when the registry module loads, never during a render
  function Page() {
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy);
  }
  return Object.assign(Page, { preload, listEntity });
}
