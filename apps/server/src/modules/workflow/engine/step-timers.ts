/** A timer the engine set during a step: the element that waits and when it is due (epoch ms). */
export interface TimerDue {
  elementId: string;
  dueAt: number;
}

interface Ref {
  timerId: number;
  owner: { id?: string } | undefined;
  dueAt: number;
  callback: (...args: unknown[]) => void;
  args: unknown[];
}

/**
 * The engine's timers for one step (bpmn-elements' `Timers` interface). Nothing waits in memory: a timer whose time
 * has come fires within the step (`flush`); any other is reported (`pending`) and becomes a row that a server process
 * claims when it is due, recovering the instance — on resume the engine finds the timer expired and fires it.
 */
export class StepTimers {
  readonly executing: Ref[] = [];
  private readonly due: Ref[] = [];
  private next = 1;

  register(owner: { id?: string }) {
    return {
      setTimeout: (cb: Ref['callback'], delay: number, ...args: unknown[]) => this.add(owner, cb, delay, args),
      clearTimeout: (ref: Ref) => this.clearTimeout(ref),
    };
  }

  setTimeout(cb: Ref['callback'], delay: number, ...args: unknown[]): Ref {
    return this.add(undefined, cb, delay, args);
  }

  clearTimeout(ref: Ref | undefined): void {
    for (const list of [this.executing, this.due]) {
      const i = ref ? list.indexOf(ref) : -1;
      if (i >= 0) list.splice(i, 1);
    }
  }

  private add(owner: Ref['owner'], callback: Ref['callback'], delay: number, args: unknown[]): Ref {
    const ref: Ref = { timerId: this.next++, owner, dueAt: Date.now() + Math.max(0, delay), callback, args };
    (delay <= 0 ? this.due : this.executing).push(ref);
    return ref;
  }

  /** Fires the timers that are due; answers whether any fired. */
  flush(): boolean {
    const fire = this.due.splice(0);
    for (const ref of fire) ref.callback(...ref.args);
    return fire.length > 0;
  }

  get hasDue(): boolean {
    return this.due.length > 0;
  }

  /** The timers still waiting when the step settles, by element. */
  pending(): TimerDue[] {
    return this.executing.map((r) => ({ elementId: r.owner?.id ?? '', dueAt: r.dueAt }));
  }
}
