// A pairing code drawn as a QR code, for a phone's camera to read off the tablet (and the tablet's
// off the phone). Pairing codes use only 0-9 and A-Z, the QR code's compact alphanumeric mode; error
// correction level M (15 % of the code may be unreadable: a glare on a tablet's glass). Drawn as
// one SVG path of dark squares with the quiet zone of four modules around it, which every browser
// scales sharply.

import qrcode from "qrcode-generator";

const SVG = "http://www.w3.org/2000/svg";
const QUIET = 4;

/** The dark modules of `text` as a QR code: `{ size, version, dark(row, col) }`. */
export function qrModules(text) {
  const qr = qrcode(0, "M");
  qr.addData(text, /^[0-9A-Z $%*+\-./:]*$/.test(text) ? "Alphanumeric" : "Byte");
  qr.make();
  const size = qr.getModuleCount();
  return { size, version: (size - 17) / 4, dark: (row, col) => qr.isDark(row, col) };
}

/** An SVG element showing `text` as a QR code, labelled for screen readers with `label`. */
export function qrSvg(text, label) {
  const { size, version, dark } = qrModules(text);
  const full = size + 2 * QUIET;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${full} ${full}`);
  svg.setAttribute("class", "qr-code");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.dataset.qrVersion = String(version);
  const background = document.createElementNS(SVG, "rect");
  background.setAttribute("width", String(full));
  background.setAttribute("height", String(full));
  background.setAttribute("fill", "#fff");
  const squares = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (dark(row, col)) squares.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
    }
  }
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", squares.join(""));
  path.setAttribute("fill", "#000");
  path.setAttribute("shape-rendering", "crispEdges");
  svg.append(background, path);
  return svg;
}
