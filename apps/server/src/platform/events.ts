/**
 * The in-process event bus modules use to hear of each other without reaching into each other's
 * repositories (ARCHITECTURE §3.3). Handlers run in order and are awaited.
 */
export interface DomainEvents {
  'user.deleted': { userId: number };
}

type Handler<K extends keyof DomainEvents> = (event: DomainEvents[K]) => Promise<void> | void;

export class EventBus {
  private readonly handlers = new Map<keyof DomainEvents, Handler<keyof DomainEvents>[]>();

  on<K extends keyof DomainEvents>(name: K, handler: Handler<K>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<keyof DomainEvents>);
    this.handlers.set(name, list);
  }

  async emit<K extends keyof DomainEvents>(name: K, event: DomainEvents[K]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) await handler(event);
  }
}
