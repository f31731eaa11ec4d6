// The QR codes in a screenshot, read by the scanner library the page scans with (zxing-wasm's
// reader, from node_modules), for the page tests: prints one JSON line, a list of
// { text, version, ecLevel } for each code found.
//     node tests/decode_qr.mjs SCREENSHOT.png
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

const require = createRequire(import.meta.url);
const wasm = require.resolve("zxing-wasm/reader/zxing_reader.wasm");
prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm) } });
const found = await readBarcodes(new Uint8Array(readFileSync(process.argv[2])), { formats: ["QRCode"] });
console.log(JSON.stringify(found.filter((code) => code.isValid).map(({ text, version, ecLevel }) => ({ text, version: Number(version), ecLevel }))));
