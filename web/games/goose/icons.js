// Game of the Goose: small vector drawings made of canvas paths (no images, no emoji fonts).
//
// Every icon is drawn in a unit box from -1 to 1 around (cx, cy) and scaled to `size` pixels,
// so the drawing code below reads in simple fractions.

const INK = '#4a3422';

/** Draw the icon of a kind of square ("goose", "bridge", "nest", ...) centred on (cx, cy). */
export function drawIcon(ctx, kind, cx, cy, size) {
  const draw = ICONS[kind];
  if (!draw || size < 4) return;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(size / 2, size / 2);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.09;
  draw(ctx);
  ctx.restore();
}

/** Fill and outline the current path. */
function paint(ctx, fill, stroke = INK, width = 0.09) {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = stroke;
  ctx.lineWidth = width;
  ctx.stroke();
}

const ICONS = {
  // A white goose walking to the right: body, tail, neck, head, orange beak and foot.
  goose(ctx) {
    ctx.beginPath();
    ctx.moveTo(-0.95, -0.05);                       // tail tip
    ctx.quadraticCurveTo(-0.55, 0.05, -0.3, 0.1);   // back
    ctx.quadraticCurveTo(0.05, 0.12, 0.12, -0.05);  // base of the neck
    ctx.quadraticCurveTo(0.2, -0.45, 0.18, -0.6);   // neck, back side
    ctx.arc(0.34, -0.62, 0.18, Math.PI, -0.2);      // top of the head
    ctx.quadraticCurveTo(0.5, -0.45, 0.36, -0.38);  // chin
    ctx.quadraticCurveTo(0.32, -0.1, 0.5, 0.15);    // throat down to the breast
    ctx.quadraticCurveTo(0.55, 0.6, 0.0, 0.62);     // belly
    ctx.quadraticCurveTo(-0.65, 0.62, -0.8, 0.2);   // under the tail
    ctx.closePath();
    paint(ctx, '#ffffff');
    // Wing.
    ctx.beginPath();
    ctx.moveTo(-0.55, 0.22);
    ctx.quadraticCurveTo(-0.1, 0.05, 0.2, 0.3);
    ctx.quadraticCurveTo(-0.1, 0.45, -0.55, 0.22);
    paint(ctx, '#e6eef2', INK, 0.06);
    // Beak.
    ctx.beginPath();
    ctx.moveTo(0.48, -0.7);
    ctx.lineTo(0.86, -0.58);
    ctx.lineTo(0.48, -0.5);
    ctx.closePath();
    paint(ctx, '#f29a1d', INK, 0.06);
    // Eye.
    ctx.beginPath();
    ctx.arc(0.36, -0.66, 0.05, 0, 2 * Math.PI);
    ctx.fillStyle = INK;
    ctx.fill();
    // Legs.
    ctx.beginPath();
    ctx.moveTo(0.0, 0.62); ctx.lineTo(-0.05, 0.88); ctx.lineTo(0.12, 0.88);
    ctx.moveTo(-0.25, 0.6); ctx.lineTo(-0.3, 0.88); ctx.lineTo(-0.13, 0.88);
    ctx.strokeStyle = '#e07f00';
    ctx.lineWidth = 0.08;
    ctx.stroke();
  },

  // An arched bridge over blue water.
  bridge(ctx) {
    ctx.beginPath();
    ctx.rect(-0.95, 0.45, 1.9, 0.4);
    ctx.fillStyle = '#8fc3e6';
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(-0.95, 0.55);
    ctx.lineTo(-0.95, -0.1);
    ctx.quadraticCurveTo(0, -0.75, 0.95, -0.1);
    ctx.lineTo(0.95, 0.55);
    ctx.lineTo(0.55, 0.55);
    ctx.quadraticCurveTo(0, -0.3, -0.55, 0.55);
    ctx.closePath();
    paint(ctx, '#c98f55');
    // Railing posts.
    ctx.beginPath();
    for (const x of [-0.6, -0.2, 0.2, 0.6]) {
      const y = -0.1 - 0.45 * (1 - (x / 0.95) ** 2);
      ctx.moveTo(x, y);
      ctx.lineTo(x, y - 0.25);
    }
    ctx.stroke();
  },

  // A twig nest holding two eggs.
  nest(ctx) {
    ctx.beginPath();
    ctx.ellipse(-0.22, 0.0, 0.26, 0.34, -0.2, 0, 2 * Math.PI);
    paint(ctx, '#fbf5e6', INK, 0.07);
    ctx.beginPath();
    ctx.ellipse(0.25, -0.02, 0.26, 0.34, 0.2, 0, 2 * Math.PI);
    paint(ctx, '#fbf5e6', INK, 0.07);
    ctx.beginPath();
    ctx.moveTo(-0.95, 0.05);
    ctx.quadraticCurveTo(-0.9, 0.8, 0, 0.8);
    ctx.quadraticCurveTo(0.9, 0.8, 0.95, 0.05);
    ctx.quadraticCurveTo(0, 0.35, -0.95, 0.05);
    paint(ctx, '#a56a35');
    ctx.beginPath(); // twigs
    ctx.moveTo(-0.75, 0.35); ctx.lineTo(0.55, 0.6);
    ctx.moveTo(-0.45, 0.65); ctx.lineTo(0.8, 0.25);
    ctx.moveTo(-0.85, 0.15); ctx.lineTo(-0.2, 0.75);
    ctx.strokeStyle = '#6b3f1c';
    ctx.lineWidth = 0.06;
    ctx.stroke();
  },

  // A stone well with a little roof.
  well(ctx) {
    ctx.beginPath(); // posts
    ctx.moveTo(-0.6, 0.1); ctx.lineTo(-0.6, -0.55);
    ctx.moveTo(0.6, 0.1); ctx.lineTo(0.6, -0.55);
    ctx.stroke();
    ctx.beginPath(); // roof
    ctx.moveTo(-0.85, -0.45); ctx.lineTo(0, -0.95); ctx.lineTo(0.85, -0.45);
    ctx.closePath();
    paint(ctx, '#c0553a');
    ctx.beginPath(); // rope and bucket
    ctx.moveTo(0, -0.45); ctx.lineTo(0, -0.1);
    ctx.stroke();
    ctx.beginPath();
    ctx.rect(-0.12, -0.12, 0.24, 0.18);
    paint(ctx, '#8c6a48', INK, 0.06);
    ctx.beginPath(); // stone wall
    ctx.moveTo(-0.75, 0.2);
    ctx.lineTo(-0.75, 0.85);
    ctx.ellipse(0, 0.85, 0.75, 0.15, 0, Math.PI, 0, true);
    ctx.lineTo(0.75, 0.2);
    ctx.ellipse(0, 0.2, 0.75, 0.15, 0, 0, Math.PI, false);
    paint(ctx, '#b9b3a8');
    ctx.beginPath(); // dark water at the top
    ctx.ellipse(0, 0.2, 0.75, 0.15, 0, 0, 2 * Math.PI);
    paint(ctx, '#2f5d7c');
    ctx.beginPath(); // stones
    ctx.moveTo(-0.75, 0.55); ctx.quadraticCurveTo(0, 0.72, 0.75, 0.55);
    ctx.moveTo(-0.3, 0.37); ctx.lineTo(-0.3, 0.62);
    ctx.moveTo(0.3, 0.37); ctx.lineTo(0.3, 0.62);
    ctx.moveTo(0, 0.66); ctx.lineTo(0, 0.95);
    ctx.lineWidth = 0.05;
    ctx.stroke();
  },

  // A curved arrow turning back: the detour (the maze of the classic board).
  detour(ctx) {
    ctx.beginPath();
    ctx.moveTo(0.75, 0.65);
    ctx.lineTo(0.75, -0.1);
    ctx.arc(0.05, -0.1, 0.7, 0, Math.PI, true);
    ctx.lineTo(-0.65, 0.25);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 0.42;
    ctx.stroke();
    ctx.strokeStyle = '#8e5fb0';
    ctx.lineWidth = 0.24;
    ctx.stroke();
    ctx.beginPath(); // arrow head pointing down
    ctx.moveTo(-1.0, 0.2);
    ctx.lineTo(-0.65, 0.85);
    ctx.lineTo(-0.3, 0.2);
    ctx.closePath();
    paint(ctx, '#8e5fb0', INK, 0.08);
  },

  // A bird cage: a domed frame with bars.
  cage(ctx) {
    ctx.beginPath();
    ctx.moveTo(-0.7, 0.8);
    ctx.lineTo(-0.7, -0.2);
    ctx.quadraticCurveTo(-0.7, -0.85, 0, -0.85);
    ctx.quadraticCurveTo(0.7, -0.85, 0.7, -0.2);
    ctx.lineTo(0.7, 0.8);
    ctx.closePath();
    paint(ctx, '#f3ecdc');
    ctx.beginPath(); // bars
    for (const x of [-0.35, 0, 0.35]) {
      ctx.moveTo(x, 0.8);
      ctx.lineTo(x, -0.8 + Math.abs(x) * 0.3);
    }
    ctx.moveTo(-0.7, 0.3); ctx.lineTo(0.7, 0.3);
    ctx.lineWidth = 0.08;
    ctx.stroke();
    ctx.beginPath(); // base and ring
    ctx.rect(-0.82, 0.75, 1.64, 0.17);
    paint(ctx, '#7c5b3b', INK, 0.06);
    ctx.beginPath();
    ctx.arc(0, -0.95, 0.1, 0, 2 * Math.PI);
    ctx.stroke();
  },

  // A soup pot with steam.
  soup(ctx) {
    ctx.beginPath(); // steam
    for (const x of [-0.35, 0, 0.35]) {
      ctx.moveTo(x, -0.25);
      ctx.bezierCurveTo(x - 0.15, -0.45, x + 0.15, -0.6, x, -0.85);
    }
    ctx.strokeStyle = '#8a7a6a';
    ctx.lineWidth = 0.07;
    ctx.stroke();
    ctx.beginPath(); // handles
    ctx.moveTo(-0.75, 0.05); ctx.lineTo(-0.95, 0.05);
    ctx.moveTo(0.75, 0.05); ctx.lineTo(0.95, 0.05);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 0.12;
    ctx.stroke();
    ctx.beginPath(); // body
    ctx.moveTo(-0.8, -0.1);
    ctx.lineTo(0.8, -0.1);
    ctx.lineTo(0.7, 0.65);
    ctx.quadraticCurveTo(0.68, 0.85, 0.45, 0.85);
    ctx.lineTo(-0.45, 0.85);
    ctx.quadraticCurveTo(-0.68, 0.85, -0.7, 0.65);
    ctx.closePath();
    paint(ctx, '#d9534f');
    ctx.beginPath(); // rim
    ctx.rect(-0.88, -0.2, 1.76, 0.16);
    paint(ctx, '#b23c37', INK, 0.07);
  },

  // The finish: a chequered flag on a pole.
  finish(ctx) {
    ctx.beginPath();
    ctx.moveTo(-0.7, 0.95);
    ctx.lineTo(-0.7, -0.9);
    ctx.lineWidth = 0.12;
    ctx.stroke();
    const flag = new Path2D();
    flag.moveTo(-0.7, -0.85);
    flag.bezierCurveTo(-0.2, -1.05, 0.2, -0.65, 0.85, -0.85);
    flag.lineTo(0.85, 0.05);
    flag.bezierCurveTo(0.2, 0.25, -0.2, -0.15, -0.7, 0.05);
    flag.closePath();
    ctx.fillStyle = '#ffffff';
    ctx.fill(flag);
    ctx.save();
    ctx.clip(flag);
    ctx.fillStyle = '#2b2118';
    const n = 4, cw = 1.55 / n, ch = 1.1 / 3;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < 3; j++) {
        if ((i + j) % 2 === 0) ctx.fillRect(-0.7 + i * cw, -1.05 + j * ch + 0.2 * Math.sin(i), cw, ch);
      }
    }
    ctx.restore();
    ctx.lineWidth = 0.08;
    ctx.stroke(flag);
  },

  // The start: two green chevrons pointing along the track.
  start(ctx) {
    ctx.beginPath();
    for (const x of [-0.55, 0.15]) {
      ctx.moveTo(x, -0.6);
      ctx.lineTo(x + 0.5, 0);
      ctx.lineTo(x, 0.6);
    }
    ctx.strokeStyle = INK;
    ctx.lineWidth = 0.42;
    ctx.stroke();
    ctx.strokeStyle = '#3f9d4b';
    ctx.lineWidth = 0.24;
    ctx.stroke();
  },
};
