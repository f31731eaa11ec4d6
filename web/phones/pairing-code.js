// Pairing codes: a WebRTC offer or answer squeezed to what the other side needs to reach this one
// over the home network with no server, written with 0-9 and A-Z only so that a QR code can hold it
// in its compact alphanumeric mode and a person can type it.
//
// What a code keeps of the SDP: the ICE user fragment and password, the DTLS certificate's SHA-256
// fingerprint and the UDP host candidates (an IPv4 or IPv6 address, or the mDNS name `<uuid>.local`
// a browser shows instead of its address, and a port). Everything else of a description for one data
// channel is the same every time, so decodePairing writes it back from nothing.
//
// The bytes of a code, in order:
//   0x01                 a marker, so that the number the text stands for keeps leading zero bytes
//   version << 4 | kind  the format's version (1) and the kind (0 an offer, 1 an answer)
//   ufrag                a length byte and the bytes; the length byte's high bit says that the
//   pwd                  string was lowercase hex, packed two digits a byte (Firefox writes hex)
//   32 bytes             the SHA-256 fingerprint
//   count                how many candidates follow, each: a type byte (1 IPv4, 2 IPv6, 3 mDNS name),
//                        4 or 16 address bytes (for an mDNS name the UUID's 16 bytes), a 2-byte port
//   2 bytes              CRC-16 of every byte before it, so that a mistyped or made-up text is refused
// The marker and the checksum frame every version alike: a code of a later version is told apart
// from a mistyped one. The whole byte string, read as one big number, is written in base 36.

const VERSION = 1;
/** @type {("offer" | "answer")[]} */
const KINDS = ["offer", "answer"];
const HEX_FLAG = 0x80;
const IPV4 = 1;
const IPV6 = 2;
const MDNS = 3;
const ADDRESS_BYTES = { [IPV4]: 4, [IPV6]: 16, [MDNS]: 16 };
const FINGERPRINT_BYTES = 32;
const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Why a text is not a pairing code this app can use: `.code` is "not_a_code" (wrong characters, a
 * wrong checksum, too short), "wrong_kind" (an answer where an offer was expected or the other way)
 * or "unsupported" (a format this version does not know, or a description it cannot pack). */
