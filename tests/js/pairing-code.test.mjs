// Pairing codes (web/phones/pairing-code.js): a phone and a tablet that swap these short codes end up
// with descriptions that still reach each other (the same credentials, fingerprint and UDP host
// candidates), the codes fit a small QR code, a pasted code is read, and a mistyped or mixed-up code
// is refused with a reason the screen can tell.
import { test } from "node:test";
import assert from "node:assert/strict";

import { crc16, decodePairing, encodePairing, PairingCodeError, pairingFacts, qrVersionFor } from "../../web/phones/pairing-code.js";

const sdp = (lines) => lines.join("\r\n") + "\r\n";

// Chromium's offer for one data channel, its host addresses hidden behind mDNS names (as on this
// machine).
const CHROMIUM_OFFER = sdp([
  "v=0",
  "o=- 2852276860164490874 2 IN IP4 127.0.0.1",
  "s=-",
  "t=0 0",
  "a=group:BUNDLE 0",
  "a=extmap-allow-mixed",
  "a=msid-semantic: WMS",
  "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
  "c=IN IP4 0.0.0.0",
  "a=candidate:991716775 1 udp 2113937151 08831b8a-41c1-4cfa-80f7-d95886ec0880.local 58812 typ host generation 0 network-cost 999",
  "a=candidate:1013844247 1 udp 2113942271 8a14a654-0a67-40df-b213-abe25ba96b59.local 57413 typ host generation 0 network-cost 999",
  "a=ice-ufrag:34IY",
  "a=ice-pwd:EKhce9E5sdkiVTFs1Qa9Uzqm",
  "a=ice-options:trickle",
  "a=fingerprint:sha-256 75:DD:12:B1:57:03:48:DD:D2:07:69:18:C4:CD:AF:3F:DF:31:37:D5:B2:B5:D1:DC:0F:4C:6A:43:F7:41:F7:CB",
  "a=setup:actpass",
  "a=mid:0",
  "a=sctp-port:5000",
  "a=max-message-size:262144",
]);

const CHROMIUM_ANSWER = sdp([
  "v=0",
  "o=- 1621068459855336613 2 IN IP4 127.0.0.1",
  "s=-",
  "t=0 0",
  "a=group:BUNDLE 0",
  "a=extmap-allow-mixed",
  "a=msid-semantic: WMS",
  "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
  "c=IN IP4 0.0.0.0",
  "a=candidate:156914065 1 udp 2113937151 dd966404-556a-4829-a93b-e01cdc75d049.local 41904 typ host generation 0 network-cost 999",
  "a=candidate:237518113 1 udp 2113942271 cb0bc16f-4bf3-4365-8687-b343d28e6306.local 37922 typ host generation 0 network-cost 999",
  "a=ice-ufrag:a7hd",
  "a=ice-pwd:MY7ahflrgrbBP2WpY6N8TSOv",
  "a=ice-options:trickle",
  "a=fingerprint:sha-256 DB:88:FA:54:6E:58:D9:0A:93:BB:80:C1:8A:07:FD:D2:C0:80:2A:C2:C8:51:3B:44:3A:22:7D:FC:17:22:D2:55",
  "a=setup:active",
  "a=mid:0",
  "a=sctp-port:5000",
  "a=max-message-size:262144",
]);

