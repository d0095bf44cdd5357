// Python's `random.Random(str)` (Mersenne Twister, seeded as CPython 3.11 does: the string's UTF-8 bytes
// followed by their SHA-512, read as one big-endian integer) and the engine's Fisher-Yates shuffle, so the
// replay viewer can redo the engine's rebuild shuffles and classic wild returns exactly (docs/engine.md
// "Randomness"). Pure JavaScript, synchronous, no crypto API needed.

const MASK64 = (1n << 64n) - 1n;
const K512 = [
  "428a2f98d728ae22", "7137449123ef65cd", "b5c0fbcfec4d3b2f", "e9b5dba58189dbbc", "3956c25bf348b538",
  "59f111f1b605d019", "923f82a4af194f9b", "ab1c5ed5da6d8118", "d807aa98a3030242", "12835b0145706fbe",
  "243185be4ee4b28c", "550c7dc3d5ffb4e2", "72be5d74f27b896f", "80deb1fe3b1696b1", "9bdc06a725c71235",
  "c19bf174cf692694", "e49b69c19ef14ad2", "efbe4786384f25e3", "0fc19dc68b8cd5b5", "240ca1cc77ac9c65",
  "2de92c6f592b0275", "4a7484aa6ea6e483", "5cb0a9dcbd41fbd4", "76f988da831153b5", "983e5152ee66dfab",
  "a831c66d2db43210", "b00327c898fb213f", "bf597fc7beef0ee4", "c6e00bf33da88fc2", "d5a79147930aa725",
  "06ca6351e003826f", "142929670a0e6e70", "27b70a8546d22ffc", "2e1b21385c26c926", "4d2c6dfc5ac42aed",
  "53380d139d95b3df", "650a73548baf63de", "766a0abb3c77b2a8", "81c2c92e47edaee6", "92722c851482353b",
  "a2bfe8a14cf10364", "a81a664bbc423001", "c24b8b70d0f89791", "c76c51a30654be30", "d192e819d6ef5218",
  "d69906245565a910", "f40e35855771202a", "106aa07032bbd1b8", "19a4c116b8d2d0c8", "1e376c085141ab53",
  "2748774cdf8eeb99", "34b0bcb5e19b48a8", "391c0cb3c5c95a63", "4ed8aa4ae3418acb", "5b9cca4f7763e373",
  "682e6ff3d6b2b8a3", "748f82ee5defb2fc", "78a5636f43172f60", "84c87814a1f0ab72", "8cc702081a6439ec",
  "90befffa23631e28", "a4506cebde82bde9", "bef9a3f7b2c67915", "c67178f2e372532b", "ca273eceea26619c",
  "d186b8c721c0c207", "eada7dd6cde0eb1e", "f57d4f7fee6ed178", "06f067aa72176fba", "0a637dc5a2c898a6",
  "113f9804bef90dae", "1b710b35131c471b", "28db77f523047d84", "32caab7b40c72493", "3c9ebe0a15c9bebc",
  "431d67c49c100d4c", "4cc5d4becb3e42b6", "597f299cfc657e2a", "5fcb6fab3ad6faec", "6c44198c4a475817",
].map((h) => BigInt("0x" + h));
const H512 = [
  "6a09e667f3bcc908", "bb67ae8584caa73b", "3c6ef372fe94f82b", "a54ff53a5f1d36f1",
  "510e527fade682d1", "9b05688c2b3e6c1f", "1f83d9abfb41bd6b", "5be0cd19137e2179",
].map((h) => BigInt("0x" + h));

const rotr = (x, n) => ((x >> BigInt(n)) | (x << BigInt(64 - n))) & MASK64;

