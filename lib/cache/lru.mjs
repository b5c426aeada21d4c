// A byte-bounded least-recently-used map: each instance's own copy of the entries it serves.
export class ByteLru {
  #map = new Map();
  #bytes = 0;

  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }

  get(key) {
    const item = this.#map.get(key);
    if (!item) return undefined;
    this.#map.delete(key);
    this.#map.set(key, item);
    return item.value;
  }

  set(key, value, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.#map.set(key, { value, size });
    this.#bytes += size;
    for (const [oldest, item] of this.#map) {
      if (this.#bytes <= this.maxBytes) break;
      this.#map.delete(oldest);
      this.#bytes -= item.size;
    }
  }

  delete(key) {
    const item = this.#map.get(key);
    if (!item) return;
    this.#map.delete(key);
    this.#bytes -= item.size;
  }

  get bytes() {
    return this.#bytes;
  }

  get size() {
    return this.#map.size;
  }
}
