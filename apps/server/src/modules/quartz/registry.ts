import type { Language } from '../../core/language.js';
import type { JobHandler } from './handler.js';

/** What the 定时任务 form shows of a handler. */
export interface HandlerInfo {
  name: string;
  aliases: readonly string[];
  title: string;
  description: string;
  format: 'json' | 'text';
  example: string | undefined;
}

/**
 * The server-side registry of job handlers: `jobClassName` is looked up here by name and nothing else. No class is
 * loaded, no module imported and no code evaluated from stored or request text (SECURITY §3); an unknown name is
 * refused when a job is saved and fails its run when met in old data.
 */
export class JobRegistry {
  private readonly byName = new Map<string, JobHandler>();

  constructor(handlers: readonly JobHandler[]) {
    for (const h of handlers) {
      for (const name of [h.name, ...h.aliases]) {
        if (this.byName.has(name)) throw new Error(`job handler ${name} is registered twice`);
        this.byName.set(name, h);
      }
    }
  }

  /** The handler a stored `jobClassName` names (own property of the map only). */
  resolve(name: string | null | undefined): JobHandler | undefined {
    return typeof name === 'string' ? this.byName.get(name) : undefined;
  }

  /** The handlers as the form offers them, titled and described in the interface's language. */
  list(language: Language = 'zh'): HandlerInfo[] {
    const handlers = [...new Set(this.byName.values())];
    return handlers.map(({ name, aliases, title, description, en, format, example }) => ({
      name,
      aliases,
      ...(language === 'en' ? en : { title, description }),
      format,
      example,
    }));
  }
}

/** JeecgBoot's answer for a class it cannot find (contract §7.11). */
export const unknownHandler = (name: string) => `后台找不到该类名：${name}`;
