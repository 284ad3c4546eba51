#!/usr/bin/env python3
"""Synthesise the collection's sound effects and its music loop into sounds/.

Every sound is made here from sine waves, filtered noise and envelopes: no recordings,
no downloads, only the standard library (math, random, array, wave). Each sound has its
own fixed seed, so running the tool twice writes byte-identical files.

    .venv/bin/python tools/make_sounds.py             write sounds/*.wav (from the repository root)
    .venv/bin/python tools/make_sounds.py --out DIR   write them somewhere else
    .venv/bin/python tools/make_sounds.py --report    also print each file's duration and levels

The files are 16-bit mono WAV: effects at 22050 Hz, the music at 16000 Hz (a soft pad has
nothing above a few kHz; this keeps the committed folder small). Which game event plays
which sound is data: data/sounds.yaml.
"""
from __future__ import annotations

import argparse
import array
import itertools
import math
import operator
import random
import sys
import wave
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sounds"
RATE = 22050            # effects
MUSIC_RATE = 16000      # the music loop
TAU = 2 * math.pi


# ----------------------------------------------------------------------------- building blocks
def samples(seconds: float, rate: int = RATE) -> int:
    return int(round(seconds * rate))


def rng_for(name: str) -> random.Random:
    """Each sound's own fixed seed (from its name), so one sound can change without the others."""
    return random.Random(zlib.crc32(name.encode()))


def silence(n: int) -> list:
    return [0.0] * n


def add(into: list, sound: list, at: int = 0, gain: float = 1.0, wrap: bool = False) -> None:
    """Mix `sound` into `into` from sample `at` (cut at the end, or wrapped round for a loop)."""
    n = len(into)
    while sound:
        at %= n if wrap else max(n, at + 1)
        part = sound[:max(0, n - at)]
        into[at:at + len(part)] = [a + b * gain for a, b in zip(into[at:at + len(part)], part)]
        sound = sound[len(part):] if wrap else []
        at += len(part)


def noise(rng: random.Random, n: int) -> list:
    u = rng.random
    return [2.0 * u() - 1.0 for _ in range(n)]


def brown(rng: random.Random, n: int, leak: float = 0.995) -> list:
    """Integrated (red) noise: a low rumble."""
    out, y, u = [], 0.0, rng.random
    for _ in range(n):
        y = leak * y + (2.0 * u() - 1.0) * 0.1
        out.append(y)
    return out


def tone(freq, n: int, rate: int = RATE, phase: float = 0.0) -> list:
    """A sine; `freq` is a number or a function of the time in seconds (a glide)."""
    if not callable(freq):
        w = TAU * freq / rate
        return [math.sin(phase + w * i) for i in range(n)]
    out, ph, sin = [], phase, math.sin
    for i in range(n):
        out.append(sin(ph))
        ph += TAU * freq(i / rate) / rate
    return out


def env(n: int, attack: float, decay: float, rate: int = RATE, hold: float = 0.0) -> list:
    """Raised-cosine attack, an optional hold, then exponential decay with time constant
    `decay` (seconds), and a 10 ms fade to zero at the end. No corners: nothing clicks."""
    a, h = max(1, samples(attack, rate)), samples(hold, rate)
    a, h = min(a, n), max(0, min(h, n - a))
    rise = [0.5 - 0.5 * math.cos(math.pi * i / a) for i in range(a)]
    fall = n - a - h
    ratio = math.exp(-1.0 / max(1e-6, decay * rate))
    tail = list(itertools.accumulate(itertools.repeat(ratio, fall - 1), operator.mul, initial=1.0)) \
        if fall > 0 else []
    return fades(rise + [1.0] * h + tail, 0.0, 0.01, rate)      # cut short, it still ends at zero


def swell(n: int, peak: float, power: float = 1.0) -> list:
    """A smooth hump from 0 up to 1 at `peak` (0..1 of the length) and back to 0."""
    out = []
    for i in range(n):
        x = i / max(1, n - 1)
        y = x / peak if x < peak else (1 - x) / (1 - peak)
        out.append((0.5 - 0.5 * math.cos(math.pi * y)) ** power)
    return out


def mul(a: list, b) -> list:
    if callable(b):
        return [x * b(i) for i, x in enumerate(a)]
    if isinstance(b, (int, float)):
        return [x * b for x in a]
    return [x * y for x, y in zip(a, b)]


