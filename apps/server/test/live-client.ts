/** One Server-Sent Event as a browser's EventSource would see it. */
export interface LiveFrame {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface LiveConnection {
  response: Response;
  /** Every frame received so far, in order. */
  frames: LiveFrame[];
  /** The next frame (after the ones already taken) that matches; fails after `timeoutMs`. */
  next(match?: (frame: LiveFrame) => boolean, timeoutMs?: number): Promise<LiveFrame>;
  /** Resolves once the server has ended the stream (fails after `timeoutMs`). */
  ended(timeoutMs?: number): Promise<void>;
  /** Frames not taken by next() yet, after waiting `ms` for more to arrive. */
  rest(ms?: number): Promise<LiveFrame[]>;
  close(): void;
}

/**
 * Opens /api/live over a real socket and parses the stream itself (fetch + reader), so a test
 * controls exactly which Last-Event-ID is sent and sees every frame, including `ready` and `resync`.
 */
export async function openLive(
  baseUrl: string,
  topics: string,
  options: { lastEventId?: string; cookie?: string } = {},
): Promise<LiveConnection> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${baseUrl}/api/live?topics=${encodeURIComponent(topics)}`, {
    headers,
    signal: abort.signal,
  });
  const frames: LiveFrame[] = [];
  let taken = 0;
  let ended = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };

  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffered += value;
          let end: number;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const frame = parseBlock(block);
            if (frame) {
              frames.push(frame);
              notify();
            }
          }
        }
      } catch {
        // aborted by close()
      } finally {
        ended = true;
        notify();
      }
    })();
  }

  const waitForMore = (deadline: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  return {
    response,
    frames,
    async next(match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (taken < frames.length) {
          const frame = frames[taken++]!;
          if (match(frame)) return frame;
        }
        if (ended) throw new Error(`live stream ended; frames: ${JSON.stringify(frames)}`);
        if (Date.now() >= deadline)
          throw new Error(`no matching live frame within ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`);
        await waitForMore(deadline);
      }
    },
    async ended(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!ended) {
        if (Date.now() >= deadline) throw new Error(`live stream still open after ${timeoutMs} ms`);
        await waitForMore(deadline);
      }
    },
    async rest(ms = 200) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const remaining = frames.slice(taken);
      taken = frames.length;
      return remaining;
    },
    close() {
      abort.abort();
    },
  };
}

/** One SSE block → frame; comments (heartbeats) and blocks without data (retry:) give null. */
function parseBlock(block: string): LiveFrame | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  return { event, id, data: JSON.parse(data.join('\n')) };
}
