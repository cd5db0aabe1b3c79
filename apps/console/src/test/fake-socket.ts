/**
 * A WebSocket stand-in for the console's tests (setup.ts installs it): nothing goes over the
 * network; a test opens a socket, pushes server frames and reads what the console sent. Sockets
 * stay CONNECTING until the test opens them, so screens that do not care see no traffic.
 */
export class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;

  /** Every socket made since the last reset, oldest first. */
  static instances: FakeSocket[] = [];
  static reset() {
    FakeSocket.instances = [];
  }
  /** The newest socket. */
  static get last(): FakeSocket | undefined {
    return FakeSocket.instances.at(-1);
  }

  readyState = 0;
  /** Parsed frames the console sent. */
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1000 }));
  }

  // ---------------------------------------------------------------- driven by the test

  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A frame from the server. */
  push(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The server or the network dropped it. */
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}
