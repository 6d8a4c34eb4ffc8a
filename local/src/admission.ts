/**
 * Admission control for the local server: one lane per API area (limits in
 * functions/src/capacity.ts). A lane runs up to `inFlight` requests; up to `queue` more wait in
 * arrival order for at most `maxWaitMs`; the rest are refused at once, so overload answers a quick
 * 429 instead of a growing backlog on the one event loop. A request whose expected wait (its place
 * in the queue times the lane's moving average hold time) is already over `maxWaitMs` is refused on
 * arrival rather than after waiting out the deadline.
 */
import { AREA_CAPACITY, type LaneLimits } from '@recurso/functions/capacity';
import type { Area } from '@recurso/functions/routes';

/** Frees the slot; calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  grant: (release: Release | undefined) => void;
  timer: NodeJS.Timeout;
}

export class Lane {
  private active = 0;
  private readonly waiters: Waiter[] = [];
  /** Moving average of how long a request holds its slot (ms); 0 until one has finished. */
  private holdMs = 0;

  constructor(readonly limits: LaneLimits) {}

  /** How long a request arriving now would wait for a slot (ms), by the average hold time. */
  expectedWaitMs(): number {
    if (this.active < this.limits.inFlight) return 0;
    return ((this.waiters.length + 1) * this.holdMs) / this.limits.inFlight;
  }

  /** A release function once a slot is free, or undefined when the request must be refused. */
  acquire(): Promise<Release | undefined> {
    if (this.active < this.limits.inFlight) return Promise.resolve(this.take());
    if (this.waiters.length >= this.limits.queue || this.expectedWaitMs() > this.limits.maxWaitMs)
      return Promise.resolve(undefined);
    return new Promise((grant) => {
      const waiter: Waiter = {
        grant,
        timer: setTimeout(() => {
          const at = this.waiters.indexOf(waiter);
          if (at >= 0) this.waiters.splice(at, 1);
          grant(undefined);
        }, this.limits.maxWaitMs),
      };
      this.waiters.push(waiter);
    });
  }

  /** Requests running and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiters.length };
  }

  private take(): Release {
    this.active++;
    const since = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const held = performance.now() - since;
      this.holdMs = this.holdMs === 0 ? held : 0.9 * this.holdMs + 0.1 * held;
      this.active--;
      const next = this.waiters.shift();
      if (next) {
        clearTimeout(next.timer);
        next.grant(this.take());
      }
    };
  }
}

/** An area's lane, or the lane of its GET requests when it has one (`localReads`). */
export type LaneName = Area | `${Area}:reads`;

/** Lane limits by name; `null` turns a lane off (never refused). */
export type AdmissionLimits = Partial<Record<LaneName, LaneLimits | null>>;

export const DEFAULT_ADMISSION: AdmissionLimits = Object.fromEntries(
  Object.entries(AREA_CAPACITY).flatMap(([area, c]) => [
    [area, c.local ?? null],
    ...(c.localReads ? [[`${area}:reads`, c.localReads]] : []),
  ]),
);

export interface Admission {
  /** Resolves to a release, or undefined when the lane is full (answer 429 now). */
  admit(area: Area, method?: string): Promise<Release | undefined>;
  lane(name: LaneName): Lane | undefined;
}

const ALWAYS: Release = () => {};

export function createAdmission(overrides: AdmissionLimits = {}): Admission {
  const lanes = new Map<string, Lane>();
  for (const [name, limits] of Object.entries({ ...DEFAULT_ADMISSION, ...overrides })) {
    if (limits) lanes.set(name, new Lane(limits));
  }
  const laneOf = (area: Area, method: string | undefined) =>
    ((method === 'GET' || method === 'HEAD') && lanes.get(`${area}:reads`)) || lanes.get(area);
  return {
    admit: (area, method) => laneOf(area, method)?.acquire() ?? Promise.resolve(ALWAYS),
    lane: (name) => lanes.get(name),
  };
}

/**
 * Counts refusals per area and logs them at most every `everyMs` (a flood must not flood the log
 * too); a refused Asaas webhook is logged each time: 15 failed deliveries in a row pause its queue.
 */
export function refusalLog(
  warn: (msg: string, data: Record<string, unknown>) => void,
  everyMs = 5000,
): (area: Area, route: string) => void {
  /** Refusals not logged yet, and when the area was last logged. */
  const counts = new Map<Area, { refused: number; loggedAt: number }>();
  return (area, route) => {
    if (area === 'webhooks') return warn('webhook refused: lane full, the sender will retry', { route });
    const now = Date.now();
    const c = counts.get(area) ?? { refused: 0, loggedAt: Number.NEGATIVE_INFINITY };
    c.refused++;
    counts.set(area, c);
    if (now - c.loggedAt >= everyMs) {
      warn('overload: requests refused with 429', { area, refused: c.refused });
      counts.set(area, { refused: 0, loggedAt: now });
    }
  };
}
