// Evaluated in the built page by benchmarks/bridge_browser.py (never shipped). Plays whole games
// through the page's own engine client, so every call goes the way the page's calls go: params
// JSON.stringify'd on the page, postMessage to the engine worker, gurkenglas.api.call in Pyodide,
// postMessage back, JSON.parse on the page. The call sequence follows web/ui/play.js: `validate`,
// `legal_moves` and `view` when a game is opened; then per move `apply`, `legal_moves`, `view`;
// now and then an `undo` (and the refresh after it); `validate` again for the finished game (a
// reload of its save); then the replay screen's calls (`replay_first` is its first step). Every
// seat is a human choosing uniformly among the legal moves (a seeded generator, so every run plays
// the same games). Returns one sample per call: the round trip on
// the page and the time the worker spent inside the bridge call (its own figure, `ms`).
async ({ clientUrl, configs, undoEvery }) => {
  const { engine } = await import(clientUrl);
  await engine.ready;
  const inWorker = new Map(); // call id -> the worker's own time for that call
  engine.worker.addEventListener("message", ({ data }) => {
    if (data.type === "answer" && typeof data.ms === "number") inWorker.set(data.id, data.ms);
  });
  const samples = [];
  const games = [];

  const generator = (seed) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };

  for (const config of configs) {
    const label = config.label;
    const call = async (method, params) => {
      const id = engine.nextId; // the id engine.call gives this call (calls here never overlap)
      const started = performance.now();
      const result = await engine.call(method === "replay_first" ? "replay" : method, params);
      samples.push({ label, game: config.game, method, id, move: moves, roundTrip: performance.now() - started });
      return result;
    };
    const random = generator(config.seed);
    const secret = config.hidden;
    const seats = Array.from({ length: config.players }, (_, i) => ({ kind: "human", name: `Player ${i + 1}`, level: null }));
    const started = performance.now();
    let moves = 0;
    let { state } = await call("new_game", { game: config.game, players: config.players, options: config.options, seed: config.seed, seats });
    let viewer = null;
    let legal;
    const refresh = async () => {
      legal = await call("legal_moves", { state });
      if (secret) viewer = legal.seat; // pass-and-play: the seat to move has taken the tablet
      return call("view", { state, seat: viewer });
    };
    await call("validate", { state });
    let view = await refresh();
    let undos = 0;
    while (legal.seat !== null && !view.over) {
      const { move } = legal.moves[Math.floor(random() * legal.moves.length)];
      ({ state } = await call("apply", { state, move, seat: legal.seat }));
      moves += 1;
      view = await refresh();
      if (view.can_undo && !view.over && random() < 1 / undoEvery) {
        ({ state } = await call("undo", { state }));
        undos += 1;
        view = await refresh();
      }
    }
    await call("validate", { state });
    // The replay screen: the first step replays the whole game, then a step costs one view.
    const reveal = secret && view.over;
    const { steps } = await call("replay_first", { state, step: 0, seat: reveal ? null : 0, reveal });
    for (let step = 1; step <= steps; step += Math.max(1, Math.floor(steps / 40))) {
      await call("replay", { state, step, seat: reveal ? null : 0, reveal });
    }
    games.push({ label, moves, undos, stateBytes: JSON.stringify(state).length, seconds: (performance.now() - started) / 1000 });
  }
  await new Promise((resolve) => setTimeout(resolve, 0)); // the worker's figure for the last call
  for (const sample of samples) {
    sample.worker = inWorker.get(sample.id) ?? null;
    delete sample.id;
  }
  return { samples, games };
}
