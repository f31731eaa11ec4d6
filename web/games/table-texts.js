// The words half of a table's interface (see web/ui/play.js), the same for every game whose texts
// module follows the pattern of createTexts(): log lines, move texts, seat status, description.

import { seatBadge } from "./seats.js";

export function textMethods(texts) {
  return {
    eventText: texts.eventText,
    batchSummary: texts.batchSummary,
    seatStatus: texts.seatStatus,
    seatBadge: (seat) => seatBadge(seat),
    describe: texts.describe,
    moveText: texts.moveText,
  };
}
