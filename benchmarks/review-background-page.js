// Evaluated in the built page by benchmarks/review_background.py (never shipped), through the page's
// own engine client (the engine worker) and analysis client (the second worker, restored from the
// same snapshot). One `task` per evaluation:
//
// - "game": a game of bots from a fixed seed (seat 0 a person's seat, moved by its normal bot, so its
//   decisions are graded as a person's are), played on the engine worker: its moves and states;
// - "slices": the smallest useful slice of analysis, one step of `review` with budget_ms=1, timed on
//   the engine worker at steps from the middle of such a game on (the steps before it are taken as
//   analysed: a review with placeholder chances, which `review` resumes from);
// - "start": the analysis worker started (restored from the snapshot): its start-up and memory;
// - "delay": a game's moves replayed through `play` on the engine worker, `pace` ms apart (the
//   time a person or the computer players' pause takes), while the analysis runs (a) in slices on
//   the same worker, or (b) on the analysis worker, or (none) not at all; each move's round trip,
//   and the worker's own time for it;
// - "whole": a whole game's review on the analysis worker, one step per call: each step's time.
async ({ clientUrl, analysisUrl, task, config, game, from, count, pace, design, samples }) => {
  const { engine } = await import(clientUrl);
  const { analysis } = await import(analysisUrl);
  await engine.ready;
  if (!engine.benchInWorker) {
    engine.benchInWorker = new Map(); // call id on the engine worker -> its own time for the call
    engine.worker.addEventListener("message", ({ data }) => {
      if (data.type === "answer" && typeof data.ms === "number") engine.benchInWorker.set(data.id, data.ms);
    });
  }
  const inWorker = engine.benchInWorker;
  const timed = async (method, params) => {
    const id = engine.nextId;
    const started = performance.now();
    const result = await engine.call(method, params);
    const roundTrip = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { result, roundTrip, worker: inWorker.get(id) ?? null };
  };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  if (task === "game") {
    const seats = Array.from({ length: config.players }, (_, i) => ({ kind: i === 0 ? "human" : "bot", name: `P${i + 1}`, level: null }));
    let { state } = await engine.call("new_game", { game: config.game, players: config.players, options: config.options, seed: config.seed, seats });
    const initial = state;
    const moves = [];
    for (;;) {
      const legal = await engine.call("legal_moves", { state });
      if (legal.seat === null) break;
      const { move } = await engine.call("bot_move", { state, seat: legal.seat, level: seats[legal.seat].level ?? undefined, budget_ms: 1000 });
      moves.push({ move, seat: legal.seat });
      ({ state } = await engine.call("apply", { state, move, seat: legal.seat }));
    }
    return { moves, initial, final: state, plies: moves.length };
  }

  // A review of the first `k` moves of `game` with placeholder chances (what `review` resumes from);
  // its header (game, method, seats) from a review of the game before its first move.
  const placeholder = async (k) => {
    const header = await engine.call("review", { state: game.initial, budget_ms: 1, samples: 1 });
    const even = header.start.map(() => 1 / header.start.length);
    const steps = game.final.history.slice(0, k).map((text, i) => ({ step: i + 1, mover: 0, move: JSON.parse(text), chance: even }));
    return { ...header, start: even, steps };
  };

  if (task === "slices") {
    // `review` must get the state of the game itself: its moves are replayed from the seed.
    const so = await placeholder(from);
    const found = [];
    let review = so;
    for (let i = 0; i < count && from + i < game.plies; i += 1) {
      const { result, roundTrip, worker } = await timed("review", { state: game.final, so_far: review, budget_ms: 1, samples: samples ?? 24 });
      const step = result.steps[result.steps.length - 1];
      found.push({ step: step.step, roundTrip, worker, decision: Boolean(step.decision), luck: Boolean(step.expected) });
      review = { ...review, steps: result.steps };
    }
    return found;
  }

  if (task === "start") {
    analysis.stop();
    await engine.snapshotSettled;
    const t0 = performance.now();
    await analysis.start();
    const readyMs = performance.now() - t0;
    const { result, ms } = await analysis.call("status", { state: game.final });
    return { readyMs, info: analysis.info, firstCall: ms, over: result.over };
  }

  if (task === "stop") {
    analysis.stop();
    return true;
  }

  if (task === "delay") {
    // The states the game went through (to replay its moves through `play` one by one).
    const moves = game.moves.slice(0, count);
    let state = game.initial;
    const answers = [];
    let stop = false;
    let latest = state;
    let analysedSteps = 0;
    let analysisCalls = 0;
    let review = null;
    // (a) slices on the engine worker: one step a call, the next posted as soon as one is answered,
    // so a move's call waits behind the slice under way; (b) the analysis worker, a few seconds a call.
    const analyse = (async () => {
      if (design === "none") return;
      if (design === "b") await analysis.start();
      while (!stop) {
        const target = latest;
        if (review && review.steps.length >= target.history.length) {
          await sleep(20);
          continue;
        }
        const params = { state: target, so_far: review, budget_ms: design === "a" ? 1 : 3000, samples: 24 };
        const answer = design === "a" ? await engine.call("review", params) : (await analysis.call("review", params)).result;
        analysisCalls += 1;
        review = answer;
        analysedSteps = answer.steps.length;
      }
    })().catch((error) => ({ error: String(error) }));
    for (const { move, seat } of moves) {
      const { result, roundTrip, worker } = await timed("play", { state, move, seat, viewer: seat });
      answers.push({ roundTrip, worker });
      state = result.state;
      latest = state;
      await sleep(pace);
    }
    stop = true;
    const failed = await analyse;
    if (design === "b") analysis.stop();
    return { answers, analysedSteps, analysisCalls, failed: failed?.error ?? null };
  }

  if (task === "whole") {
    await analysis.start();
    let review = null;
    const steps = [];
    let startMs = null;
    for (;;) {
      const before = review ? review.steps.length : 0;
      const { result, ms } = await analysis.call("review", { state: game.final, so_far: review, budget_ms: 1, samples: samples ?? 24 });
      if (!review) startMs = ms; // the first call: the chances before the first move, and step 1
      else {
        for (const step of result.steps.slice(before)) steps.push({ step: step.step, ms, decision: Boolean(step.decision), luck: Boolean(step.expected) });
      }
      review = result;
      if (result.complete || result.steps.length === before) break;
    }
    return { startMs, steps, complete: review.complete, bytes: JSON.stringify(review).length };
  }
  throw new Error(`no task ${task}`);
}
