// A stand-in for the browser's AudioContext that makes no sound and records each sound started: the
// kind its voice carries (web/sound.js marks every sound's voice with it), once per sound however
// many oscillators and noise bursts make it up. A plain script with no imports or exports, so that
// the JavaScript unit tests import it and the page tests run it before the page's own scripts
// (Playwright's init script). It sets globalThis.RecordingAudioContext (also as AudioContext) and
// globalThis.recordedSounds, the kinds in the order they were started.
(() => {
  const recorded = [];
  const seen = new WeakSet(); // the voices already recorded

  class Param {
    constructor(value = 0) { this.value = value; }
    setValueAtTime() { return this; }
    linearRampToValueAtTime() { return this; }
    exponentialRampToValueAtTime() { return this; }
  }

  class Node {
    constructor(context) { this.context = context; this.outputs = []; }
    connect(target) { this.outputs.push(target); return target; }
    disconnect() { this.outputs = []; }
  }

  /** The node of the sound's kind that `node` feeds, following its connections. */
  function voiceOf(node) {
    const queue = [node];
    for (let i = 0; i < queue.length; i += 1) {
      if (queue[i].soundKind) return queue[i];
      queue.push(...(queue[i].outputs ?? []));
    }
    return null;
  }

  class Source extends Node {
    start() {
      const voice = voiceOf(this);
      if (!voice) throw new Error("a sound started that feeds no voice");
      if (seen.has(voice)) return;
      seen.add(voice);
      recorded.push(voice.soundKind);
    }
    stop() {}
  }

  class RecordingAudioContext {
    constructor() {
      this.state = "suspended"; // as a browser makes it before a gesture
      this.sampleRate = 8000;
      this.currentTime = 0;
      this.destination = new Node(this);
    }
    resume() { this.state = "running"; return Promise.resolve(); }
    suspend() { this.state = "suspended"; return Promise.resolve(); }
    close() { this.state = "closed"; return Promise.resolve(); }
    createGain() { const node = new Node(this); node.gain = new Param(1); return node; }
    createBiquadFilter() { const node = new Node(this); node.frequency = new Param(350); node.Q = new Param(1); return node; }
    createOscillator() { const node = new Source(this); node.frequency = new Param(440); return node; }
    createBufferSource() { return new Source(this); }
    createBuffer(channels, length) {
      const data = new Float32Array(length);
      return { length, numberOfChannels: channels, getChannelData: () => data };
    }
  }

  globalThis.RecordingAudioContext = RecordingAudioContext;
  globalThis.AudioContext = RecordingAudioContext;
  globalThis.webkitAudioContext = RecordingAudioContext;
  globalThis.recordedSounds = recorded;
})();
