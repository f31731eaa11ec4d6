// Moves as the engine gives them: plain JSON objects whose keys the engine always writes in the same
// order, so two moves are the same move exactly when their JSON texts are equal.

/** Whether `a` and `b` are the same move (or the same part of one). */
export const sameMove = (a, b) => JSON.stringify(a) === JSON.stringify(b);
