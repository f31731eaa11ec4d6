"""Can each browser engine here open a WebRTC data channel with no STUN or TURN server? (prints
figures, asserts nothing; the groundwork of a phone joining the tablet over the home network)

In a page of the built app (`dist/`, served on localhost) of each engine: two `RTCPeerConnection`s
with no ICE servers; the first makes a data channel and an offer, both gather every candidate before
the offer is read (no trickling), the second answers, and one message goes over the channel. Printed
per engine:

    WEBRTC <engine> peer_connection=<yes|no> offer_bytes=<SDP length> answer_bytes=<n>
        candidates=<host candidates in the offer> mdns=<how many of them are .local names>
        channel=<the channel's state after up to 10 s> message=<yes|no>

A host candidate behind an mDNS name (`….local`) reaches another device only where the network
answers mDNS; where nothing does (a machine without an mDNS responder), the channel stays
"connecting".

    .venv/bin/python benchmarks/webrtc_probe.py [chromium] [webkit] [firefox]
    (WebKit needs a display: run under xvfb-run where there is none)
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests")]

PROBE = """async () => {
  if (typeof RTCPeerConnection === "undefined") return { has: false };
  const gathered = (pc) => new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve();
    pc.addEventListener("icegatheringstatechange", () => { if (pc.iceGatheringState === "complete") resolve(); });
    setTimeout(resolve, 8000);
  });
  const a = new RTCPeerConnection({ iceServers: [] });
  const b = new RTCPeerConnection({ iceServers: [] });
  const channel = a.createDataChannel("table");
  await a.setLocalDescription(await a.createOffer());
  await gathered(a);
  await b.setRemoteDescription(a.localDescription);
  await b.setLocalDescription(await b.createAnswer());
  await gathered(b);
  const got = new Promise((resolve) => {
    b.addEventListener("datachannel", (e) => e.channel.addEventListener("message", (m) => resolve(m.data)));
    setTimeout(() => resolve(null), 10000);
  });
  await a.setRemoteDescription(b.localDescription);
  await new Promise((resolve) => {
    if (channel.readyState === "open") resolve();
    channel.addEventListener("open", resolve);
    setTimeout(resolve, 10000);
  });
  if (channel.readyState === "open") channel.send("hello");
  const message = await got;
  const offer = a.localDescription.sdp;
  const candidates = offer.split(/\\r?\\n/).filter((line) => line.startsWith("a=candidate"));
  const state = channel.readyState;
  const answer = b.localDescription.sdp;
  a.close();
  b.close();
  return { has: true, offer: offer.length, answer: answer.length,
    candidates: candidates.length, mdns: candidates.filter((line) => line.includes(".local")).length, state,
    message: message === "hello" };
}"""


def probe(name: str, page, root: str) -> None:
    page.goto(root)
    found = page.evaluate(PROBE)
    if not found["has"]:
        print(f"WEBRTC {name} peer_connection=no", flush=True)
        return
    print(f"WEBRTC {name} peer_connection=yes offer_bytes={found['offer']} answer_bytes={found['answer']} "
          f"candidates={found['candidates']} mdns={found['mdns']} channel={found['state']} "
          f"message={'yes' if found['message'] else 'no'}", flush=True)


@contextlib.contextmanager
def opened(name: str):
    """A page of the engine `name` (tests/engines.py), closed with its browser afterwards."""
    import engines

    if name == "chromium":
        from playwright.sync_api import sync_playwright

        from browser import LAUNCH_ARGS

        path = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or "/usr/bin/chromium"
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=path, args=LAUNCH_ARGS)
            yield engines.PlaywrightPage(browser, 1024, 768)
            browser.close()
        return
    owner = engines.Display() if name == "webkit" else engines.Firefox()
    try:
        page = (engines.WebKitPage if name == "webkit" else engines.FirefoxPage)(owner, 1024, 768)
        yield page
        page.close()
    finally:
        owner.close()


def main() -> None:
    from devserver import serve_in_thread

    server, root = serve_in_thread(ROOT / "dist")
    try:
        for name in sys.argv[1:] or ["chromium", "webkit", "firefox"]:
            with opened(name) as page:
                probe(name, page, root)
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
