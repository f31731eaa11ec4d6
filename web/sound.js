// Sound and feel: the sounds of the table (dice, a card played, a pawn moved and captured, a trick
// taken, a game won), made on the spot with Web Audio — no sound files, so a first visit downloads
// nothing more — and a short vibration when it becomes a person's turn. One switch turns both off.
//
// Browsers let a page make sound only after a person has touched it (and an iPad's Safari wants
// `resume()` inside the touch itself), so the audio context is made, or woken, by the first tap or
// key press after the sound is on; until then nothing plays. Where the browser has no Web Audio, or
// refuses it, the table is silent and nothing else changes.

/** The kinds of sound a table may ask for (a table maps its engine's events to these). */
export const SOUND_KINDS = ["dice", "card", "pawn", "capture", "trick", "win"];

// Quiet by default, so that a game at a table startles nobody: rendered offline, the loudest moment
// of each sound is between a twelfth and a fifth of full scale (the dice softest, a capture loudest).
const LEVEL = 0.35;
const GAP_S = 0.12;      // between the sounds of one move, so that they follow one another
const MOST_PER_MOVE = 10; // a long sowing ticks ten times at most
const BUZZ_MS = 35;      // the vibration for "your turn": felt, not heard across the room

/**
 * The table's sound and feel. `on`: whether it is on to begin with; `AudioContext` (the browser's
 * own by default, looked up when first needed) and `navigator` are for tests.
 */
