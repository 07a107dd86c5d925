// A short rising two-note chime (Web Audio, no file to ship), fetched with the first mention. A browser
// that blocks audio, or has none, stays silent: the toast and the badge still tell the user.
let context: AudioContext | null = null;

export function playMentionSound(): void {
  try {
    const Ctor = (window as unknown as { AudioContext?: typeof AudioContext }).AudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    [660, 990].forEach((hz, index) => {
      const at = ctx.currentTime + index * 0.12;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.frequency.setValueAtTime(hz, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.12, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.12);
      oscillator.connect(gain);
      gain.connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.14);
    });
  } catch {
    // Audio blocked or unavailable.
  }
}
