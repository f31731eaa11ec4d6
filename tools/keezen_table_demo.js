// Stand-alone demo of the Keezen table: hard-coded views, legal moves and the results of those
// moves, all produced by the Python engine (py/gurkenglas/games/keezen) from hand-made positions.
// Choosing a move plays its precomputed events; a move without a stored result is only logged.
//
// URL parameters (handy for screenshots): ?s=two|six|seven|discard|spectator|deal|finale ?speed=1|2|4|instant
// ?card=J (taps the first card of that rank after loading).

import { createTable } from "../web/games/keezen/table.js";
import { el } from "../web/dom.js";

const SCENARIOS = {
  two: {
    view: {"game":"keezen","board":{"seats":4,"track":64,"squares_per_seat":16,"positions":[0,2],"starts":[0,32]},"teams":false,"partners":[null,null],"pawns":[[-1,60,5,1003],[-1,-1,10,33]],"hand":["4","5","7","J","A"],"hand_counts":[5,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true}],"dealer":1,"deal":2,"stock_count":3,"gone":[],"folded":[false,false],"seven":null,"acting":0,"to_move":0,"winners":null,"over":false,"seats":[{"name":"Anna","kind":"human","level":null},{"name":"Bot","kind":"bot","level":"normal"}],"can_undo":false,"outcome":null},
    moves: [{"move":{"kind":"move","card":"4","owner":0,"pawn":1,"to":56}},{"move":{"kind":"move","card":"4","owner":0,"pawn":2,"to":1}},{"move":{"kind":"move","card":"5","owner":0,"pawn":1,"to":1}},{"move":{"kind":"move","card":"5","owner":0,"pawn":1,"to":1001}},{"move":{"kind":"move","card":"5","owner":0,"pawn":2,"to":10}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":1,"to":61}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":2,"to":62}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":3,"to":63}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":4,"to":0}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":4,"to":1000}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":5,"to":1}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":5,"to":1001}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":6,"to":2}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":6,"to":1002}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":7,"to":3}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":1,"to":6}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":2,"to":7}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":3,"to":8}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":4,"to":9}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":5,"to":10}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":6,"to":11}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":7,"to":12}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":1,"other":1,"other_pawn":2}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":1,"other":1,"other_pawn":3}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":2,"other":1,"other_pawn":2}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":2,"other":1,"other_pawn":3}},{"move":{"kind":"enter","card":"A","owner":0}},{"move":{"kind":"move","card":"A","owner":0,"pawn":1,"to":61}},{"move":{"kind":"move","card":"A","owner":0,"pawn":2,"to":6}}],
    results: {
      "{\"card\":\"4\",\"kind\":\"move\",\"owner\":0,\"pawn\":1,\"to\":56}": {"events":[{"type":"card","seat":0,"card":"4"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":56,"backward":true,"path":[59,58,57,56]}],"view":{"pawns":[[-1,56,5,1003],[-1,-1,10,33]],"hand":["5","7","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["4"],"folded":false}],"gone":["4"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"4\",\"kind\":\"move\",\"owner\":0,\"pawn\":2,\"to\":1}": {"events":[{"type":"card","seat":0,"card":"4"},{"type":"move","seat":0,"owner":0,"pawn":2,"from":5,"to":1,"backward":true,"path":[4,3,2,1]}],"view":{"pawns":[[-1,60,1,1003],[-1,-1,10,33]],"hand":["5","7","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["4"],"folded":false}],"gone":["4"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"5\",\"kind\":\"move\",\"owner\":0,\"pawn\":1,\"to\":1}": {"events":[{"type":"card","seat":0,"card":"5"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":1,"backward":false,"path":[61,62,63,0,1]}],"view":{"pawns":[[-1,1,5,1003],[-1,-1,10,33]],"hand":["4","7","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["5"],"folded":false}],"gone":["5"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"5\",\"kind\":\"move\",\"owner\":0,\"pawn\":1,\"to\":1001}": {"events":[{"type":"card","seat":0,"card":"5"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":1001,"backward":false,"path":[61,62,63,1000,1001]},{"type":"home","seat":0,"owner":0,"pawn":1}],"view":{"pawns":[[-1,1001,5,1003],[-1,-1,10,33]],"hand":["4","7","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["5"],"folded":false}],"gone":["5"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"5\",\"kind\":\"move\",\"owner\":0,\"pawn\":2,\"to\":10}": {"events":[{"type":"card","seat":0,"card":"5"},{"type":"move","seat":0,"owner":0,"pawn":2,"from":5,"to":10,"backward":false,"path":[6,7,8,9,10]},{"type":"capture","owner":1,"pawn":2,"at":10}],"view":{"pawns":[[-1,60,10,1003],[-1,-1,-1,33]],"hand":["4","7","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["5"],"folded":false}],"gone":["5"],"acting":1,"to_move":1},"moves":[]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":1,\"to\":61}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":61,"backward":false,"path":[61]}],"view":{"pawns":[[-1,61,5,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":6,"used":[[0,1]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":2,"steps":6,"to":11}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":2,\"to\":62}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":62,"backward":false,"path":[61,62]}],"view":{"pawns":[[-1,62,5,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":5,"used":[[0,1]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":2,"steps":5,"to":10}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":3,\"to\":63}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":63,"backward":false,"path":[61,62,63]}],"view":{"pawns":[[-1,63,5,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":4,"used":[[0,1]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":2,"steps":4,"to":9}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":4,\"to\":0}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":0,"backward":false,"path":[61,62,63,0]}],"view":{"pawns":[[-1,0,5,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":3,"used":[[0,1]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":2,"steps":3,"to":8}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":4,\"to\":1000}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":1000,"backward":false,"path":[61,62,63,1000]},{"type":"home","seat":0,"owner":0,"pawn":1}],"view":{"pawns":[[-1,1000,5,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":3,"used":[[0,1]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":2,"steps":3,"to":8}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":5,\"to\":1}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":1,"backward":false,"path":[61,62,63,0,1]}],"view":{"pawns":[[-1,1,5,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":2,"used":[[0,1]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":2,"steps":2,"to":7}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":5,\"to\":1001}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":1001,"backward":false,"path":[61,62,63,1000,1001]},{"type":"home","seat":0,"owner":0,"pawn":1}],"view":{"pawns":[[-1,1001,5,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":2,"used":[[0,1]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":2,"steps":2,"to":7}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":6,\"to\":2}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":2,"backward":false,"path":[61,62,63,0,1,2]}],"view":{"pawns":[[-1,2,5,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":1,"used":[[0,1]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":2,"steps":1,"to":6}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":6,\"to\":1002}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":1002,"backward":false,"path":[61,62,63,1000,1001,1002]},{"type":"home","seat":0,"owner":0,"pawn":1}],"view":{"pawns":[[-1,1002,5,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":1,"used":[[0,1]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":2,"steps":1,"to":6}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":7,\"to\":3}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":3,"backward":false,"path":[61,62,63,0,1,2,3]}],"view":{"pawns":[[-1,3,5,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"acting":1,"to_move":1},"moves":[]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":2,\"steps\":1,\"to\":6}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":2,"from":5,"to":6,"backward":false,"path":[6]}],"view":{"pawns":[[-1,60,6,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":6,"used":[[0,2]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":1,"steps":6,"to":2}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":6,"to":1002}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":2,\"steps\":2,\"to\":7}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":2,"from":5,"to":7,"backward":false,"path":[6,7]}],"view":{"pawns":[[-1,60,7,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":5,"used":[[0,2]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":1,"steps":5,"to":1}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":5,"to":1001}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":2,\"steps\":3,\"to\":8}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":2,"from":5,"to":8,"backward":false,"path":[6,7,8]}],"view":{"pawns":[[-1,60,8,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":4,"used":[[0,2]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":1,"steps":4,"to":0}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":4,"to":1000}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":2,\"steps\":4,\"to\":9}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":2,"from":5,"to":9,"backward":false,"path":[6,7,8,9]}],"view":{"pawns":[[-1,60,9,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":3,"used":[[0,2]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":1,"steps":3,"to":63}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":2,\"steps\":5,\"to\":10}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":2,"from":5,"to":10,"backward":false,"path":[6,7,8,9,10]},{"type":"capture","owner":1,"pawn":2,"at":10}],"view":{"pawns":[[-1,60,10,1003],[-1,-1,-1,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":2,"used":[[0,2]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":1,"steps":2,"to":62}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":2,\"steps\":6,\"to\":11}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":2,"from":5,"to":11,"backward":false,"path":[6,7,8,9,10,11]}],"view":{"pawns":[[-1,60,11,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"seven":{"left":1,"used":[[0,2]]}},"moves":[{"move":{"kind":"seven","owner":0,"pawn":1,"steps":1,"to":61}},{"move":{"kind":"cancel"}}]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":2,\"steps\":7,\"to\":12}": {"events":[{"type":"card","seat":0,"card":"7"},{"type":"move","seat":0,"owner":0,"pawn":2,"from":5,"to":12,"backward":false,"path":[6,7,8,9,10,11,12]}],"view":{"pawns":[[-1,60,12,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"gone":["7"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"J\",\"kind\":\"swap\",\"other\":1,\"other_pawn\":2,\"owner\":0,\"pawn\":1}": {"events":[{"type":"card","seat":0,"card":"J"},{"type":"swap","seat":0,"owner":0,"pawn":1,"other":1,"other_pawn":2,"from":60,"to":10}],"view":{"pawns":[[-1,10,5,1003],[-1,-1,60,33]],"hand":["4","5","7","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["J"],"folded":false}],"gone":["J"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"J\",\"kind\":\"swap\",\"other\":1,\"other_pawn\":3,\"owner\":0,\"pawn\":1}": {"events":[{"type":"card","seat":0,"card":"J"},{"type":"swap","seat":0,"owner":0,"pawn":1,"other":1,"other_pawn":3,"from":60,"to":33}],"view":{"pawns":[[-1,33,5,1003],[-1,-1,10,60]],"hand":["4","5","7","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["J"],"folded":false}],"gone":["J"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"J\",\"kind\":\"swap\",\"other\":1,\"other_pawn\":2,\"owner\":0,\"pawn\":2}": {"events":[{"type":"card","seat":0,"card":"J"},{"type":"swap","seat":0,"owner":0,"pawn":2,"other":1,"other_pawn":2,"from":5,"to":10}],"view":{"pawns":[[-1,60,10,1003],[-1,-1,5,33]],"hand":["4","5","7","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["J"],"folded":false}],"gone":["J"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"J\",\"kind\":\"swap\",\"other\":1,\"other_pawn\":3,\"owner\":0,\"pawn\":2}": {"events":[{"type":"card","seat":0,"card":"J"},{"type":"swap","seat":0,"owner":0,"pawn":2,"other":1,"other_pawn":3,"from":5,"to":33}],"view":{"pawns":[[-1,60,33,1003],[-1,-1,10,5]],"hand":["4","5","7","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["J"],"folded":false}],"gone":["J"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"A\",\"kind\":\"enter\",\"owner\":0}": {"events":[{"type":"card","seat":0,"card":"A"},{"type":"enter","seat":0,"owner":0,"pawn":0,"to":0}],"view":{"pawns":[[0,60,5,1003],[-1,-1,10,33]],"hand":["4","5","7","J"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["A"],"folded":false}],"gone":["A"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"A\",\"kind\":\"move\",\"owner\":0,\"pawn\":1,\"to\":61}": {"events":[{"type":"card","seat":0,"card":"A"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":61,"backward":false,"path":[61]}],"view":{"pawns":[[-1,61,5,1003],[-1,-1,10,33]],"hand":["4","5","7","J"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["A"],"folded":false}],"gone":["A"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"A\",\"kind\":\"move\",\"owner\":0,\"pawn\":2,\"to\":6}": {"events":[{"type":"card","seat":0,"card":"A"},{"type":"move","seat":0,"owner":0,"pawn":2,"from":5,"to":6,"backward":false,"path":[6]}],"view":{"pawns":[[-1,60,6,1003],[-1,-1,10,33]],"hand":["4","5","7","J"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["A"],"folded":false}],"gone":["A"],"acting":1,"to_move":1},"moves":[]},
    },
  },
  six: {
    view: {"game":"keezen","board":{"seats":6,"track":96,"squares_per_seat":16,"positions":[0,1,2,3,4,5],"starts":[0,16,32,48,64,80]},"teams":true,"partners":[3,4,5,0,1,2],"pawns":[[0,88,-1,1001],[-1,-1,20,-1],[40,45,-1,-1],[-1,-1,-1,-1],[70,1000,1003,-1],[-1,95,-1,-1]],"hand":["3","6","J","K"],"hand_counts":[4,4,4,4,4,4],"pile":[{"seat":4,"cards":["Q"],"folded":false},{"seat":5,"cards":["8"],"folded":false}],"dealer":5,"deal":3,"stock_count":3,"gone":[],"folded":[false,false,false,false,false,false],"seven":null,"acting":0,"to_move":0,"winners":null,"over":false,"seats":[{"name":"Anna","kind":"human","level":null},{"name":"Bot","kind":"bot","level":"normal"},{"name":"Chris","kind":"bot","level":"normal"},{"name":"Dana","kind":"bot","level":"normal"},{"name":"Eli","kind":"bot","level":"normal"},{"name":"Fay","kind":"bot","level":"normal"}],"can_undo":false,"outcome":null},
    moves: [{"move":{"kind":"move","card":"3","owner":0,"pawn":0,"to":3}},{"move":{"kind":"move","card":"3","owner":0,"pawn":1,"to":91}},{"move":{"kind":"move","card":"6","owner":0,"pawn":0,"to":6}},{"move":{"kind":"move","card":"6","owner":0,"pawn":1,"to":94}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":1,"other":1,"other_pawn":2}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":1,"other":2,"other_pawn":0}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":1,"other":2,"other_pawn":1}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":1,"other":4,"other_pawn":0}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":1,"other":5,"other_pawn":1}}],
    results: {
      "{\"card\":\"3\",\"kind\":\"move\",\"owner\":0,\"pawn\":0,\"to\":3}": {"events":[{"type":"card","seat":0,"card":"3"},{"type":"move","seat":0,"owner":0,"pawn":0,"from":0,"to":3,"backward":false,"path":[1,2,3]}],"view":{"pawns":[[3,88,-1,1001],[-1,-1,20,-1],[40,45,-1,-1],[-1,-1,-1,-1],[70,1000,1003,-1],[-1,95,-1,-1]],"hand":["6","J","K"],"hand_counts":[3,4,4,4,4,4],"pile":[{"seat":4,"cards":["Q"],"folded":false},{"seat":5,"cards":["8"],"folded":false},{"seat":0,"cards":["3"],"folded":false}],"gone":["3"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"3\",\"kind\":\"move\",\"owner\":0,\"pawn\":1,\"to\":91}": {"events":[{"type":"card","seat":0,"card":"3"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":88,"to":91,"backward":false,"path":[89,90,91]}],"view":{"pawns":[[0,91,-1,1001],[-1,-1,20,-1],[40,45,-1,-1],[-1,-1,-1,-1],[70,1000,1003,-1],[-1,95,-1,-1]],"hand":["6","J","K"],"hand_counts":[3,4,4,4,4,4],"pile":[{"seat":4,"cards":["Q"],"folded":false},{"seat":5,"cards":["8"],"folded":false},{"seat":0,"cards":["3"],"folded":false}],"gone":["3"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"6\",\"kind\":\"move\",\"owner\":0,\"pawn\":0,\"to\":6}": {"events":[{"type":"card","seat":0,"card":"6"},{"type":"move","seat":0,"owner":0,"pawn":0,"from":0,"to":6,"backward":false,"path":[1,2,3,4,5,6]}],"view":{"pawns":[[6,88,-1,1001],[-1,-1,20,-1],[40,45,-1,-1],[-1,-1,-1,-1],[70,1000,1003,-1],[-1,95,-1,-1]],"hand":["3","J","K"],"hand_counts":[3,4,4,4,4,4],"pile":[{"seat":4,"cards":["Q"],"folded":false},{"seat":5,"cards":["8"],"folded":false},{"seat":0,"cards":["6"],"folded":false}],"gone":["6"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"6\",\"kind\":\"move\",\"owner\":0,\"pawn\":1,\"to\":94}": {"events":[{"type":"card","seat":0,"card":"6"},{"type":"move","seat":0,"owner":0,"pawn":1,"from":88,"to":94,"backward":false,"path":[89,90,91,92,93,94]}],"view":{"pawns":[[0,94,-1,1001],[-1,-1,20,-1],[40,45,-1,-1],[-1,-1,-1,-1],[70,1000,1003,-1],[-1,95,-1,-1]],"hand":["3","J","K"],"hand_counts":[3,4,4,4,4,4],"pile":[{"seat":4,"cards":["Q"],"folded":false},{"seat":5,"cards":["8"],"folded":false},{"seat":0,"cards":["6"],"folded":false}],"gone":["6"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"J\",\"kind\":\"swap\",\"other\":1,\"other_pawn\":2,\"owner\":0,\"pawn\":1}": {"events":[{"type":"card","seat":0,"card":"J"},{"type":"swap","seat":0,"owner":0,"pawn":1,"other":1,"other_pawn":2,"from":88,"to":20}],"view":{"pawns":[[0,20,-1,1001],[-1,-1,88,-1],[40,45,-1,-1],[-1,-1,-1,-1],[70,1000,1003,-1],[-1,95,-1,-1]],"hand":["3","6","K"],"hand_counts":[3,4,4,4,4,4],"pile":[{"seat":4,"cards":["Q"],"folded":false},{"seat":5,"cards":["8"],"folded":false},{"seat":0,"cards":["J"],"folded":false}],"gone":["J"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"J\",\"kind\":\"swap\",\"other\":2,\"other_pawn\":0,\"owner\":0,\"pawn\":1}": {"events":[{"type":"card","seat":0,"card":"J"},{"type":"swap","seat":0,"owner":0,"pawn":1,"other":2,"other_pawn":0,"from":88,"to":40}],"view":{"pawns":[[0,40,-1,1001],[-1,-1,20,-1],[88,45,-1,-1],[-1,-1,-1,-1],[70,1000,1003,-1],[-1,95,-1,-1]],"hand":["3","6","K"],"hand_counts":[3,4,4,4,4,4],"pile":[{"seat":4,"cards":["Q"],"folded":false},{"seat":5,"cards":["8"],"folded":false},{"seat":0,"cards":["J"],"folded":false}],"gone":["J"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"J\",\"kind\":\"swap\",\"other\":2,\"other_pawn\":1,\"owner\":0,\"pawn\":1}": {"events":[{"type":"card","seat":0,"card":"J"},{"type":"swap","seat":0,"owner":0,"pawn":1,"other":2,"other_pawn":1,"from":88,"to":45}],"view":{"pawns":[[0,45,-1,1001],[-1,-1,20,-1],[40,88,-1,-1],[-1,-1,-1,-1],[70,1000,1003,-1],[-1,95,-1,-1]],"hand":["3","6","K"],"hand_counts":[3,4,4,4,4,4],"pile":[{"seat":4,"cards":["Q"],"folded":false},{"seat":5,"cards":["8"],"folded":false},{"seat":0,"cards":["J"],"folded":false}],"gone":["J"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"J\",\"kind\":\"swap\",\"other\":4,\"other_pawn\":0,\"owner\":0,\"pawn\":1}": {"events":[{"type":"card","seat":0,"card":"J"},{"type":"swap","seat":0,"owner":0,"pawn":1,"other":4,"other_pawn":0,"from":88,"to":70}],"view":{"pawns":[[0,70,-1,1001],[-1,-1,20,-1],[40,45,-1,-1],[-1,-1,-1,-1],[88,1000,1003,-1],[-1,95,-1,-1]],"hand":["3","6","K"],"hand_counts":[3,4,4,4,4,4],"pile":[{"seat":4,"cards":["Q"],"folded":false},{"seat":5,"cards":["8"],"folded":false},{"seat":0,"cards":["J"],"folded":false}],"gone":["J"],"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"J\",\"kind\":\"swap\",\"other\":5,\"other_pawn\":1,\"owner\":0,\"pawn\":1}": {"events":[{"type":"card","seat":0,"card":"J"},{"type":"swap","seat":0,"owner":0,"pawn":1,"other":5,"other_pawn":1,"from":88,"to":95}],"view":{"pawns":[[0,95,-1,1001],[-1,-1,20,-1],[40,45,-1,-1],[-1,-1,-1,-1],[70,1000,1003,-1],[-1,88,-1,-1]],"hand":["3","6","K"],"hand_counts":[3,4,4,4,4,4],"pile":[{"seat":4,"cards":["Q"],"folded":false},{"seat":5,"cards":["8"],"folded":false},{"seat":0,"cards":["J"],"folded":false}],"gone":["J"],"acting":1,"to_move":1},"moves":[]},
    },
  },
  seven: {
    view: {"game":"keezen","board":{"seats":4,"track":64,"squares_per_seat":16,"positions":[0,2],"starts":[0,32]},"teams":false,"partners":[null,null],"pawns":[[-1,60,8,1003],[-1,-1,10,33]],"hand":["4","5","J","A"],"hand_counts":[4,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true},{"seat":0,"cards":["7"],"folded":false}],"dealer":1,"deal":2,"stock_count":3,"gone":["7"],"folded":[false,false],"seven":{"left":4,"used":[[0,2]]},"acting":0,"to_move":0,"winners":null,"over":false,"seats":[{"name":"Anna","kind":"human","level":null},{"name":"Bot","kind":"bot","level":"normal"}],"can_undo":false,"outcome":null},
    moves: [{"move":{"kind":"seven","owner":0,"pawn":1,"steps":4,"to":0}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":4,"to":1000}},{"move":{"kind":"cancel"}}],
    results: {
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":4,\"to\":0}": {"events":[{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":0,"backward":false,"path":[61,62,63,0]}],"view":{"pawns":[[-1,0,8,1003],[-1,-1,10,33]],"seven":null,"acting":1,"to_move":1},"moves":[]},
      "{\"kind\":\"seven\",\"owner\":0,\"pawn\":1,\"steps\":4,\"to\":1000}": {"events":[{"type":"move","seat":0,"owner":0,"pawn":1,"from":60,"to":1000,"backward":false,"path":[61,62,63,1000]},{"type":"home","seat":0,"owner":0,"pawn":1}],"view":{"pawns":[[-1,1000,8,1003],[-1,-1,10,33]],"seven":null,"acting":1,"to_move":1},"moves":[]},
      "{\"kind\":\"cancel\"}": {"events":[{"type":"seven_cancelled","seat":0}],"view":{"pawns":[[-1,60,5,1003],[-1,-1,10,33]],"hand":["4","5","7","J","A"],"hand_counts":[5,5],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["3","K"],"folded":true}],"gone":[],"seven":null},"moves":[{"move":{"kind":"move","card":"4","owner":0,"pawn":1,"to":56}},{"move":{"kind":"move","card":"4","owner":0,"pawn":2,"to":1}},{"move":{"kind":"move","card":"5","owner":0,"pawn":1,"to":1}},{"move":{"kind":"move","card":"5","owner":0,"pawn":1,"to":1001}},{"move":{"kind":"move","card":"5","owner":0,"pawn":2,"to":10}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":1,"to":61}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":2,"to":62}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":3,"to":63}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":4,"to":0}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":4,"to":1000}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":5,"to":1}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":5,"to":1001}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":6,"to":2}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":6,"to":1002}},{"move":{"kind":"seven","owner":0,"pawn":1,"steps":7,"to":3}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":1,"to":6}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":2,"to":7}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":3,"to":8}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":4,"to":9}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":5,"to":10}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":6,"to":11}},{"move":{"kind":"seven","owner":0,"pawn":2,"steps":7,"to":12}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":1,"other":1,"other_pawn":2}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":1,"other":1,"other_pawn":3}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":2,"other":1,"other_pawn":2}},{"move":{"kind":"swap","card":"J","owner":0,"pawn":2,"other":1,"other_pawn":3}},{"move":{"kind":"enter","card":"A","owner":0}},{"move":{"kind":"move","card":"A","owner":0,"pawn":1,"to":61}},{"move":{"kind":"move","card":"A","owner":0,"pawn":2,"to":6}}]},
    },
  },
  discard: {
    view: {"game":"keezen","board":{"seats":4,"track":64,"squares_per_seat":16,"positions":[0,1,2,3],"starts":[0,16,32,48]},"teams":false,"partners":[null,null,null,null],"pawns":[[-1,-1,-1,-1],[-1,-1,20,-1],[-1,-1,-1,-1],[50,-1,-1,-1]],"hand":["2","3","9","Q"],"hand_counts":[4,4,2,3],"pile":[{"seat":3,"cards":["6"],"folded":false}],"dealer":3,"deal":3,"stock_count":3,"gone":[],"folded":[false,false,false,false],"seven":null,"acting":0,"to_move":0,"winners":null,"over":false,"seats":[{"name":"Anna","kind":"human","level":null},{"name":"Bot","kind":"bot","level":"normal"},{"name":"Chris","kind":"bot","level":"normal"},{"name":"Dana","kind":"bot","level":"normal"}],"can_undo":false,"outcome":null},
    moves: [{"move":{"kind":"discard"}}],
    results: {
      "{\"kind\":\"discard\"}": {"events":[{"type":"discard","seat":0,"cards":["2","3","9","Q"]}],"view":{"hand":[],"hand_counts":[0,4,2,3],"pile":[{"seat":3,"cards":["6"],"folded":false},{"seat":0,"cards":["2","3","9","Q"],"folded":true}],"gone":["2","3","9","Q"],"folded":[true,false,false,false],"acting":1,"to_move":1},"moves":[]},
    },
  },
  spectator: {
    view: {"game":"keezen","board":{"seats":4,"track":64,"squares_per_seat":16,"positions":[0,1,2],"starts":[0,16,32]},"teams":false,"partners":[null,null,null],"pawns":[[3,1001,-1,-1],[17,22,-1,1003],[-1,40,60,-1]],"hand":null,"hand_counts":[2,2,3],"pile":[{"seat":0,"cards":["K"],"folded":false}],"dealer":0,"deal":2,"stock_count":3,"gone":[],"folded":[false,false,false],"seven":null,"acting":1,"to_move":1,"winners":null,"over":false,"seats":[{"name":"Anna","kind":"human","level":null},{"name":"Bot","kind":"bot","level":"normal"},{"name":"Chris","kind":"bot","level":"normal"}],"can_undo":false,"outcome":null},
    moves: [],
  },
  deal: {
    view: {"game":"keezen","board":{"seats":4,"track":64,"squares_per_seat":16,"positions":[0,2],"starts":[0,32]},"teams":false,"partners":[null,null],"pawns":[[-1,-1,12,1003],[-1,30,-1,33]],"hand":["3"],"hand_counts":[1,0],"pile":[{"seat":1,"cards":["9"],"folded":false}],"dealer":1,"deal":1,"stock_count":8,"gone":[],"folded":[false,false],"seven":null,"acting":0,"to_move":0,"winners":null,"over":false,"seats":[{"name":"Anna","kind":"human","level":null},{"name":"Bot","kind":"bot","level":"normal"}],"can_undo":false,"outcome":null},
    moves: [{"move":{"kind":"move","card":"3","owner":0,"pawn":2,"to":15}}],
    results: {
      "{\"card\":\"3\",\"kind\":\"move\",\"owner\":0,\"pawn\":2,\"to\":15}": {"events":[{"type":"card","seat":0,"card":"3"},{"type":"move","seat":0,"owner":0,"pawn":2,"from":12,"to":15,"backward":false,"path":[13,14,15]},{"type":"deal","dealer":1,"deal":2,"cards":4}],"view":{"pawns":[[-1,-1,15,1003],[-1,30,-1,33]],"hand":["4","Q","K","A"],"hand_counts":[4,4],"pile":[],"deal":2,"stock_count":0,"gone":["3"]},"moves":[{"move":{"kind":"move","card":"4","owner":0,"pawn":2,"to":11}},{"move":{"kind":"move","card":"Q","owner":0,"pawn":2,"to":27}},{"move":{"kind":"enter","card":"K","owner":0}},{"move":{"kind":"enter","card":"A","owner":0}},{"move":{"kind":"move","card":"A","owner":0,"pawn":2,"to":16}}]},
    },
  },
  finale: {
    view: {"game":"keezen","board":{"seats":4,"track":64,"squares_per_seat":16,"positions":[0,2],"starts":[0,32]},"teams":false,"partners":[null,null],"pawns":[[1001,1002,1003,62],[-1,30,-1,33]],"hand":["2"],"hand_counts":[1,0],"pile":[{"seat":1,"cards":["9"],"folded":false}],"dealer":1,"deal":3,"stock_count":3,"gone":[],"folded":[false,false],"seven":null,"acting":0,"to_move":0,"winners":null,"over":false,"seats":[{"name":"Anna","kind":"human","level":null},{"name":"Bot","kind":"bot","level":"normal"}],"can_undo":false,"outcome":null},
    moves: [{"move":{"kind":"move","card":"2","owner":0,"pawn":3,"to":0}},{"move":{"kind":"move","card":"2","owner":0,"pawn":3,"to":1000}}],
    results: {
      "{\"card\":\"2\",\"kind\":\"move\",\"owner\":0,\"pawn\":3,\"to\":0}": {"events":[{"type":"card","seat":0,"card":"2"},{"type":"move","seat":0,"owner":0,"pawn":3,"from":62,"to":0,"backward":false,"path":[63,0]},{"type":"deal","dealer":0,"deal":1,"cards":5}],"view":{"pawns":[[1001,1002,1003,0],[-1,30,-1,33]],"hand":["2","7","8","10","A"],"hand_counts":[5,5],"pile":[],"dealer":0,"deal":1,"stock_count":16,"acting":1,"to_move":1},"moves":[]},
      "{\"card\":\"2\",\"kind\":\"move\",\"owner\":0,\"pawn\":3,\"to\":1000}": {"events":[{"type":"card","seat":0,"card":"2"},{"type":"move","seat":0,"owner":0,"pawn":3,"from":62,"to":1000,"backward":false,"path":[63,1000]},{"type":"home","seat":0,"owner":0,"pawn":3},{"type":"game_over","winners":[0]}],"view":{"pawns":[[1001,1002,1003,1000],[-1,30,-1,33]],"hand":[],"hand_counts":[0,0],"pile":[{"seat":1,"cards":["9"],"folded":false},{"seat":0,"cards":["2"],"folded":false}],"gone":["2"],"acting":null,"to_move":null,"winners":[0],"over":true,"outcome":{"ranks":[1,2],"winners":[0],"scores":[4,0]}},"moves":[]},
    },
  },
};

const TITLES = {
  two: "2 players (4-seat board)", six: "6 players, teams", seven: "Seven in progress",
  discard: "Discard only", spectator: "Spectator, 3 players", deal: "Last card of a deal", finale: "The winning move",
};

// --- a tiny t(): the app's English strings plus the Keezen strings ---------------------------------
let strings = {};
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) a[k] = v && typeof v === "object" && !Array.isArray(v) ? merge(a[k] ?? {}, v) : v;
  return a;
};
function t(key, args = {}) {
  let node = strings;
  for (const part of key.split(".")) node = node && typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") {
    console.warn(`missing string: ${key}`);
    return key;
  }
  return node.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}

// --- the demo -------------------------------------------------------------------------------------
const params = new URLSearchParams(location.search);
const speeds = { "0.5": 0.5, 1: 1, 2: 2, 4: 4, instant: Infinity };
let speed = speeds[params.get("speed")] ?? 1;
let name = SCENARIOS[params.get("s")] ? params.get("s") : "two";
let view = null;
let moves = [];
let table = null;

const canonical = (value) => Array.isArray(value) ? `[${value.map(canonical).join(",")}]`
  : value && typeof value === "object" ? `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`
  : JSON.stringify(value);
const withLabels = (list) => list.map(({ move }) => ({ move, label: { key: `keezen.move.${move.kind}`, args: {} } }));
const seatName = (seat) => view?.seats?.[seat]?.name ?? `Player ${seat + 1}`;

function renderSide() {
  document.getElementById("moves").replaceChildren(...moves.map(({ move }) =>
    el("button", { type: "button", class: "move", text: table.moveText(move, view), onclick: () => choose(move) })));
  document.getElementById("players").replaceChildren(...view.seats.map((seat, i) => el("li", { class: i === view.to_move ? "current" : "" },
    table.seatBadge(i), el("span", { class: "player-name", text: seat.name }),
    el("span", { class: "player-status", text: table.seatStatus(view, i) }))));
  document.getElementById("board-description").replaceChildren(...table.describe(view).map((line) => el("p", { text: line })));
}

function log(lines) {
  if (!lines.length) return;
  const list = document.getElementById("log");
  list.append(el("li", {}, lines.map((line) => el("span", { class: "log-line", text: line }))));
  list.parentElement.scrollTop = list.parentElement.scrollHeight;
}

async function choose(move) {
  const result = SCENARIOS[name].results?.[canonical(move)];
  if (!result) {
    log([`(demo) chosen: ${table.moveText(move, view)}`]);
    table.setMoves(moves);
    return;
  }
  const before = view;
  view = { ...SCENARIOS[name].view, ...result.view };
  moves = withLabels(result.moves);
  log([...result.events.map((e) => table.eventText(e, before)).filter(Boolean), table.batchSummary(result.events, view)].filter(Boolean));
  renderSide();
  table.setMoves(moves);
  await table.animate(result.events, view, { speed });
}

function load(next) {
  name = next;
  view = SCENARIOS[name].view;
  moves = withLabels(SCENARIOS[name].moves);
  table.draw(view);
  table.setMoves(moves);
  renderSide();
  for (const button of document.querySelectorAll("[data-scenario]")) button.setAttribute("aria-pressed", String(button.dataset.scenario === name));
  document.getElementById("log").replaceChildren();
}

async function main() {
  const [app, keezen] = await Promise.all(["../web/i18n/en.json", "../web/games/keezen/strings.en.json"].map((url) => fetch(url).then((r) => r.json())));
  strings = merge(merge({}, app), keezen);
  table = createTable({ seatName, t, choose: (move) => choose(move) });
  document.getElementById("table-area").append(table.element);
  const controls = document.getElementById("controls");
  controls.append(...Object.keys(SCENARIOS).map((key) => el("button", { type: "button", dataset: { scenario: key }, text: TITLES[key], onclick: () => load(key) })),
    el("button", { type: "button", text: "Reset", onclick: () => load(name) }),
    el("label", {}, "Speed ", el("select", { onchange: (e) => { speed = speeds[e.target.value]; } },
      Object.keys(speeds).map((key) => el("option", { value: key, selected: speeds[key] === speed, text: key === "instant" ? "instant" : `${key}×` })))));
  load(name);
  const rank = params.get("card");
  if (rank) {
    const index = view.hand.indexOf(rank);
    const button = table.element.querySelectorAll(".keezen-card")[index];
    if (button) button.click();
  }
  window.demo = { table, get view() { return view; }, load };
}

main().catch((error) => {
  console.error(error);
  document.body.append(el("p", { class: "error", text: String(error) }));
});
