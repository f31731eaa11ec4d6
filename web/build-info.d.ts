// The module build.py writes into the site beside the other modules (web/ has no build-info.js of
// its own): where this build's content-hashed files are. Declared here for the type checker only.

/** The build's assets: Pyodide's folder, the wheel, the page's Python, and each file of web/ by its
 * path under web/ ("i18n/en.json") to its hashed path in the site. */
export const ASSETS: {
  pyodideDir: string;
  appWheel: string;
  pythonZip: string;
  files: Record<string, string>;
};

/** A path of the site as an absolute URL. */
export function siteUrl(path: string): string;

/** The absolute URL of a file of web/, by its path under web/. */
export function assetUrl(logical: string): string;