def lowpass(x: list, fc: float, rate: int = RATE) -> list:
    """One-pole low-pass (6 dB/octave)."""
    k = 1.0 - math.exp(-TAU * fc / rate)
    out, y = [], 0.0
    for v in x:
        y += k * (v - y)
        out.append(y)
    return out


def highpass(x: list, fc: float, rate: int = RATE) -> list:
    low = lowpass(x, fc, rate)
    return [a - b for a, b in zip(x, low)]


def svf(x: list, cutoff, q: float, mode: str = "band", rate: int = RATE) -> list:
    """A state-variable filter (the trapezoidal form: stable at any cutoff); `cutoff` is a
    number or a function of the time in seconds, re-evaluated every 16 samples."""
    k = 1.0 / q
    ic1 = ic2 = 0.0
    out = []
    a1 = a2 = a3 = 0.0
    for i, v0 in enumerate(x):
        if i % 16 == 0:
            fc = cutoff(i / rate) if callable(cutoff) else cutoff
            g = math.tan(math.pi * min(fc, rate * 0.45) / rate)
            a1 = 1.0 / (1.0 + g * (g + k))
            a2 = g * a1
            a3 = g * a2
        v3 = v0 - ic2
        v1 = a1 * ic1 + a2 * v3
        v2 = ic2 + a2 * ic1 + a3 * v3
        ic1 = 2 * v1 - ic1
        ic2 = 2 * v2 - ic2
        out.append(v1 if mode == "band" else v2 if mode == "low" else v0 - k * v1 - v2)
    return out


def fades(x: list, start: float = 0.004, end: float = 0.02, rate: int = RATE) -> list:
    """Raised-cosine fade in and out: the first and last samples are exactly zero."""
    n = len(x)
    a, b = samples(start, rate), max(2, samples(end, rate))
    x = list(x)
    for i in range(min(a, n) if a > 1 else 0):
        x[i] *= 0.5 - 0.5 * math.cos(math.pi * i / a)
    for i in range(min(b, n)):
        x[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / b)
    return x


def normalise(x: list, peak: float) -> list:
    top = max(abs(v) for v in x) or 1.0
    return [v * peak / top for v in x]


def remove_dc(x: list) -> list:
    mean = sum(x) / len(x)
    return [v - mean for v in x]


def finish(x: list, peak: float, rate: int = RATE, end: float = 0.02) -> list:
    return fades(normalise(remove_dc(x), peak), end=end, rate=rate)


def burst(rng, seconds: float, centre: float, q: float, decay: float) -> list:
    """A short knock of resonant filtered noise (a crackle, a click of wood)."""
    n = samples(seconds)
    return mul(svf(noise(rng, n), centre, q), env(n, 0.0008, decay))


def bell(freq: float, seconds: float, decay: float, rate: int = RATE, bright: float = 0.35) -> list:
    """A soft bell: the fundamental with a slightly stretched octave and twelfth that die
    away sooner."""
    n = samples(seconds, rate)
    body = tone(freq, n, rate)
    octave = mul(tone(freq * 2.003, n, rate), env(n, 0.004, decay * 0.45, rate))
    twelfth = mul(tone(freq * 3.01, n, rate), env(n, 0.003, decay * 0.25, rate))
    mixed = [a + bright * b + bright * 0.35 * c for a, b, c in zip(body, octave, twelfth)]
    return mul(mixed, env(n, 0.006, decay, rate))


def note(midi: float) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


# ----------------------------------------------------------------------------- Zefiria
def make_swap():
    """An airy whoosh: noise through a band-pass that sweeps up and back down."""
    rng = rng_for("swap")
    n = samples(0.6)
    air = svf(noise(rng, n), lambda t: 380 + 1800 * math.sin(math.pi * min(t / 0.6, 1)) ** 1.6, 1.3)
    body = lowpass(noise(rng, n), 500)
    shape = swell(n, 0.42, 1.4)
    shimmer = mul(tone(lambda t: 880 + 500 * t, n), env(n, 0.12, 0.2))
    return finish([(a + 0.6 * b) * s + 0.04 * c for a, b, s, c in zip(air, body, shape, shimmer)], 0.55)