// Firefox's offer: the fingerprint at session level, "UDP" in capitals, hex ufrag and pwd, and TCP
// candidates a code leaves out.
const FIREFOX_OFFER = sdp([
  "v=0",
  "o=mozilla...THIS_IS_SDPARTA-99.0 8489245422375791655 0 IN IP4 0.0.0.0",
  "s=-",
  "t=0 0",
  "a=sendrecv",
  "a=fingerprint:sha-256 E1:A6:12:FC:69:76:E5:83:75:06:B3:08:82:3E:63:38:5E:1A:22:1A:D9:B6:F0:CF:15:B4:4F:07:04:84:7E:C2",
  "a=group:BUNDLE 0",
  "a=ice-options:trickle",
  "a=msid-semantic:WMS *",
  "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
  "c=IN IP4 0.0.0.0",
  "a=candidate:0 1 UDP 2122187007 7f98ed48-1a88-4a38-9535-7457d89fec00.local 57279 typ host",
  "a=candidate:1 1 UDP 2122252543 fbdc5a4c-d1e2-420f-aee1-9ca8bbd0176f.local 50414 typ host",
  "a=candidate:2 1 TCP 2105458943 7f98ed48-1a88-4a38-9535-7457d89fec00.local 9 typ host tcptype active",
  "a=candidate:3 1 TCP 2105524479 fbdc5a4c-d1e2-420f-aee1-9ca8bbd0176f.local 9 typ host tcptype active",
  "a=sendrecv",
  "a=end-of-candidates",
  "a=ice-pwd:ea9f33012a36067a5441b0a370c52997",
  "a=ice-ufrag:e59295ac",
  "a=mid:0",
  "a=setup:actpass",
  "a=sctp-port:5000",
  "a=max-message-size:1073741823",
]);

// Firefox's answer with its real addresses shown (obfuscation off): an IPv4 and an IPv6 address on
// the home network, besides a TCP one and a server-reflexive one a code leaves out.
const FIREFOX_ANSWER_WITH_ADDRESSES = sdp([
  "v=0",
  "o=mozilla...THIS_IS_SDPARTA-99.0 1671892354392674797 0 IN IP4 0.0.0.0",
  "s=-",
  "t=0 0",
  "a=sendrecv",
  "a=fingerprint:sha-256 A3:F7:09:38:88:31:CE:68:8B:01:5E:72:F7:EC:2A:B6:79:4D:2A:AA:F9:31:F3:9A:9C:CE:E5:51:B9:A2:4F:B1",
  "a=group:BUNDLE 0",
  "a=ice-options:trickle",
  "a=msid-semantic:WMS *",
  "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
  "c=IN IP4 0.0.0.0",
  "a=candidate:0 1 UDP 2122252543 192.168.1.23 42023 typ host",
  "a=candidate:1 1 UDP 2122187007 2001:db8:85a3:0:0:8a2e:370:7334 38049 typ host",
  "a=candidate:2 1 TCP 2105524479 192.168.1.23 9 typ host tcptype active",
  "a=candidate:3 1 UDP 1685987327 203.0.113.7 42023 typ srflx raddr 192.168.1.23 rport 42023",
  "a=sendrecv",
  "a=end-of-candidates",
  "a=ice-pwd:71b45ee6454e3bdceacf3c4998f0e7e3",
  "a=ice-ufrag:9c655d7f",
  "a=mid:0",
  "a=setup:active",
  "a=sctp-port:5000",
  "a=max-message-size:1073741823",
]);

/** What of a description the other side needs: credentials, fingerprint, UDP host candidates. */
function essentials(text) {
  const lines = text.split("\r\n");
  const value = (prefix) => lines.find((line) => line.startsWith(prefix))?.slice(prefix.length);
  const candidates = lines.filter((line) => line.startsWith("a=candidate:")).map((line) => line.split(" "))
    .filter((parts) => parts[2].toLowerCase() === "udp" && parts[7] === "host").map((parts) => `${parts[4]} ${parts[5]}`);
  return {
    ufrag: value("a=ice-ufrag:"), pwd: value("a=ice-pwd:"), fingerprint: value("a=fingerprint:"),
    setup: value("a=setup:"), candidates,
  };
}

function refused(action, code) {
  assert.throws(action, (error) => error instanceof PairingCodeError && error.code === code,
    `refused as ${code}`);
}

test("a Chromium offer read back on the phone keeps its credentials, fingerprint and both mDNS candidates", () => {
  const { kind, sdp: back } = decodePairing(encodePairing(CHROMIUM_OFFER, "offer"), "offer");
  assert.equal(kind, "offer");
  assert.deepEqual(essentials(back), essentials(CHROMIUM_OFFER));
  assert.deepEqual(essentials(back).candidates, [
    "08831b8a-41c1-4cfa-80f7-d95886ec0880.local 58812", "8a14a654-0a67-40df-b213-abe25ba96b59.local 57413"]);
});

