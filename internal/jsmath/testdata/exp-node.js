// Records Math.exp of a deterministic set of inputs as IEEE-754 bit patterns.
const buf = new DataView(new ArrayBuffer(8));
function bits(x) { buf.setFloat64(0, x); return buf.getBigUint64(0).toString(16).padStart(16, '0'); }
function fromBits(h) { buf.setBigUint64(0, BigInt('0x' + h)); return buf.getFloat64(0); }
let seed = 12345n;
function rnd() { seed = (seed * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n); return Number(seed >> 11n) / 2 ** 53; }
const xs = [0, -0, 1, -1, 0.5, -0.5, 709.78, 709.7827128933840, -745.1332191019411, -745.2, 710, -746, Infinity, -Infinity, NaN,
  1e-300, -1e-300, 2 ** -28, -(2 ** -28), 2 ** -29, 0.34657359027997264, 0.3465735902799727, 1.0397207708399179, 1.039720770839918];
for (let d = 1; d <= 60; d++) for (const h of [1, 7, 30, 45, 90, 365]) xs.push(-(Math.LN2 / h) * d);
for (let i = 0; i < 1500; i++) xs.push(-746 + rnd() * 1456);
for (let i = 0; i < 800; i++) xs.push((rnd() - 0.5) * 4);
for (let i = 0; i < 500; i++) xs.push(-(Math.LN2 / (1 + Math.floor(rnd() * 365))) * (rnd() * 1000));
const lines = xs.map(x => bits(x) + ' ' + bits(Math.exp(x)));
console.log('# Math.exp of node ' + process.version + ': input bits, result bits (IEEE-754, hex)');
console.log(lines.join('\n'));
