import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * `onGap`: 'lost' when the listening connection dropped (messages from other processes may be
 * missed from now on), 'restored' when it listens again (some may have been missed meanwhile).
 */
export type NotificationListener = { onMessage: (payload: string) => void; onGap?: (state: 'lost' | 'restored') => void };

/**
 * Messages to every process on one database. In this process they are delivered at once; on
 * PostgreSQL they also go out with NOTIFY to the other processes, which LISTEN on a connection of
 * their own. PGlite is one process's database, so there it is the local delivery only.
 */
export type Notifications = {
  notify: (channel: string, payload: string) => Promise<void>;
  /** Returns the unsubscribe. */
  listen: (channel: string, listener: NotificationListener) => () => void;
  /** True while messages from other processes arrive (always on PGlite). */
  listening: () => boolean;
  close: () => Promise<void>;
};

type Listeners = Map<string, Set<NotificationListener>>;

function deliver(listeners: Listeners, channel: string, payload: string): void {
  for (const listener of listeners.get(channel) ?? []) listener.onMessage(payload);
}

function subscribe(listeners: Listeners, channel: string, listener: NotificationListener): () => void {
  let set = listeners.get(channel);
  if (!set) listeners.set(channel, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function localNotifications(): Notifications {
  const listeners: Listeners = new Map();
  return {
    notify: async (channel, payload) => deliver(listeners, channel, payload),
    listen: (channel, listener) => subscribe(listeners, channel, listener),
    listening: () => true,
    close: async () => listeners.clear(),
  };
}

/** Waits between attempts to listen again: 0.5 s doubling to 10 s. */
const retryDelayMs = (attempt: number) => Math.min(10_000, 500 * 2 ** attempt);

/**
 * The LISTEN side holds one connection outside the pool (a pooled one would be handed to queries),
 * opened at the first `listen` and opened again, with backoff, whenever it drops.
 */
export function postgresNotifications(pool: pg.Pool, connectionString: string, onError?: (error: Error) => void): Notifications {
  const listeners: Listeners = new Map();
  // Tags this database object's own messages, which it has already delivered locally.
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let connecting = false;
  let everConnected = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const gap = (state: 'lost' | 'restored') => {
    for (const set of listeners.values()) for (const listener of set) listener.onGap?.(state);
  };

  const scheduleConnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryDelayMs(attempt++));
    retry.unref();
  };

  const dropped = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    gap('lost');
    lost.end().catch(() => undefined);
    scheduleConnect();
  };

  async function connect(): Promise<void> {
    if (closed || client || connecting) return;
    connecting = true;
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      const parsed = parseMessage(message.payload);
      if (parsed && parsed.origin !== origin) deliver(listeners, message.channel, parsed.payload);
    });
    next.on('error', (error) => {
      onError?.(error);
      dropped(next);
    });
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`listen ${quoteIdentifier(channel)}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      attempt = 0;
      if (everConnected) gap('restored');
      everConnected = true;
    } catch (error) {
      onError?.(error as Error);
      next.end().catch(() => undefined);
      scheduleConnect();
    } finally {
      connecting = false;
    }
  }

  return {
    async notify(channel, payload) {
      deliver(listeners, channel, payload);
      await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify({ origin, payload })]);
    },
    listen(channel, listener) {
      const isNew = !listeners.has(channel);
      const unsubscribe = subscribe(listeners, channel, listener);
      const open = client;
      if (isNew && open) open.query(`listen ${quoteIdentifier(channel)}`).catch(() => dropped(open));
      void connect();
      return unsubscribe;
    },
    listening: () => client !== null,
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

function parseMessage(text: string | undefined): { origin: string; payload: string } | null {
  try {
    const value = JSON.parse(text ?? '') as { origin?: unknown; payload?: unknown };
    return typeof value.origin === 'string' && typeof value.payload === 'string' ? { origin: value.origin, payload: value.payload } : null;
  } catch {
    return null;
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

// Code that holds only a `Db` (a job, a service) reaches its database's notifications here.
const byDb = new WeakMap<Db, Notifications>();

export function registerNotifications(db: Db, notifications: Notifications): void {
  byDb.set(db, notifications);
}

/** The notifications of the database `db` was opened on (local-only for a `Db` made elsewhere). */
export function notificationsOf(db: Db): Notifications {
  let notifications = byDb.get(db);
  if (!notifications) byDb.set(db, (notifications = localNotifications()));
  return notifications;
}