def make_flight():
    """A lighter, rising breeze with two small chimes: a spirit takes off."""
    rng = rng_for("flight")
    n = samples(0.55)
    air = svf(noise(rng, n), lambda t: 600 + 2400 * (t / 0.55) ** 1.2, 2.0)
    air = mul(air, swell(n, 0.35, 1.2))
    out = list(air)
    add(out, bell(note(88), 0.4, 0.12), samples(0.08), 0.10)     # E6
    add(out, bell(note(95), 0.35, 0.10), samples(0.18), 0.08)    # B6
    return finish(out, 0.5)


def make_storm():
    """A rumble under a passing gust."""
    rng = rng_for("storm")
    n = samples(1.5)
    rumble = highpass(lowpass(brown(rng, n), 160), 35)
    slow = lowpass([rng.uniform(0.4, 1.0) for _ in range(n)], 3)
    top = max(slow)
    slow = [v / top for v in slow]
    gust = svf(noise(rng, n), lambda t: 300 + 900 * math.sin(math.pi * min(t / 1.3, 1)) ** 2, 0.9)
    gust = mul(gust, swell(n, 0.38, 1.5))
    shape = env(n, 0.15, 0.55, hold=0.35)
    r_top = max(abs(v) for v in rumble)
    out = [(1.1 * r / r_top * s + 0.9 * g) * e for r, s, g, e in zip(rumble, slow, gust, shape)]
    return finish(out, 0.7, end=0.15)


def make_chime():
    """A soft glint: a gem taken or spent."""
    n = samples(0.7)
    out = silence(n)
    add(out, bell(note(88), 0.7, 0.22, bright=0.25), 0, 0.6)
    add(out, bell(note(92), 0.6, 0.2, bright=0.25), samples(0.07), 0.45)
    return finish(out, 0.4, end=0.05)


# ----------------------------------------------------------------------------- Fire Tower
def make_gem_drop():
    """A soft wooden thunk, then a few crackles of fire."""
    rng = rng_for("gem_drop")
    n = samples(0.5)
    thunk_n = samples(0.2)
    thunk = mul(tone(lambda t: 70 + 110 * math.exp(-t / 0.03), thunk_n), env(thunk_n, 0.002, 0.05))
    out = silence(n)
    add(out, thunk, 0, 0.7)
    add(out, burst(rng, 0.03, 1200, 1.5, 0.006), 0, 0.5)
    t = 0.03
    while t < 0.42:
        loud = 1.6 * (1 - t / 0.45) * rng.uniform(0.4, 1.0)
        add(out, burst(rng, 0.02, rng.uniform(1800, 3600), 3.0, rng.uniform(0.002, 0.005)), samples(t), loud)
        t += rng.uniform(0.015, 0.05)
    hiss_n = samples(0.4)
    hiss = mul(svf(noise(rng, hiss_n), 3000, 0.8), env(hiss_n, 0.03, 0.1))
    add(out, hiss, samples(0.02), 0.08)
    return finish(out, 0.65, end=0.04)


def make_firebreak():
    """Two chops of a spade into earth."""
    rng = rng_for("firebreak")
    n = samples(0.5)
    out = silence(n)
    for at, gain in ((0.0, 1.0), (0.2, 0.8)):
        chop_n = samples(0.16)
        chop = mul(svf(noise(rng, chop_n), 900, 1.6), env(chop_n, 0.001, 0.025))
        thud = mul(tone(lambda t: 60 + 60 * math.exp(-t / 0.02), chop_n), env(chop_n, 0.002, 0.04))
        dirt = mul(lowpass(noise(rng, chop_n), 1500), env(chop_n, 0.01, 0.05))
        add(out, [1.8 * a + 0.7 * b + 0.4 * c for a, b, c in zip(chop, thud, dirt)], samples(at), gain)
    return finish(out, 0.65, end=0.05)


def make_water():
    """A splash and a few rising bubbles."""
    rng = rng_for("water")
    n = samples(0.75)
    out = silence(n)
    splash_n = samples(0.5)
    splash = lowpass(highpass(noise(rng, splash_n), 1200), 6000)
    add(out, mul(splash, env(splash_n, 0.006, 0.1)), 0, 0.8)
    for _ in range(9):
        at = rng.uniform(0.04, 0.5)
        f0 = rng.uniform(500, 1300)
        dur = rng.uniform(0.03, 0.06)
        m = samples(dur)
        blip = mul(tone(lambda t, f0=f0, dur=dur: f0 * (1 + 0.7 * t / dur), m), swell(m, 0.3))
        add(out, blip, samples(at), rng.uniform(0.15, 0.3))
    return finish(out, 0.6, end=0.06)