test("a Chromium answer read back on the tablet keeps everything it needs, and says setup:active", () => {
  const { kind, sdp: back } = decodePairing(encodePairing(CHROMIUM_ANSWER, "answer"), "answer");
  assert.equal(kind, "answer");
  assert.deepEqual(essentials(back), essentials(CHROMIUM_ANSWER));
  assert.equal(essentials(back).setup, "active");
});

test("a Firefox offer keeps its hex ufrag and pwd and its session-level fingerprint; its TCP candidates are left out", () => {
  const back = decodePairing(encodePairing(FIREFOX_OFFER, "offer"), "offer").sdp;
  const got = essentials(back);
  assert.equal(got.ufrag, "e59295ac");
  assert.equal(got.pwd, "ea9f33012a36067a5441b0a370c52997");
  assert.equal(got.fingerprint, essentials(FIREFOX_OFFER).fingerprint);
  assert.deepEqual(got.candidates, [
    "7f98ed48-1a88-4a38-9535-7457d89fec00.local 57279", "fbdc5a4c-d1e2-420f-aee1-9ca8bbd0176f.local 50414"]);
  assert.ok(!/tcp/i.test(back.split("\r\n").filter((line) => line.startsWith("a=candidate")).join("\n")));
});

test("real IPv4 and IPv6 host addresses come through; TCP and server-reflexive candidates do not", () => {
  const back = decodePairing(encodePairing(FIREFOX_ANSWER_WITH_ADDRESSES, "answer"), "answer").sdp;
  assert.deepEqual(essentials(back).candidates, ["192.168.1.23 42023", "2001:db8:85a3::8a2e:370:7334 38049"]);
  assert.equal(pairingFacts(encodePairing(FIREFOX_ANSWER_WITH_ADDRESSES, "answer")).candidates, 2);
});

test("the description rebuilt from a code is a whole one for one data channel, lines ending in CRLF", () => {
  const back = decodePairing(encodePairing(FIREFOX_OFFER, "offer")).sdp;
  assert.ok(back.endsWith("\r\n") && !back.endsWith("\r\n\r\n"));
  const lines = back.split("\r\n").slice(0, -1);
  assert.equal(lines[0], "v=0");
  assert.match(lines[1], /^o=- \d+ 2 IN IP4 127\.0\.0\.1$/);
  for (const line of ["s=-", "t=0 0", "a=group:BUNDLE 0", "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0", "a=end-of-candidates", "a=ice-options:trickle", "a=setup:actpass", "a=mid:0", "a=sctp-port:5000",
    "a=max-message-size:262144"]) {
    assert.ok(lines.includes(line), line);
  }
  assert.match(lines.find((line) => line.startsWith("a=candidate:")), /^a=candidate:0 1 udp \d+ \S+\.local 57279 typ host$/);
  // the candidates before the end of them, the media section after the session's lines
  assert.ok(lines.indexOf("m=application 9 UDP/DTLS/SCTP webrtc-datachannel") < lines.findIndex((line) => line.startsWith("a=candidate:")));
  assert.ok(lines.findLastIndex((line) => line.startsWith("a=candidate:")) < lines.indexOf("a=end-of-candidates"));
});

test("a code read and written again is the same code", () => {
  for (const [text, kind] of [[CHROMIUM_OFFER, "offer"], [FIREFOX_OFFER, "offer"], [CHROMIUM_ANSWER, "answer"],
    [FIREFOX_ANSWER_WITH_ADDRESSES, "answer"]]) {
    const code = encodePairing(text, kind);
    assert.equal(encodePairing(decodePairing(code, kind).sdp, kind), code);
  }
});

