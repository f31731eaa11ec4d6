// One screen at a time: showing a screen leaves the one shown (a move under way is saved first),
// then builds the new one. Building may wait (the engine, a save, the table's first view), and a
// player may ask for yet another screen meanwhile (Home tapped at once, or the language changed
// while a game loads): a screen finished after another was asked for is left at once, so that
// nothing of it goes on unseen (its computer players' timer, the hold of the tab on running them,
// its analysis). No DOM here: the page (app.js) hands in how a screen's place is made ready and
// what happens once one is shown, so that the switching runs under Node's test runner.

/**
 * @param {object} options
 * @param {(name: string, container: any, params: object) => Promise<any>} options.build  builds a
 *   screen; resolves with the screen shown (`leave()`, `mayLeave(name, params)`, `relabel()`, all
 *   optional) or null
 * @param {(name: string, params: object) => any} options.prepare  makes the screen's place ready
 *   (and remembers the route); returns its container
 * @param {(name: string, container: any) => void} [options.shown]  once a screen is built and still
 *   the one asked for
 */
export function createScreenSwitch({ build, prepare, shown = () => {} }) {
  let current = null; // { name, params, instance }: the screen asked for last (its instance once built)

  return {
    /** The screen asked for last: `{ name, params, instance }` (instance null while it is built). */
    get current() {
      return current;
    },

    /** Whether the screen `name` with these very `params` is still the one asked for last (a screen
     * being built asks this after each wait, and stops building where it is not). */
    asked(name, params) {
      return current !== null && current.name === name && current.params === params;
    },

    /** Show a screen. Resolves once it is built (or left again, if another was asked for meanwhile). */
    async show(name, params = {}) {
      const leaving = current && current.instance;
      if (leaving && leaving.mayLeave && !(await leaving.mayLeave(name, params))) return;
      if (leaving && leaving.leave) await leaving.leave(); // a move under way is saved first
      const mine = { name, params, instance: null };
      current = mine;
      const container = prepare(name, params);
      const instance = await build(name, container, params);
      if (current !== mine) {
        // Another screen was asked for while this one was built: this one goes at once.
        if (instance && instance.leave) await instance.leave();
        return;
      }
      mine.instance = instance;
      shown(name, container);
    },
  };
}