def make_hawk():
    """A hawk's two-part call, kee-eer: a gliding whistle with a fast waver, softened."""
    rng = rng_for("hawk")
    n = samples(0.7)
    out = silence(n)
    calls = ((0.0, 0.26, lambda t: 2100 + 500 * math.sin(math.pi * min(t / 0.26, 1))),
             (0.31, 0.34, lambda t: 2500 - 900 * (t / 0.34) ** 0.8))
    for at, dur, glide in calls:
        m = samples(dur)
        def pitch(t, glide=glide):
            return glide(t) + 45 * math.sin(TAU * 28 * t)
        core = tone(pitch, m)
        second = tone(lambda t, p=pitch: 2 * p(t), m)
        breath = svf(noise(rng, m), 2400, 3.0)
        shape = env(m, 0.02, 0.12, hold=dur * 0.35)
        add(out, [(a + 0.2 * b + 0.25 * c) * s for a, b, c, s in zip(core, second, breath, shape)],
            samples(at))
    return finish(lowpass(out, 4500), 0.4, end=0.05)


def make_wind_die():
    """A die rattling on a table and settling."""
    rng = rng_for("wind_die")
    n = samples(0.7)
    out = silence(n)
    t, gain = 0.0, 1.0
    gap = 0.035
    while t < 0.55:
        knock_n = samples(0.03)
        wood = burst(rng, 0.03, rng.uniform(1700, 2800), 4.0, 0.004)
        knock = mul(tone(rng.uniform(420, 680), knock_n), env(knock_n, 0.0008, 0.008))
        add(out, [a + 0.5 * b for a, b in zip(wood, knock)], samples(t), gain * rng.uniform(0.6, 1.0))
        t += gap * rng.uniform(0.8, 1.3)
        gap *= 1.18
        gain *= 0.86
    return finish(out, 0.6, end=0.05)


def make_tower_burn():
    """A roar of fire: swelling noise, a deep rumble and crackles."""
    rng = rng_for("tower_burn")
    n = samples(1.5)
    roar = svf(noise(rng, n), lambda t: 400 + 1100 * math.sin(math.pi * min(t / 1.2, 1)), 0.7, "low")
    rumble = highpass(lowpass(brown(rng, n), 120), 30)
    r_top = max(abs(v) for v in rumble) or 1.0
    deep = tone(55, n)
    flutter = [0.75 + 0.25 * math.sin(TAU * 7 * i / RATE + 1.3 * math.sin(TAU * 1.7 * i / RATE))
               for i in range(n)]
    shape = env(n, 0.35, 0.45, hold=0.4)
    out = [(a * f + 0.7 * r / r_top + 0.15 * d) * s
           for a, r, d, f, s in zip(roar, rumble, deep, flutter, shape)]
    top = max(abs(v) for v in out)
    for _ in range(22):
        at = rng.uniform(0.05, 1.2)
        add(out, burst(rng, 0.02, rng.uniform(1500, 3500), 3.0, 0.004), samples(at),
            top * rng.uniform(0.15, 0.4))
    return finish(out, 0.75, end=0.25)


# ----------------------------------------------------------------------------- the table
def make_card():
    """A card flicked onto the table: a short dry paper sweep."""
    rng = rng_for("card")
    n = samples(0.16)
    flick = svf(noise(rng, n), lambda t: 5200 - 2500 * t / 0.16, 0.8)
    slap_n = samples(0.08)
    slap = mul(lowpass(noise(rng, slap_n), 2500), env(slap_n, 0.001, 0.012))
    out = mul(flick, env(n, 0.003, 0.03))
    add(out, slap, samples(0.035), 0.5)
    return finish(out, 0.45, end=0.02)


def make_click():
    """A button: a short rounded tick."""
    rng = rng_for("click")
    n = samples(0.1)
    body = [a + 0.3 * b for a, b in zip(tone(1500, n), tone(2250, n))]
    out = mul(body, env(n, 0.0015, 0.012))
    add(out, mul(lowpass(noise(rng, n), 3000), env(n, 0.0005, 0.003)), 0, 0.3)
    return finish(out, 0.35, end=0.02)


