// Stand-alone demo of the Game of the Goose board renderer: plays a scripted game.
//
// The moves below were produced by the Python engine (py/gurkenglas/games/goose) with chosen
// dice, so events and views are exactly what the app receives. To keep the file short, each move
// stores only the pawns (as [seat, square, status, place]) and the turn data of the view after it.
//
// URL parameters (handy for screenshots): ?speed=2 ?autoplay=1 ?at=5 (start after 5 moves)
// ?crowded=1 (a static view with six pawns, several sharing squares), ?six=1 (six pawns on start).

import { createGooseBoard } from '../web/games/goose/board.js';
import { diceText } from '../web/games/goose/dice.js';

const BOARD = {
  finish: 63,
  geese: [5, 9, 14, 18, 27, 32, 36, 41, 45, 50, 54, 59],
  jumps: { 6: 12, 42: 37, 58: 0 },
  jump_kinds: { 6: 'bridge', 42: 'detour', 58: 'soup' },
  nest: 19,
  traps: [31, 52],
  trap_kinds: { 31: 'well', 52: 'cage' },
};

const START = {
  pawns: [[0, 0, 'ready', null], [1, 2, 'ready', null], [2, 1, 'ready', null], [3, 44, 'ready', null], [4, 50, 'ready', null]],
  to_move: 0, round: 1, last_roll: null, over: false,
};

