/**
 * @jest-environment jsdom
 */
import { registerServiceWorker, reportTypingToInstallingWorker, scheduleRegistration } from './service-worker-client';

/** A service worker as the page sees it: its state, its messages, its statechange events. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
}

/** A registration whose worker is installing. */
function installingRegistration(): { registration: FakeRegistration; installing: FakeWorker } {
  const registration = new FakeRegistration();
  const installing = new FakeWorker('installing');
  registration.installing = installing;
  return { registration, installing };
}

/** Registration is for the production build only: each test of `describe` runs as one. */
function inProduction() {
  const environment = process.env.NODE_ENV;
  beforeEach(() => {
    (process.env as Record<string, string>).NODE_ENV = 'production';
  });
  afterEach(() => {
    (process.env as Record<string, string>).NODE_ENV = environment ?? 'test';
  });
}

function withServiceWorkers(registration: FakeRegistration, active: FakeWorker) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: jest.fn(async () => registration), ready: Promise.resolve({ active }) },
  });
}

const activation = { type: 'ACTIVATE_BUILD', buildId: 'build-1' };

describe('registerServiceWorker', () => {
  inProduction();

  it('asks the active worker to cache the pages, once each', async () => {
    const active = new FakeWorker('activated');
    withServiceWorkers(new FakeRegistration(), active);
    await registerServiceWorker(['/pl', '/pl/grammar-checker', '/pl'], 'build-1');
    expect(active.messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: ['/pl', '/pl/grammar-checker'] } }]);
  });

  it('hands over to a worker of this build that is waiting', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    withServiceWorkers(registration, new FakeWorker('activated'));
    await registerServiceWorker([], 'build-1');
    expect(registration.waiting.messages).toEqual([activation]);
  });

  it('hands over to a worker that was already installing when the page registered', async () => {
    const { registration, installing } = installingRegistration();
    withServiceWorkers(registration, new FakeWorker('activated'));
    await registerServiceWorker([], 'build-1');
    expect(installing.messages).toEqual([]);
    installing.becomes('installed');
    expect(installing.messages).toEqual([activation]);
  });

  it('hands over to a worker found later, once it is installed', async () => {
    const registration = new FakeRegistration();
    withServiceWorkers(registration, new FakeWorker('activated'));
    await registerServiceWorker([], 'build-1');
    const found = new FakeWorker('installing');
    registration.installing = found;
    registration.dispatchEvent(new Event('updatefound'));
    found.becomes('installed');
    expect(found.messages).toEqual([activation]);
  });

  it('tells an installing worker of typing once however often the page registers', async () => {
    const { registration, installing } = installingRegistration();
    withServiceWorkers(registration, new FakeWorker('activated'));
    await registerServiceWorker([], 'build-1');
    await registerServiceWorker([], 'build-1');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }));
    expect(installing.messages).toEqual([{ type: 'TYPING', quietMs: 2000 }]);
  });
});

describe('scheduleRegistration', () => {
  inProduction();
  let register: jest.Mock;
  const withController = (controller: object | null) => {
    register = jest.fn(async () => new FakeRegistration());
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller, register, ready: new Promise(() => {}) } });
  };
  beforeEach(() => {
    jest.useFakeTimers();
    // jsdom has no idle callbacks: the fallback delay (1 s) stands in for idleness.
    delete (window as Partial<Window>).requestIdleCallback;
  });
  afterEach(() => jest.useRealTimers());

  it('on a first visit, registers only after typing has paused for 2 s', () => {
    withController(null);
    scheduleRegistration(['/pl'], 'build-1');
    for (let i = 0; i < 20; i++) {
      jest.advanceTimersByTime(500);
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    }
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2000 + 1000);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('on a page the worker controls, registers when idle, typing or not', () => {
    withController({});
    scheduleRegistration(['/pl'], 'build-1');
    jest.advanceTimersByTime(500);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    jest.advanceTimersByTime(500);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled while it waits', () => {
    withController(null);
    const cancel = scheduleRegistration(['/pl'], 'build-1');
    jest.advanceTimersByTime(2500);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(register).not.toHaveBeenCalled();
  });
});

describe('reportTypingToInstallingWorker', () => {
  const typing = { type: 'TYPING', quietMs: 2000 };
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells the installing worker that the visitor types, at most twice a second', () => {
    const { registration, installing } = installingRegistration();
    reportTypingToInstallingWorker(registration as unknown as ServiceWorkerRegistration);
    for (let i = 0; i < 3; i++) document.dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }));
    expect(installing.messages).toEqual([typing]);
    jest.advanceTimersByTime(600);
    // Text that arrives without keys (a paste, dictation) is typing too.
    document.dispatchEvent(new Event('input'));
    expect(installing.messages).toEqual([typing, typing]);
  });

  it('reports nothing when no worker is installing, and only to the one installing', () => {
    const registration = new FakeRegistration();
    const active = new FakeWorker('activated');
    Object.assign(registration, { active });
    reportTypingToInstallingWorker(registration as unknown as ServiceWorkerRegistration);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }));
    const update = new FakeWorker('installing');
    registration.installing = update;
    jest.advanceTimersByTime(600);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'y' }));
    expect(active.messages).toEqual([]);
    expect(update.messages).toEqual([typing]);
  });
});