export function createSound({ on = true, AudioContext = undefined, navigator = globalThis.navigator } = {}) {
  let enabled = Boolean(on);
  let context = null;   // made on the first gesture with the sound on
  let master = null;    // every sound goes through this quiet gain
  let noise = null;     // one second of white noise, made once, for the dice, cards and tricks
  let nextFree = 0;     // the context time from which the next move's sounds may start
  let failed = false;   // Web Audio is missing or refused: silent from here on

  /** Make the audio context, or wake it; call inside a person's gesture. Never throws. */
  function unlock() {
    if (!enabled || failed) return;
    try {
      if (!context) {
        const Context = AudioContext ?? globalThis.AudioContext ?? globalThis.webkitAudioContext;
        if (typeof Context !== "function") { failed = true; return; }
        context = new Context();
        master = context.createGain();
        master.gain.value = LEVEL;
        master.connect(context.destination);
      }
      // Suspended before the first gesture, or "interrupted" by a call on an iPad: woken here.
      if (context.state !== "running" && typeof context.resume === "function") {
        Promise.resolve(context.resume()).catch(() => {});
      }
    } catch (error) {
      failed = true;
      context = null;
      console.info("no sound:", error?.message);
    }
  }

  /** Unlock on every tap and key press on `target` (capture phase, before the page acts on it).
   * Gives back the function that stops listening. */
  function listen(target = globalThis) {
    const kinds = ["pointerdown", "touchend", "keydown"];
    for (const kind of kinds) target.addEventListener?.(kind, unlock, { capture: true, passive: true });
    return () => {
      for (const kind of kinds) target.removeEventListener?.(kind, unlock, { capture: true });
    };
  }

  function noiseBuffer() {
    if (noise) return noise;
    const rate = context.sampleRate;
    noise = context.createBuffer(1, rate, rate);
    const samples = noise.getChannelData(0);
    for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
    return noise;
  }

  // The building blocks: each sound is one "voice" (a gain node on the master) that its sources
  // feed. The voice carries the sound's kind, so a test's recording context can tell the sounds apart.

  /** A gain that rises at `at` to `peak` in a few milliseconds and dies away over `decay` seconds. */
  function envelope(into, at, peak, decay) {
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.004);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + decay);
    gain.connect(into);
    return gain;
  }

  /** A short burst of noise through a band-pass filter sliding from `from` to `to` Hz. */
  function burst(voice, at, { peak, decay, from, to = from, q = 1 }) {
    const source = context.createBufferSource();
    source.buffer = noiseBuffer();
    const filter = context.createBiquadFilter();
    filter.type = "bandpass";
    filter.Q.value = q;
    filter.frequency.setValueAtTime(from, at);
    filter.frequency.exponentialRampToValueAtTime(to, at + decay);
    source.connect(filter);
    filter.connect(envelope(voice, at, peak, decay));
    source.start(at, Math.random() * 0.5);
    source.stop(at + decay + 0.02);
  }

  /** A tone of `type` gliding from `from` to `to` Hz, dying away over `decay` seconds. */
  function tone(voice, at, { peak, decay, from, to = from, type = "sine" }) {
    const oscillator = context.createOscillator();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(from, at);
    oscillator.frequency.exponentialRampToValueAtTime(to, at + decay);
    oscillator.connect(envelope(voice, at, peak, decay));
    oscillator.start(at);
    oscillator.stop(at + decay + 0.02);
  }

  // Each kind of sound, started at `at` on its voice; each lasts well under half a second but the win.
  const SYNTHS = {
    // Two dice rattling in a cup and landing: a handful of hard little clicks.
    dice(voice, at) {
      for (let i = 0; i < 5; i += 1) {
        burst(voice, at + i * 0.035 + Math.random() * 0.015, { peak: 0.5, decay: 0.03, from: 3200, to: 2200, q: 4 });
      }
      tone(voice, at + 0.2, { peak: 0.25, decay: 0.06, from: 900, to: 600, type: "triangle" });
    },
    // A card slid onto the table: a soft swish from high to lower.
    card(voice, at) {
      burst(voice, at, { peak: 0.45, decay: 0.12, from: 5200, to: 1800, q: 0.8 });
    },
    // A wooden pawn set down: a short knock that drops a little in pitch.
    pawn(voice, at) {
      tone(voice, at, { peak: 0.5, decay: 0.09, from: 620, to: 420, type: "triangle" });
      burst(voice, at, { peak: 0.2, decay: 0.02, from: 2000, q: 2 });
    },
    // A pawn knocked off: a harder, lower knock with a second bump as it falls.
    capture(voice, at) {
      tone(voice, at, { peak: 0.55, decay: 0.16, from: 330, to: 140, type: "square" });
      tone(voice, at + 0.09, { peak: 0.35, decay: 0.12, from: 240, to: 120, type: "triangle" });
    },
    // A trick gathered in: two swishes, the second lower, as the cards are swept together.
    trick(voice, at) {
      burst(voice, at, { peak: 0.4, decay: 0.1, from: 4200, to: 1500, q: 0.8 });
      burst(voice, at + 0.08, { peak: 0.35, decay: 0.14, from: 2600, to: 900, q: 0.8 });
    },
    // A game won: a bright rising arpeggio.
    win(voice, at) {
      [523.25, 659.25, 783.99, 1046.5].forEach((pitch, i) => {
        tone(voice, at + i * 0.11, { peak: 0.35, decay: i === 3 ? 0.6 : 0.22, from: pitch, type: "triangle" });
      });
    },
  };

  function voiceOf(kind) {
    const voice = context.createGain();
    voice.soundKind = kind; // for a test's recording context only; the browser ignores it
    voice.connect(master);
    return voice;
  }

  /**
   * Play the sounds of one move, one after another (`kinds`, from the table's soundsOf). Nothing
   * while the sound is off, before the first gesture, or without Web Audio. Never throws.
   */
  function play(kinds) {
    // A context still waiting for a gesture (or interrupted by a call) would save the sounds up and
    // play them all at once when woken: they are let go instead.
    if (!enabled || !context || failed || !kinds.length || context.state !== "running") return;
    try {
      const now = context.currentTime;
      // After the last move's sounds, unless they are long over (or the clock was asleep).
      let at = Math.max(now + 0.01, Math.min(nextFree, now + 1));
      for (const kind of kinds.slice(0, MOST_PER_MOVE)) {
        const synth = SYNTHS[kind];
        if (!synth) continue;
        synth(voiceOf(kind), at);
        at += GAP_S;
      }
      nextFree = at;
    } catch (error) {
      console.info("a sound failed:", error?.message);
    }
  }

  /** A short vibration, for a person whose turn it now is, on a device that can. Only with the
   * switch on (it is the switch for the table's sound and feel), and only once the page has been
   * touched (before that the browser refuses it and says so in the console). */
  function nudge() {
    if (!enabled || typeof navigator?.vibrate !== "function") return;
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
    try {
      navigator.vibrate(BUZZ_MS);
    } catch {
      // a device that cannot: nothing to tell
    }
  }

  return {
    get on() { return enabled; },
    /** Turn sound and feel on or off. Off silences at once the sounds still to come; on makes no
     * sound by itself (call unlock() too when a person's tap turned it on). */
    setOn(value) {
      enabled = Boolean(value);
      if (master) master.gain.value = enabled ? LEVEL : 0;
      nextFree = 0;
    },
    unlock,
    listen,
    play,
    nudge,
  };
}