const MOVES = [
  {
    events: [{"type":"roll","seat":0,"dice":[6,3]},{"type":"first_throw","seat":0,"from":0,"to":26}],
    after: {"pawns":[[0,26,"ready",null],[1,2,"ready",null],[2,1,"ready",null],[3,44,"ready",null],[4,50,"ready",null]],"to_move":1,"round":1,"last_roll":{"seat":0,"dice":[6,3]},"over":false},
  },
  {
    events: [{"type":"roll","seat":1,"dice":[1,3]},{"type":"walk","seat":1,"from":2,"path":[3,4,5,6]},{"type":"jump","seat":1,"from":6,"to":12,"square_kind":"bridge"}],
    after: {"pawns":[[0,26,"ready",null],[1,12,"ready",null],[2,1,"ready",null],[3,44,"ready",null],[4,50,"ready",null]],"to_move":2,"round":1,"last_roll":{"seat":1,"dice":[1,3]},"over":false},
  },
  {
    events: [{"type":"roll","seat":2,"dice":[2,2]},{"type":"walk","seat":2,"from":1,"path":[2,3,4,5]},{"type":"goose","seat":2,"square":5,"steps":4,"direction":1},{"type":"walk","seat":2,"from":5,"path":[6,7,8,9]},{"type":"goose","seat":2,"square":9,"steps":4,"direction":1},{"type":"walk","seat":2,"from":9,"path":[10,11,12,13]}],
    after: {"pawns":[[0,26,"ready",null],[1,12,"ready",null],[2,13,"ready",null],[3,44,"ready",null],[4,50,"ready",null]],"to_move":3,"round":1,"last_roll":{"seat":2,"dice":[2,2]},"over":false},
  },
  {
    events: [{"type":"roll","seat":3,"dice":[6,6]},{"type":"walk","seat":3,"from":44,"path":[45,46,47,48,49,50,51,52,53,54,55,56]}],
    after: {"pawns":[[0,26,"ready",null],[1,12,"ready",null],[2,13,"ready",null],[3,56,"ready",null],[4,50,"ready",null]],"to_move":4,"round":1,"last_roll":{"seat":3,"dice":[6,6]},"over":false},
  },
  {
    events: [{"type":"roll","seat":4,"dice":[4,4]},{"type":"walk","seat":4,"from":50,"path":[51,52,53,54,55,56,57,58]},{"type":"jump","seat":4,"from":58,"to":0,"square_kind":"soup"}],
    after: {"pawns":[[0,26,"ready",null],[1,12,"ready",null],[2,13,"ready",null],[3,56,"ready",null],[4,0,"ready",null]],"to_move":0,"round":2,"last_roll":{"seat":4,"dice":[4,4]},"over":false},
  },
  {
    events: [{"type":"roll","seat":0,"dice":[2,3]},{"type":"walk","seat":0,"from":26,"path":[27,28,29,30,31]},{"type":"trapped","seat":0,"square":31,"square_kind":"well"}],
    after: {"pawns":[[0,31,"trapped",null],[1,12,"ready",null],[2,13,"ready",null],[3,56,"ready",null],[4,0,"ready",null]],"to_move":1,"round":2,"last_roll":{"seat":0,"dice":[2,3]},"over":false},
  },
  {
    events: [{"type":"roll","seat":1,"dice":[3,4]},{"type":"walk","seat":1,"from":12,"path":[13,14,15,16,17,18,19]},{"type":"nest","seat":1}],
    after: {"pawns":[[0,31,"trapped",null],[1,19,"skip",null],[2,13,"ready",null],[3,56,"ready",null],[4,0,"ready",null]],"to_move":2,"round":2,"last_roll":{"seat":1,"dice":[3,4]},"over":false},
  },
  {
    events: [{"type":"roll","seat":2,"dice":[5,5]},{"type":"walk","seat":2,"from":13,"path":[14,15,16,17,18,19,20,21,22,23]}],
    after: {"pawns":[[0,31,"trapped",null],[1,19,"skip",null],[2,23,"ready",null],[3,56,"ready",null],[4,0,"ready",null]],"to_move":3,"round":2,"last_roll":{"seat":2,"dice":[5,5]},"over":false},
  },
  {
    events: [{"type":"roll","seat":3,"dice":[4,5]},{"type":"walk","seat":3,"from":56,"path":[57,58,59,60,61,62,63,62,61]},{"type":"bounce","seat":3,"excess":2}],
    after: {"pawns":[[0,31,"trapped",null],[1,19,"skip",null],[2,23,"ready",null],[3,61,"ready",null],[4,0,"ready",null]],"to_move":4,"round":2,"last_roll":{"seat":3,"dice":[4,5]},"over":false},
  },
  {
    events: [{"type":"roll","seat":4,"dice":[1,1]},{"type":"walk","seat":4,"from":0,"path":[1,2]},{"type":"misses_turn","seat":0,"reason":"well"},{"type":"misses_turn","seat":1,"reason":"nest"}],
    after: {"pawns":[[0,31,"trapped",null],[1,19,"ready",null],[2,23,"ready",null],[3,61,"ready",null],[4,2,"ready",null]],"to_move":2,"round":3,"last_roll":{"seat":4,"dice":[1,1]},"over":false},
  },
  {
    events: [{"type":"roll","seat":2,"dice":[4,4]},{"type":"walk","seat":2,"from":23,"path":[24,25,26,27,28,29,30,31]},{"type":"released","seat":0,"square":31,"reason":"newcomer"},{"type":"trapped","seat":2,"square":31,"square_kind":"well"}],
    after: {"pawns":[[0,31,"ready",null],[1,19,"ready",null],[2,31,"trapped",null],[3,61,"ready",null],[4,2,"ready",null]],"to_move":3,"round":3,"last_roll":{"seat":2,"dice":[4,4]},"over":false},
  },
  {
    events: [{"type":"roll","seat":3,"dice":[2,2]},{"type":"walk","seat":3,"from":61,"path":[62,63,62,61]},{"type":"bounce","seat":3,"excess":2}],
    after: {"pawns":[[0,31,"ready",null],[1,19,"ready",null],[2,31,"trapped",null],[3,61,"ready",null],[4,2,"ready",null]],"to_move":4,"round":3,"last_roll":{"seat":3,"dice":[2,2]},"over":false},
  },
  {
    events: [{"type":"roll","seat":4,"dice":[3,4]},{"type":"walk","seat":4,"from":2,"path":[3,4,5,6,7,8,9]},{"type":"goose","seat":4,"square":9,"steps":7,"direction":1},{"type":"walk","seat":4,"from":9,"path":[10,11,12,13,14,15,16]}],
    after: {"pawns":[[0,31,"ready",null],[1,19,"ready",null],[2,31,"trapped",null],[3,61,"ready",null],[4,16,"ready",null]],"to_move":0,"round":4,"last_roll":{"seat":4,"dice":[3,4]},"over":false},
  },
  {
    events: [{"type":"roll","seat":0,"dice":[5,6]},{"type":"walk","seat":0,"from":31,"path":[32,33,34,35,36,37,38,39,40,41,42]},{"type":"jump","seat":0,"from":42,"to":37,"square_kind":"detour"}],
    after: {"pawns":[[0,37,"ready",null],[1,19,"ready",null],[2,31,"trapped",null],[3,61,"ready",null],[4,16,"ready",null]],"to_move":1,"round":4,"last_roll":{"seat":0,"dice":[5,6]},"over":false},
  },
  {
    events: [{"type":"roll","seat":1,"dice":[2,2]},{"type":"walk","seat":1,"from":19,"path":[20,21,22,23]},{"type":"misses_turn","seat":2,"reason":"well"}],
    after: {"pawns":[[0,37,"ready",null],[1,23,"ready",null],[2,31,"trapped",null],[3,61,"ready",null],[4,16,"ready",null]],"to_move":3,"round":4,"last_roll":{"seat":1,"dice":[2,2]},"over":false},
  },
  {
    events: [{"type":"roll","seat":3,"dice":[1,1]},{"type":"walk","seat":3,"from":61,"path":[62,63]},{"type":"finished","seat":3,"place":1},{"type":"game_over","winners":[3]}],
    after: {"pawns":[[0,37,"ready",null],[1,23,"ready",null],[2,31,"trapped",null],[3,63,"finished",1],[4,16,"ready",null]],"to_move":null,"round":4,"last_roll":{"seat":3,"dice":[1,1]},"over":true},
  },
];

