// Reading a pairing code with the device's camera: the camera's picture, a frame at a time, through
// the QR reader of zxing-wasm (a maintained build of ZXing in WebAssembly: iOS Safari has no barcode
// detector of its own). The reader and its WebAssembly (about 450 KB gzip) are fetched the first
// time a camera is opened, or kept beforehand (keepScannerOffline), so that a pairing works with the
// network off once the app was opened before.

const CODE = /^[0-9A-Z]{20,}$/; // a pairing code's characters (phones/pairing-code.js)
let reader = null;

/** Ask the service worker to keep the reader for offline use (where there is one). */
export function keepScannerOffline() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "later" })).catch(() => {});
}

/** Whether this browser may have a camera to scan with (the page must be a secure context). */
export const canScan = () => Boolean(navigator.mediaDevices?.getUserMedia);

function loadReader() {
  reader ??= import("zxing-wasm/reader").catch((error) => {
    reader = null;
    throw error;
  });
  return reader;
}

/** The pairing code in one picture (ImageData), or null. */
export async function codeIn(image) {
  const { readBarcodes } = await loadReader();
  const found = await readBarcodes(image, { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 1 });
  const text = found.find((code) => code.isValid && CODE.test(code.text))?.text;
  return text ?? null;
}

/**
 * Show the camera in `video` and read frames until one holds a pairing code: resolves with its text,
 * or with null once `signal` aborts (the person gave up). Rejects when there is no camera or it may
 * not be used (the error's name says which: NotAllowedError, NotFoundError, …).
 */
export async function scanWith(video, signal) {
  const [stream] = await Promise.all([
    navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }),
    loadReader(),
  ]);
  const stop = () => stream.getTracks().forEach((track) => track.stop());
  if (signal.aborted) return stop(), null;
  video.srcObject = stream;
  video.setAttribute("playsinline", ""); // iOS: in the page, not full screen
  video.muted = true;
  await video.play().catch(() => {});
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  try {
    while (!signal.aborted) {
      await nextFrame(video);
      if (signal.aborted || !video.videoWidth) continue;
      // A side of at most 640 pixels: enough for a code that fills a third of the picture, and fast.
      const scale = Math.min(1, 640 / Math.max(video.videoWidth, video.videoHeight));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const text = await codeIn(context.getImageData(0, 0, canvas.width, canvas.height));
      if (text) return text;
    }
    return null;
  } finally {
    stop();
    video.srcObject = null;
  }
}

/** The video's next frame (where the browser says when one comes), else the next paint. */
function nextFrame(video) {
  return new Promise((resolve) => {
    if (typeof video.requestVideoFrameCallback === "function") video.requestVideoFrameCallback(() => resolve(undefined));
    else requestAnimationFrame(() => resolve(undefined));
  });
}
