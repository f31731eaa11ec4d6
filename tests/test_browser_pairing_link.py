"""A phone joins the tablet with pairing codes alone (web/phones/link.js), in Chromium and Firefox: one
page (the tablet) makes an offer code, a page of another browser profile (the phone) answers it, the
tablet reads the answer, and a message goes each way over the data channel that opens; the same
answer read a second time is refused, and the phone sees the link close when the tablet ends it.
In WebKit (Debian's WebKitGTK has no RTCPeerConnection) the page says it cannot link, which is what
the app hides the feature by.

The pages run the site's own built module. Chromium gives each page's profile the microphone
permission: with it, Chromium shows its host addresses in its candidates instead of mDNS names,
which nothing on this machine would answer (the launch flag that does the same,
--disable-features=WebRtcHideLocalIpsWithMdns, would replace Playwright's own --disable-features
list: Chromium reads only the last one). Firefox is started with its host addresses shown
(tests/puppeteer_bridge.mjs)."""

from __future__ import annotations

import pytest

# The site's pairing module, loaded in the page from its hashed name.
LOAD = """async (url) => {
  window.link = await import(url);
  return window.link.canLink();
}"""

# The tablet: an offer, its code returned.
OFFER = """async () => {
  window.pairing = { offer: await window.link.offerLink() };
  return window.pairing.offer.code;
}"""

# The phone: an answer to the tablet's code, its own code returned; the first message the tablet
# sends is kept as a promise.
ANSWER = """async (offerCode) => {
  const answer = await window.link.answerLink(offerCode);
  window.pairing = { answer };
  window.pairing.first = answer.connected.then((channel) => new Promise((resolve) => {
    const stop = channel.listen((message) => { stop(); resolve(message); });
  }));
  return answer.code;
}"""

# The tablet reads the phone's answer; once the channel is open it says hello, and keeps the phone's
# first message as a promise.
ACCEPT = """async (answerCode) => {
  const channel = await window.pairing.offer.accept(answerCode);
  window.pairing.channel = channel;
  window.pairing.first = new Promise((resolve) => {
    const stop = channel.listen((message) => { stop(); resolve(message); });
  });
  return { state: channel.state, sent: channel.send({ type: "hello", from: "tablet", seat: 2 }) };
}"""

# The phone waits for the tablet's hello and answers it.
HEAR_AND_REPLY = """async () => {
  const message = await window.pairing.first;
  const channel = await window.pairing.answer.connected;
  return { message, state: channel.state, sent: channel.send({ type: "ready", from: "phone" }) };
}"""

# The same answer read a second time: what accept says.
ACCEPT_AGAIN = """async (answerCode) => window.pairing.offer.accept(answerCode).then(() => "accepted", (error) => error.code)"""

# The phone's channel state once the tablet has closed the link (or as it is after 15 s).
CLOSED = """async () => {
  const channel = await window.pairing.answer.connected;
  return await new Promise((resolve) => {
    if (channel.state === "closed") return resolve(channel.state);
    channel.onState((state) => { if (state === "closed") resolve(state); });
    setTimeout(() => resolve(channel.state), 15000);
  });
}"""


@pytest.fixture(scope="module")
def link_module(dist, site) -> str:
    """The URL of the built web/phones/link.js (build-info.js lists only the site's other files)."""
    (found,) = (dist / "assets" / "phones").glob("link.*.js")
    return f"{site}assets/phones/{found.name}"


def open_page(new_page, site: str, link_module: str, width: int, height: int):
    page = new_page(width, height)
    if page.engine == "chromium":
        page.context.grant_permissions(["microphone"], origin=site.split("/gurkenglas/")[0])
    page.goto(site)
    return page, page.evaluate(LOAD, link_module)


def test_a_phone_links_to_the_tablet_with_two_pairing_codes(engine, new_page, site, link_module):
    tablet, can_link = open_page(new_page, site, link_module, 1024, 768)
    if engine == "webkit":
        assert can_link is False, "WebKitGTK here has RTCPeerConnection now: the phone feature could be offered in it"
        return
    assert can_link is True
    phone, _ = open_page(new_page, site, link_module, 390, 844)

    offer_code = tablet.evaluate(OFFER)
    answer_code = phone.evaluate(ANSWER, offer_code)
    assert offer_code.isalnum() and offer_code.isupper() and answer_code.isalnum() and answer_code.isupper()

    opened = tablet.evaluate(ACCEPT, answer_code)
    assert opened == {"state": "open", "sent": True}
    heard = phone.evaluate(HEAR_AND_REPLY)
    assert heard == {"message": {"type": "hello", "from": "tablet", "seat": 2}, "state": "open", "sent": True}
    assert tablet.evaluate("async () => await window.pairing.first") == {"type": "ready", "from": "phone"}

    # A pairing code works once: the same answer again is refused, and the open link is untouched.
    assert tablet.evaluate(ACCEPT_AGAIN, answer_code) == "used"
    assert tablet.evaluate("() => window.pairing.channel.state") == "open"

    # The tablet ends the link; the phone sees it closed, and nothing more is sent either way.
    tablet.evaluate("() => window.pairing.channel.close()")
    assert phone.evaluate(CLOSED) == "closed"
    assert tablet.evaluate("() => window.pairing.channel.send({ type: 'late' })") is False
    assert phone.evaluate("async () => (await window.pairing.answer.connected).send({ type: 'late' })") is False
    for page in (tablet, phone):
        errors, outside = page.watched()
        assert not errors, errors
        assert not outside, outside