def make_win():
    """A short rising major arpeggio (C E G C) of soft bells."""
    n = samples(1.3)
    out = silence(n)
    for k, midi in enumerate((72, 76, 79, 84)):
        last = k == 3
        add(out, bell(note(midi), 1.3 - 0.11 * k, 0.6 if last else 0.3), samples(0.11 * k),
            1.0 if last else 0.8)
    return finish(out, 0.6, end=0.12)


def make_loss():
    """A falling minor triad (G E-flat C), the last note sagging a little."""
    n = samples(1.4)
    out = silence(n)
    for k, midi in enumerate((67, 63, 60)):
        last = k == 2
        m = n - samples(0.22 * k)
        f = note(midi)
        sag = 0.4 / 12 if last else 0.0          # the last note sinks by 40 cents

        def glide(t, f=f, sag=sag):
            return f * 2 ** (-sag * min(t / 0.9, 1.0))
        # a soft triangle-like tone: odd harmonics, quickly weaker
        partials = [tone(lambda t, h=h: h * glide(t), m) for h in (1, 3, 5)]
        soft = [a + 0.11 * b + 0.04 * c for a, b, c in zip(*partials)]
        add(out, mul(soft, env(m, 0.015, 0.65 if last else 0.3)), samples(0.22 * k), 1.0)
    return finish(lowpass(out, 3000), 0.5, end=0.15)


# ----------------------------------------------------------------------------- music
CHORDS = ((50, 57, 61, 66),    # D maj7
          (47, 54, 57, 62),    # B min7
          (43, 50, 54, 59),    # G maj7
          (45, 52, 57, 62))    # A sus4
CHORD_SECONDS = 8.0
MUSIC_SECONDS = CHORD_SECONDS * len(CHORDS)
ARP = (0, 1, 2, 3, 2, 1, 3, 2)


def comb(x: list, delay: int, feedback: float) -> list:
    """y[n] = x[n] + g*y[n-d], computed a block of `delay` samples at a time."""
    y = []
    prev = [0.0] * delay
    for start in range(0, len(x), delay):
        block = x[start:start + delay]
        prev = [a + feedback * b for a, b in zip(block, prev)]
        y.extend(prev)
    return y


def allpass(x: list, delay: int, g: float) -> list:
    """y[n] = -g*x[n] + x[n-d] + g*y[n-d], a block at a time."""
    y = []
    prev_x = [0.0] * delay
    prev_y = [0.0] * delay
    for start in range(0, len(x), delay):
        block = x[start:start + delay]
        prev_y = [-g * a + b + g * c for a, b, c in zip(block, prev_x, prev_y)]
        prev_x = block
        y.extend(prev_y)
    return y


def reverb(x: list, rate: int) -> list:
    """A small Schroeder reverb: four combs in parallel, two all-passes in series."""
    scale = rate / 44100
    wet = silence(len(x))
    for d, g in ((1557, 0.84), (1617, 0.83), (1491, 0.85), (1422, 0.84)):
        for i, v in enumerate(comb(x, int(d * scale), g)):
            wet[i] += v
    for d in (556, 341):
        wet = allpass(wet, int(d * scale), 0.5)
    return lowpass(wet, 2500, rate)


def make_music():
    """A gentle ambient loop: a slow pad through four chords and a sparse bell arpeggio over
    it, with a little reverb. Every tail wraps round to the start, so the loop is seamless."""
    rate = MUSIC_RATE
    rng = rng_for("music")
    n = samples(MUSIC_SECONDS, rate)
    chord_n = samples(CHORD_SECONDS, rate)
    pad = silence(n)
    for c, chord in enumerate(CHORDS):
        span = chord_n + samples(3.0, rate)          # each chord fades into the next
        rise, fall_from, fall = samples(2.5, rate), chord_n - samples(0.5, rate), samples(3.5, rate)
        shape = [min(1.0, i / rise) * max(0.0, min(1.0, 1.0 - (i - fall_from) / fall)) for i in range(span)]
        shape = [v * v * (3 - 2 * v) for v in shape]        # smooth corners
        for midi in chord:
            f = note(midi)
            detune = 2 ** (rng.uniform(3, 6) / 1200)
            voice = [a + b + 0.12 * h for a, b, h in zip(tone(f * detune, span, rate, rng.random() * TAU),
                                                         tone(f / detune, span, rate, rng.random() * TAU),
                                                         tone(2 * f, span, rate))]
            add(pad, mul(voice, shape), c * chord_n, 0.12, wrap=True)
    breath = [0.85 + 0.15 * math.sin(TAU * i / n * 8) for i in range(n)]     # whole cycles: seamless
    pad = mul(pad, breath)
    arp = silence(n)
    step = samples(0.5, rate)
    for c, chord in enumerate(CHORDS):
        for k in range(int(CHORD_SECONDS / 0.5)):
            if rng.random() < 0.35:
                continue
            midi = chord[ARP[k % len(ARP)]] + 24
            ring = bell(note(midi), 1.8, 0.55, rate, bright=0.2)
            add(arp, ring, c * chord_n + k * step, rng.uniform(0.09, 0.15), wrap=True)
    dry = [a + b for a, b in zip(pad, arp)]
    twice = reverb(dry + dry, rate)[n:]          # the second pass: the reverb already rings
    out = [a + 0.35 * w for a, w in zip(dry, twice)]
    out = highpass(out + out, 40, rate)[n:]
    out = normalise(remove_dc(out), 0.45)
    return out