test("a code is written with 0-9 and A-Z only, and a Chromium offer fits a QR code of version 8 or less", () => {
  for (const [text, kind] of [[CHROMIUM_OFFER, "offer"], [FIREFOX_OFFER, "offer"], [CHROMIUM_ANSWER, "answer"],
    [FIREFOX_ANSWER_WITH_ADDRESSES, "answer"]]) {
    assert.match(encodePairing(text, kind), /^[0-9A-Z]+$/);
  }
  const code = encodePairing(CHROMIUM_OFFER, "offer");
  assert.ok(qrVersionFor(code.length) <= 8, `${code.length} characters need version ${qrVersionFor(code.length)}`);
  assert.deepEqual(pairingFacts(code), { bytes: pairingFacts(code).bytes, characters: code.length, candidates: 2 });
});

test("a code pasted in lower case, broken over lines and spaced into groups, is read", () => {
  const code = encodePairing(CHROMIUM_OFFER, "offer");
  const pasted = `  ${code.toLowerCase().match(/.{1,5}/g).join(" ").replace(/(.{30})/g, "$1\n")}\n\t`;
  assert.equal(decodePairing(pasted, "offer").sdp, decodePairing(code, "offer").sdp);
});

test("a code with any one character changed is refused as not a code", () => {
  const code = encodePairing(CHROMIUM_ANSWER, "answer");
  const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (let i = 0; i < code.length; i++) {
    for (const step of [1, 17]) {
      const changed = code.slice(0, i) + digits[(digits.indexOf(code[i]) + step) % 36] + code.slice(i + 1);
      refused(() => decodePairing(changed, "answer"), "not_a_code");
    }
  }
});

test("text that is not a code is refused as not a code", () => {
  const code = encodePairing(CHROMIUM_OFFER, "offer");
  for (const text of ["", "   ", "HELLO", "Hello, world! This is not a pairing code at all.", code.slice(0, -1), code + "7",
    code.slice(0, 40) + "!" + code.slice(41), `0${code}`, "Z".repeat(code.length)]) {
    refused(() => decodePairing(text, "offer"), "not_a_code");
  }
});

test("the tablet's offer typed where the phone's answer belongs is refused as the wrong kind, and the other way", () => {
  refused(() => decodePairing(encodePairing(CHROMIUM_OFFER, "offer"), "answer"), "wrong_kind");
  refused(() => decodePairing(encodePairing(CHROMIUM_ANSWER, "answer"), "offer"), "wrong_kind");
});

test("a well-formed code of a later format version is refused as unsupported, not as a typo", () => {
  const code = encodePairing(CHROMIUM_OFFER, "offer");
  let number = 0n;
  for (const char of code) number = number * 36n + BigInt(parseInt(char, 36));
  const bytes = number.toString(16).padStart(2 * Math.ceil(number.toString(16).length / 2), "0").match(/../g).map((pair) => parseInt(pair, 16));
  bytes[1] = (2 << 4) | (bytes[1] & 0x0f);
  const check = crc16(bytes.slice(0, -2));
  bytes.splice(-2, 2, check >> 8, check & 0xff);
  const later = BigInt(`0x${bytes.map((byte) => byte.toString(16).padStart(2, "0")).join("")}`).toString(36).toUpperCase();
  refused(() => decodePairing(later, "offer"), "unsupported");
});

test("a description whose fingerprint is not SHA-256 cannot be made a code", () => {
  const sha1 = CHROMIUM_OFFER.replace(/a=fingerprint:sha-256 \S+/, "a=fingerprint:sha-1 75:DD:12:B1:57:03:48:DD:D2:07:69:18:C4:CD:AF:3F:DF:31:37:D5");
  refused(() => encodePairing(sha1, "offer"), "unsupported");
});

test("the QR version for a code is the smallest that holds it at level M", () => {
  assert.equal(qrVersionFor(20), 1);
  assert.equal(qrVersionFor(21), 2);
  assert.equal(qrVersionFor(178), 7);
  assert.equal(qrVersionFor(221), 8);
  assert.equal(qrVersionFor(222), 9);
  assert.equal(qrVersionFor(3391), 40);
  assert.equal(qrVersionFor(3392), null);
});
