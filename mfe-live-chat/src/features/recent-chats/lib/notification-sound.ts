// A short two-note chime made with the Web Audio API (no sound file to ship). Browsers block audio until
// the user has interacted with the page: the context is resumed on the first click or key press, and a
// blocked or missing audio system is simply silent, never an error.

type AudioContextClass = typeof AudioContext;

export interface NotificationSound {
  play(): void;
  /** Removes the gesture listeners and closes the audio context. */
  dispose(): void;
}

const NOTES: ReadonlyArray<{ hz: number; at: number }> = [
  { hz: 880, at: 0 },
  { hz: 660, at: 0.16 },
];
const NOTE_S = 0.14;
const VOLUME = 0.15;

function audioClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

export function createNotificationSound(): NotificationSound {
  let context: AudioContext | null = null;
  let broken = false;

  const ensure = (): AudioContext | null => {
    if (context || broken) return context;
    try {
      const Ctor = audioClass();
      if (!Ctor) {
        broken = true;
        return null;
      }
      context = new Ctor();
    } catch {
      broken = true;
    }
    return context;
  };

  const resume = () => {
    try {
      const ctx = ensure();
      if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    } catch {
      // Still blocked: the next gesture tries again.
    }
  };
  const events = ['pointerdown', 'keydown'] as const;
  if (typeof window !== 'undefined') events.forEach((name) => window.addEventListener(name, resume, { passive: true }));

  return {
    play() {
      try {
        const ctx = ensure();
        if (!ctx) return;
        if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
        const start = ctx.currentTime;
        for (const note of NOTES) {
          const oscillator = ctx.createOscillator();
          const gain = ctx.createGain();
          const at = start + note.at;
          oscillator.type = 'sine';
          oscillator.frequency.setValueAtTime(note.hz, at);
          gain.gain.setValueAtTime(0.0001, at);
          gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.02);
          gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S);
          oscillator.connect(gain);
          gain.connect(ctx.destination);
          oscillator.start(at);
          oscillator.stop(at + NOTE_S + 0.02);
        }
      } catch {
        // Audio blocked or unavailable: the title flash still tells the agent.
      }
    },
    dispose() {
      if (typeof window !== 'undefined') events.forEach((name) => window.removeEventListener(name, resume));
      try {
        void context?.close().catch(() => undefined);
      } catch {
        // Nothing to close.
      }
      context = null;
    },
  };
}
