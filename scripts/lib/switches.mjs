// The launcher's on/off environment switches (FRONT_CACHE, FAST_ROUTES).

/** On unless set to off, 0, false or no (any case, surrounding spaces ignored). */
export function switchedOn(value) {
  return !/^(off|0|false|no)$/i.test((value ?? "").trim());
}
