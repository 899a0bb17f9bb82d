import { SessionEvents } from '@tender/domain';
import { Container, type ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { HttpEvents } from '../http/http-events';
import { MemoryStorage } from '../storage/key-value-storage';
import { browserModule } from './browser-module';
import { inMemoryModule } from './in-memory-module';

// The UI listens to the SessionEvents port only (ADR 0009); the HTTP clients emit on HttpEvents. Both
// tokens must give the one emitter, or the shell would never hear a 401.
describe.each<[string, () => ContainerModule]>([
  ['browserModule', () => browserModule({ apiUrl: 'http://127.0.0.1:9', storage: new MemoryStorage() })],
  ['inMemoryModule', () => inMemoryModule()],
])('%s', (_, module) => {
  it('binds SessionEvents to the emitter the HTTP layer emits on', () => {
    const container = new Container();
    container.load(module());
    const events = container.get<SessionEvents>(SessionEvents);
    expect(events).toBe(container.get(HttpEvents));
    const heard: string[] = [];
    events.on('forbidden', (event) => heard.push(event.message));
    container.get(HttpEvents).emit('forbidden', { message: 'Forbidden', url: '/api/x' });
    expect(heard).toEqual(['Forbidden']);
  });
});