# ----------------------------------------------------------------------------- writing
#: name -> (maker, sample rate); the names are what data/sounds.yaml refers to
SOUNDS = {
    "swap": (make_swap, RATE), "flight": (make_flight, RATE), "storm": (make_storm, RATE),
    "chime": (make_chime, RATE),
    "gem_drop": (make_gem_drop, RATE), "firebreak": (make_firebreak, RATE),
    "water": (make_water, RATE), "hawk": (make_hawk, RATE), "wind_die": (make_wind_die, RATE),
    "tower_burn": (make_tower_burn, RATE),
    "card": (make_card, RATE), "click": (make_click, RATE), "win": (make_win, RATE),
    "loss": (make_loss, RATE),
    "music": (make_music, MUSIC_RATE),
}


def to_pcm(x: list) -> bytes:
    data = array.array("h", (max(-32767, min(32767, int(round(v * 32767)))) for v in x))
    if sys.byteorder == "big":
        data.byteswap()             # WAV is little-endian
    return data.tobytes()


def write_wav(path: Path, x: list, rate: int) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(to_pcm(x))


def analyse(path: Path) -> dict:
    """What a listener would check, in numbers: length, peak and RMS level (dBFS), how many
    samples touch full scale, and the first and last samples (a click if not near zero)."""
    with wave.open(str(path), "rb") as w:
        rate, frames, width, channels = w.getframerate(), w.getnframes(), w.getsampwidth(), w.getnchannels()
        data = array.array("h", w.readframes(frames))
    if sys.byteorder == "big":
        data.byteswap()
    peak = max((abs(v) for v in data), default=0)
    rms = math.sqrt(sum(v * v for v in data) / max(1, len(data)))

    def db(v):
        return 20 * math.log10(v / 32767) if v > 0 else float("-inf")
    return {"rate": rate, "frames": frames, "width": width, "channels": channels,
            "seconds": frames / rate if rate else 0.0, "peak": peak, "peak_db": db(peak),
            "rms_db": db(rms), "clipped": sum(1 for v in data if abs(v) >= 32767),
            "edges": (abs(data[0]), abs(data[-1])) if len(data) else (0, 0),
            "bytes": path.stat().st_size}


def make_all(out: Path = OUT, names=None) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (maker, rate) in SOUNDS.items():
        if names and name not in names:
            continue
        path = out / f"{name}.wav"
        write_wav(path, maker(), rate)
        written.append(path)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write into (default sounds/)")
    parser.add_argument("--report", action="store_true", help="print each file's length and levels")
    parser.add_argument("names", nargs="*", help="only these sounds")
    args = parser.parse_args(argv)
    paths = make_all(args.out, args.names)
    if args.report:
        total = 0
        print(f"{'sound':<12}{'seconds':>8}{'peak dB':>9}{'rms dB':>8}{'clipped':>8}{'edges':>10}{'KB':>7}")
        for path in paths:
            a = analyse(path)
            total += a["bytes"]
            print(f"{path.stem:<12}{a['seconds']:>8.2f}{a['peak_db']:>9.1f}{a['rms_db']:>8.1f}"
                  f"{a['clipped']:>8}{str(a['edges']):>10}{a['bytes'] / 1024:>7.0f}")
        print(f"{'total':<12}{'':>43}{total / 1024:>7.0f}")
    else:
        print(f"wrote {len(paths)} sounds to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
