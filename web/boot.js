// The first script of the page: it starts the engine worker before anything else loads, so Python's
// boot does not wait for the menu's modules, the strings or the catalog (app.js starts the rest).
import { engine } from "./engine-client.js";

engine.start();