export class PairingCodeError extends Error {
  /** @param {"not_a_code" | "wrong_kind" | "unsupported"} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.name = "PairingCodeError";
    this.code = code;
  }
}

/** The description `sdp` (the local description of an RTCPeerConnection after gathering) as a
 * pairing code of the kind "offer" or "answer".
 * @param {string} sdp @param {"offer" | "answer"} kind @returns {string} */
export function encodePairing(sdp, kind) {
  const kindIndex = KINDS.indexOf(kind);
  if (kindIndex < 0) throw new TypeError(`a pairing code is an "offer" or an "answer", not ${JSON.stringify(kind)}`);
  const found = readSdp(sdp);
  const bytes = [0x01, (VERSION << 4) | kindIndex];
  packString(bytes, found.ufrag, "ice-ufrag");
  packString(bytes, found.pwd, "ice-pwd");
  bytes.push(...found.fingerprint);
  if (found.candidates.length > 255) throw new PairingCodeError("unsupported", "more than 255 host candidates");
  bytes.push(found.candidates.length);
  for (const { type, address, port } of found.candidates) bytes.push(type, ...address, port >> 8, port & 0xff);
  const check = crc16(bytes);
  bytes.push(check >> 8, check & 0xff);
  return toBase36(bytes);
}

/** The description a pairing code stands for, complete enough for setRemoteDescription in Chromium
 * and Firefox. Lower case and whitespace (a pasted or typed code) are accepted. Throws a
 * PairingCodeError for anything that is not a code, or not of `expectedKind` when that is given.
 * @param {string} text @param {"offer" | "answer"} [expectedKind]
 * @returns {{ kind: "offer" | "answer", sdp: string }} */
export function decodePairing(text, expectedKind) {
  const code = unpack(text);
  if (expectedKind != null && code.kind !== expectedKind) {
    throw new PairingCodeError("wrong_kind", `this is the code of an ${code.kind}, not of an ${expectedKind}`);
  }
  return { kind: code.kind, sdp: writeSdp(code) };
}

/** How large a code is, for the benchmark and the notes: its bytes (marker and checksum included),
 * its characters, and how many candidates it carries.
 * @param {string} text @returns {{ bytes: number, characters: number, candidates: number }} */
export function pairingFacts(text) {
  const code = unpack(text);
  return { bytes: code.size, characters: code.characters, candidates: code.candidates.length };
}

// How many characters of 0-9, A-Z, space and $%*+-./: a QR code of each version (1 to 40) holds at
// error-correction level M, from the standard's capacity table.
const QR_ALPHANUMERIC_M = [
  20, 38, 61, 90, 122, 154, 178, 221, 262, 311, 366, 419, 483, 528, 600, 656, 734, 816, 909, 970,
  1035, 1134, 1248, 1326, 1451, 1542, 1637, 1732, 1839, 1994, 2113, 2238, 2369, 2506, 2632, 2780, 2894, 3054, 3220, 3391,
];

/** The smallest QR code version (1-40) that holds `characters` alphanumeric characters at
 * error-correction level M; null when not even version 40 does.
 * @param {number} characters @returns {number | null} */
export function qrVersionFor(characters) {
  const index = QR_ALPHANUMERIC_M.findIndex((capacity) => capacity >= characters);
  return index < 0 ? null : index + 1;
}

// --- reading and writing descriptions ---

/** @typedef {{ type: number, address: number[], port: number }} Candidate */

/** The parts of an SDP a code keeps. Session-level and media-level attributes are read alike
 * (Firefox puts the fingerprint at session level, Chromium in the media section).
 * @param {string} sdp */
function readSdp(sdp) {
  let ufrag = null;
  let pwd = null;
  let fingerprint = null;
  let otherHash = null;
  /** @type {Candidate[]} */
  const candidates = [];
  for (const line of String(sdp).split(/\r?\n/)) {
    if (line.startsWith("a=ice-ufrag:")) ufrag ??= line.slice(12).trim();
    else if (line.startsWith("a=ice-pwd:")) pwd ??= line.slice(10).trim();
    else if (line.startsWith("a=fingerprint:")) {
      const [hash, value] = line.slice(14).trim().split(/\s+/);
      if (hash.toLowerCase() === "sha-256") fingerprint ??= fingerprintBytes(value);
      else otherHash ??= hash;
    } else if (line.startsWith("a=candidate:")) {
      const candidate = readCandidate(line.slice(12));
      if (candidate) candidates.push(candidate);
    }
  }
  if (!fingerprint) {
    throw new PairingCodeError("unsupported", otherHash ? `the fingerprint is ${otherHash}, not sha-256` : "no sha-256 fingerprint");
  }
  if (!ufrag || !pwd) throw new PairingCodeError("unsupported", "no ice-ufrag or ice-pwd");
  return { ufrag, pwd, fingerprint, candidates };
}

/** "AA:BB:…" (32 pairs of hex digits) as bytes. @param {string} value */
function fingerprintBytes(value) {
  const pairs = (value ?? "").split(":");
  if (pairs.length !== FINGERPRINT_BYTES || !pairs.every((pair) => /^[0-9a-f]{2}$/i.test(pair))) {
    throw new PairingCodeError("unsupported", "a sha-256 fingerprint that is not 32 bytes");
  }
  return pairs.map((pair) => parseInt(pair, 16));
}

/** A UDP host candidate of the first component, or null for any other (TCP, server-reflexive,
 * relayed, an address that cannot be packed).
 * @param {string} rest what follows "a=candidate:" @returns {Candidate | null} */
function readCandidate(rest) {
  const [, component, transport, , address, port, typ, type] = rest.trim().split(/\s+/);
  if (component !== "1" || transport?.toLowerCase() !== "udp" || typ !== "typ" || type !== "host") return null;
  const portNumber = Number(port);
  if (!Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65535) return null;
  const mdns = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i.exec(address);
  if (mdns) return { type: MDNS, address: hexBytes(mdns.slice(1).join("").toLowerCase()), port: portNumber };
  const v4 = ipv4Bytes(address);
  if (v4) return { type: IPV4, address: v4, port: portNumber };
  const v6 = ipv6Bytes(address);
  if (v6) return { type: IPV6, address: v6, port: portNumber };
  return null;
}

/** @param {string} text @returns {number[] | null} */
function ipv4Bytes(text) {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return null;
  const bytes = match.slice(1).map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** An IPv6 address as 16 bytes ("::" and a dotted IPv4 tail understood); null for anything else,
 * among them an address with a zone ("fe80::1%eth0"), which means nothing on another device.
 * @param {string} text @returns {number[] | null} */
function ipv6Bytes(text) {
  if (!text || !text.includes(":") || !/^[0-9a-f:.]+$/i.test(text)) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  /** @param {string} part @param {boolean} last whether the address ends with it (where a dotted
   * IPv4 tail may stand) @returns {number[] | null} the 16-bit groups of one side of "::" */
  const groups = (part, last) => {
    if (part === "") return [];
    const out = [];
    const pieces = part.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (last && i === pieces.length - 1 && piece.includes(".")) {
        const v4 = ipv4Bytes(piece);
        if (!v4) return null;
        out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groups(halves[0], halves.length === 1);
  const tail = halves.length === 2 ? groups(halves[1], true) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array(missing).fill(0), ...tail].flatMap((group) => [group >> 8, group & 0xff]);
}

/** 16 bytes as an IPv6 address in its short form (RFC 5952: the longest run of two or more zero
 * groups as "::", no leading zeros, lower case). @param {number[]} bytes */
function ipv6Text(bytes) {
  const groups = [];
  for (let i = 0; i < 16; i += 2) groups.push((bytes[i] << 8) | bytes[i + 1]);
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length++;
    if (length > bestLength) [bestStart, bestLength] = [start, length];
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}

/** @param {{ type: number, address: number[] }} candidate */
function addressText({ type, address }) {
  if (type === IPV4) return address.join(".");
  if (type === IPV6) return ipv6Text(address);
  const hex = address.map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
}

/** A minimal description of one data channel with the code's credentials and candidates: what
 * Chromium writes for one, less what only describes the writer. The candidates get host priorities
 * in their order in the code (the first preferred). @param {ReturnType<typeof unpack>} code */
function writeSdp(code) {
  // Any number does as the session id; one taken from the fingerprint keeps decoding a pure function.
  const sessionId = code.fingerprint.slice(0, 6).reduce((n, byte) => n * 256 + byte, 0) + 1;
  const lines = [
    "v=0",
    `o=- ${sessionId} 2 IN IP4 127.0.0.1`,
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0",
    "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0",
  ];
  code.candidates.forEach((candidate, i) => {
    // A host candidate's priority: type preference 126, a local preference falling with the order,
    // component 1 (RFC 8445, 5.1.2.1).
    const priority = 126 * 2 ** 24 + (65535 - i) * 2 ** 8 + 255;
    lines.push(`a=candidate:${i} 1 udp ${priority} ${addressText(candidate)} ${candidate.port} typ host`);
  });
  lines.push(
    "a=end-of-candidates",
    `a=ice-ufrag:${code.ufrag}`,
    `a=ice-pwd:${code.pwd}`,
    "a=ice-options:trickle",
    `a=fingerprint:sha-256 ${code.fingerprint.map((byte) => byte.toString(16).toUpperCase().padStart(2, "0")).join(":")}`,
    `a=setup:${code.kind === "offer" ? "actpass" : "active"}`,
    "a=mid:0",
    "a=sctp-port:5000",
    "a=max-message-size:262144",
  );
  return lines.join("\r\n") + "\r\n";
}

// --- bytes ---

/** A length byte and the string's bytes, hex digits two to a byte where the string is lowercase
 * hex of even length. @param {number[]} bytes @param {string} text @param {string} what */
function packString(bytes, text, what) {
  if (/^(?:[0-9a-f]{2})+$/.test(text) && text.length / 2 < HEX_FLAG) {
    bytes.push(HEX_FLAG | (text.length / 2), ...hexBytes(text));
    return;
  }
  if (text.length >= HEX_FLAG || !/^[\x21-\x7e]+$/.test(text)) {
    throw new PairingCodeError("unsupported", `an ${what} that cannot be packed`);
  }
  bytes.push(text.length, ...Array.from(text, (char) => char.charCodeAt(0)));
}

/** @param {string} hex an even number of hex digits */
function hexBytes(hex) {
  const bytes = [];
  for (let i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
  return bytes;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, starting from 0xFFFF) of bytes. @param {number[]} bytes */
export function crc16(bytes) {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** Bytes (the first non-zero) read as one big-endian number, in base 36. @param {number[]} bytes */
function toBase36(bytes) {
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return BigInt(`0x${hex}`).toString(36).toUpperCase();
}

/** The text of a code as its bytes, checked, and what they say. Throws a PairingCodeError.
 * @param {string} text */
function unpack(text) {
  const clean = String(text ?? "").replace(/\s+/g, "").toUpperCase();
  // The encoder never writes a leading zero: a text that starts with one was not written by it.
  if (clean.length < 20 || clean[0] === "0") throw notACode("too short, or not a code");
  let number = 0n;
  for (const char of clean) {
    const digit = DIGITS.indexOf(char);
    if (digit < 0) throw notACode(`the character ${JSON.stringify(char)} is never in a code`);
    number = number * 36n + BigInt(digit);
  }
  let hex = number.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const bytes = hexBytes(hex);
  if (bytes[0] !== 0x01 || crc16(bytes.slice(0, -2)) !== ((bytes.at(-2) << 8) | bytes.at(-1))) {
    throw notACode("the checksum does not match: a character is wrong");
  }
  const version = bytes[1] >> 4;
  if (version !== VERSION) throw new PairingCodeError("unsupported", `a code of format ${version}, which this version of the app does not read`);
  const kind = KINDS[bytes[1] & 0x0f];
  if (!kind) throw notACode("neither an offer nor an answer");

  const end = bytes.length - 2;
  let at = 2;
  /** The next `n` bytes; a code that ends too soon is not one. @param {number} n */
  const take = (n) => {
    if (at + n > end) throw notACode("a code that ends too soon");
    const part = bytes.slice(at, at + n);
    at += n;
    return part;
  };
  /** A length-prefixed string. */
  const string = () => {
    const [length] = take(1);
    const part = take(length & ~HEX_FLAG);
    if (length & HEX_FLAG) return part.map((byte) => byte.toString(16).padStart(2, "0")).join("");
    return String.fromCharCode(...part);
  };
  const ufrag = string();
  const pwd = string();
  const fingerprint = take(FINGERPRINT_BYTES);
  const [count] = take(1);
  /** @type {Candidate[]} */
  const candidates = [];
  for (let i = 0; i < count; i++) {
    const [type] = take(1);
    if (!ADDRESS_BYTES[type]) throw notACode("a candidate of no known kind");
    const address = take(ADDRESS_BYTES[type]);
    const [high, low] = take(2);
    candidates.push({ type, address, port: (high << 8) | low });
  }
  if (at !== end || !ufrag || !pwd) throw notACode("a code with bytes to spare");
  return { kind, ufrag, pwd, fingerprint, candidates, size: bytes.length, characters: clean.length };
}

/** @param {string} message */
function notACode(message) {
  return new PairingCodeError("not_a_code", message);
}