// An event type the renderer does not know: it must be ignored without error.
MOVES[1].events.splice(1, 0, { type: 'confetti', seat: 1 });

// Six pawns waiting on the start square, as at the beginning of a game.
const START_SIX = {
  pawns: [0, 1, 2, 3, 4, 5].map((seat) => [seat, 0, 'ready', null]),
  to_move: 0, round: 1, last_roll: null, over: false,
};

const CROWDED = {
  pawns: [[0, 14, 'ready', null], [1, 14, 'skip', null], [2, 14, 'ready', null], [3, 31, 'trapped', null],
    [4, 63, 'finished', 1], [5, 0, 'ready', null]],
  to_move: 0, round: 9, last_roll: { seat: 4, dice: [5, 6] }, over: false,
};

/** Turn the compact records above into views as the engine sends them. */
function viewOf(state, classic) {
  const geese = classic ? [...BOARD.geese, 23].sort((a, b) => a - b) : BOARD.geese;
  return {
    game: 'goose',
    board: { ...BOARD, geese },
    pawns: state.pawns.map(([seat, square, status, place]) => ({ seat, square, status, place })),
    to_move: state.to_move,
    round: state.round,
    last_roll: state.last_roll,
    over: state.over,
  };
}

const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);
const board = createGooseBoard($('board'));
const speedSelect = $('speed');
if (params.has('speed')) speedSelect.value = params.get('speed');

let next = 0; // index of the next move to play
const classic = () => $('classic').checked;
const log = (text) => { $('log').textContent = text; };

function reset(at = 0) {
  next = Math.min(at, MOVES.length);
  board.draw(viewOf(next ? MOVES[next - 1].after : START, classic()));
  log(next ? `Move ${next} of ${MOVES.length}` : 'Ready.');
}

async function playNext() {
  if (next >= MOVES.length) return false;
  const move = MOVES[next++];
  const roll = move.events.find((e) => e.type === 'roll');
  log(`Move ${next} of ${MOVES.length}: seat ${roll.seat + 1} throws ${diceText(roll.dice)}; `
    + move.events.slice(1).map((e) => e.type).join(', '));
  const speed = speedSelect.value === 'instant' ? Infinity : Number(speedSelect.value);
  await board.animate(move.events, viewOf(move.after, classic()), { speed });
  return true;
}

let autoplaying = false;
async function playAll() {
  if (autoplaying) return;
  autoplaying = true;
  while (autoplaying && (await playNext())) await new Promise((r) => setTimeout(r, 350));
  autoplaying = false;
}

$('next').addEventListener('click', () => { autoplaying = false; playNext(); });
$('all').addEventListener('click', playAll);
$('reset').addEventListener('click', () => { autoplaying = false; reset(); });
$('classic').addEventListener('change', () => reset(next));
$('crowded').addEventListener('click', () => { autoplaying = false; board.draw(viewOf(CROWDED, classic())); });

if (params.has('crowded')) board.draw(viewOf(CROWDED, classic()));
else if (params.has('six')) board.draw(viewOf(START_SIX, classic()));
else reset(Number(params.get('at') ?? 0));
if (params.has('autoplay')) playAll();
window.gooseDemo = { board, playNext, reset, MOVES };