/** SHA-512 of `bytes` (a Uint8Array), as a Uint8Array of 64 bytes. */
export function sha512(bytes) {
  const bitLength = BigInt(bytes.length) * 8n;
  const padded = new Uint8Array(Math.ceil((bytes.length + 17) / 128) * 128);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  for (let i = 0; i < 16; i++) padded[padded.length - 1 - i] = Number((bitLength >> BigInt(8 * i)) & 0xffn);
  const h = H512.slice();
  const w = new Array(80);
  for (let block = 0; block < padded.length; block += 128) {
    for (let t = 0; t < 16; t++) {
      let word = 0n;
      for (let b = 0; b < 8; b++) word = (word << 8n) | BigInt(padded[block + t * 8 + b]);
      w[t] = word;
    }
    for (let t = 16; t < 80; t++) {
      const s0 = rotr(w[t - 15], 1) ^ rotr(w[t - 15], 8) ^ (w[t - 15] >> 7n);
      const s1 = rotr(w[t - 2], 19) ^ rotr(w[t - 2], 61) ^ (w[t - 2] >> 6n);
      w[t] = (w[t - 16] + s0 + w[t - 7] + s1) & MASK64;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let t = 0; t < 80; t++) {
      const S1 = rotr(e, 14) ^ rotr(e, 18) ^ rotr(e, 41);
      const ch = (e & f) ^ (~e & MASK64 & g);
      const temp1 = (hh + S1 + ch + K512[t] + w[t]) & MASK64;
      const S0 = rotr(a, 28) ^ rotr(a, 34) ^ rotr(a, 39);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const temp2 = (S0 + maj) & MASK64;
      hh = g;
      g = f;
      f = e;
      e = (d + temp1) & MASK64;
      d = c;
      c = b;
      b = a;
      a = (temp1 + temp2) & MASK64;
    }
    const add = [a, b, c, d, e, f, g, hh];
    for (let i = 0; i < 8; i++) h[i] = (h[i] + add[i]) & MASK64;
  }
  const out = new Uint8Array(64);
  for (let i = 0; i < 8; i++) {
    for (let b = 0; b < 8; b++) out[i * 8 + b] = Number((h[i] >> BigInt(56 - 8 * b)) & 0xffn);
  }
  return out;
}

const N = 624;

/** A Mersenne Twister that gives exactly the numbers of CPython's `random.Random(text)`. */
export class PyRandom {
  constructor(text) {
    const utf8 = new TextEncoder().encode(String(text));
    const bytes = new Uint8Array(utf8.length + 64);
    bytes.set(utf8);
    bytes.set(sha512(utf8), utf8.length);
    // int.from_bytes(bytes, "big") split into 32-bit words, least significant first (CPython random_seed).
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const key = [];
    for (let end = bytes.length; end > start; end -= 4) {
      let word = 0;
      for (let i = Math.max(start, end - 4); i < end; i++) word = ((word << 8) | bytes[i]) >>> 0;
      key.push(word >>> 0);
    }
    if (!key.length) key.push(0);
    this.mt = new Uint32Array(N);
    this.index = N;
    this.initByArray(key);
  }

  initGenrand(seed) {
    const mt = this.mt;
    mt[0] = seed >>> 0;
    for (let i = 1; i < N; i++) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = (Math.imul(1812433253, prev) + i) >>> 0;
    }
    this.index = N;
  }

  initByArray(key) {
    const mt = this.mt;
    this.initGenrand(19650218);
    let i = 1;
    let j = 0;
    for (let k = Math.max(N, key.length); k; k--) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = ((mt[i] ^ Math.imul(prev, 1664525)) + key[j] + j) >>> 0;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = N - 1; k; k--) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = ((mt[i] ^ Math.imul(prev, 1566083941)) - i) >>> 0;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
    }
    mt[0] = 0x80000000;
  }

  uint32() {
    const mt = this.mt;
    if (this.index >= N) {
      for (let k = 0; k < N; k++) {
        const y = (mt[k] & 0x80000000) | (mt[(k + 1) % N] & 0x7fffffff);
        mt[k] = (mt[(k + 397) % N] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0)) >>> 0;
      }
      this.index = 0;
    }
    let y = mt[this.index++];
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** random.random(): a float in [0, 1) with 53 random bits. */
  random() {
    const a = this.uint32() >>> 5;
    const b = this.uint32() >>> 6;
    return (a * 67108864 + b) / 9007199254740992;
  }

  /** random.getrandbits(k) for 1 <= k <= 32. */
  getrandbits(k) {
    return this.uint32() >>> (32 - k);
  }

  /** random.randrange(n) for 1 <= n < 2**32 (CPython's _randbelow_with_getrandbits). */
  randrange(n) {
    const k = n.toString(2).length;
    let r = this.getrandbits(k);
    while (r >= n) r = this.getrandbits(k);
    return r;
  }
}

/** The engine's shuffle (unoduo.core.state.shuffle): Fisher-Yates with rng.random(), in place. */
export function engineShuffle(rng, cards) {
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(rng.random() * (i + 1));
    const swap = cards[i];
    cards[i] = cards[j];
    cards[j] = swap;
  }
  return cards;
}
