// Evaluated in the built page by benchmarks/move_cost_browser.py (never shipped). A long 4-player
// Keezen game of arbitrary moves (each chosen by a fixed formula from the move number) is played
// through the page's own engine client, one `play` call a move. At the marks (move 10 and move 900,
// or the game's last), one move is timed again and again on the same state, both ways: three trips
// (`apply`, `legal_moves`, `view`, as the page did) and one (`play`); each with the round trip the
// page waits for and the worker's own time in `gurkenglas.api.call`. Beside them: JSON.parse and
// JSON.stringify of the state on the page, the part of the cost that must grow with the game.
async ({ clientUrl, marks, repeat }) => {
  const { engine } = await import(clientUrl);
  await engine.ready;
  const inWorker = new Map();
  engine.worker.addEventListener("message", ({ data }) => {
    if (data.type === "answer" && typeof data.ms === "number") inWorker.set(data.id, data.ms);
  });
  const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const measure = async (state, move, seat) => {
    const three = [], one = [], json = [];
    for (let i = 0; i < repeat; i += 1) {
      const t3 = performance.now();
      const ids = [engine.nextId];
      const a = await engine.call("apply", { state, move, seat });
      ids.push(engine.nextId);
      const legal = await engine.call("legal_moves", { state: a.state });
      ids.push(engine.nextId);
      await engine.call("view", { state: a.state, seat: legal.seat });
      const trip3 = performance.now() - t3;
      const t1 = performance.now();
      const id1 = engine.nextId;
      await engine.call("play", { state, move, seat, viewer: seat });
      const trip1 = performance.now() - t1;
      await new Promise((resolve) => setTimeout(resolve, 0));
      three.push({ trip: trip3, worker: ids.reduce((sum, id) => sum + (inWorker.get(id) ?? 0), 0) });
      one.push({ trip: trip1, worker: inWorker.get(id1) ?? 0 });
      const tj = performance.now();
      JSON.parse(JSON.stringify(a.state));
      json.push(performance.now() - tj);
    }
    return {
      threeTrip: median(three.map((s) => s.trip)), threeWorker: median(three.map((s) => s.worker)),
      oneTrip: median(one.map((s) => s.trip)), oneWorker: median(one.map((s) => s.worker)),
      json: median(json), stateKB: JSON.stringify(state).length / 1000,
    };
  };
  const seats = Array.from({ length: 4 }, (_, i) => ({ kind: "human", name: `P${i + 1}`, level: null }));
  let { state } = await engine.call("new_game", { game: "keezen", players: 4, options: {}, seed: 5, seats });
  let legal = await engine.call("legal_moves", { state });
  const found = {};
  let number = 0;
  let last = null;
  while (legal.seat !== null && legal.moves.length && number < Math.max(...marks)) {
    number += 1;
    const { move } = legal.moves[(number * 7919 + 13) % legal.moves.length];
    if (marks.includes(number)) found[number] = await measure(state, move, legal.seat);
    last = { state, move, seat: legal.seat, number };
    const answer = await engine.call("play", { state, move, seat: legal.seat, viewer: legal.seat });
    [state, legal] = [answer.state, answer.legal];
  }
  if (!found[Math.max(...marks)] && last) found[last.number] = await measure(last.state, last.move, last.seat);
  return found;
}
