#!/usr/bin/env bash
# Generates the trainer's sound effects: assets/sounds/<name>.ogg (and <name>.mp3 for howler's fallback).
#   card-slide  a card slid across the felt           card-turn  a card flicked face up and landing
#   chips       a few chips clicking onto a stack     right      a soft rising two-note chime
#   wrong       a soft falling two-note tone
# Every sound is synthesised (no recordings), mono 44.1 kHz, under 0.6 s, peak-normalised to -3 dBFS.
#
# Needs: sox (Debian `sox`) and ffmpeg with libvorbis and libmp3lame (Debian `ffmpeg`).
# Reproducible: `sox -R` seeds the noise generators with a fixed number, and ffmpeg runs in bitexact mode with a
# fixed Ogg serial number and no metadata, so the same tool versions give byte-identical files.
# Usage: bash scripts/make-sounds.sh            (from any directory)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/../assets/sounds"
mkdir -p "$out"
for tool in sox ffmpeg; do
  command -v "$tool" >/dev/null || { echo "make-sounds: $tool is required (apt-get install sox ffmpeg)" >&2; exit 1; }
done

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

RATE=44100
# New audio: repeatable random numbers, mono, 44.1 kHz, 16-bit.
gen() { sox -R -n -r "$RATE" -c 1 -b 16 "$@"; }
# Mixes the given files (without sox's 1/n scaling) and normalises the peak to -3 dBFS.
mixdown() {
  local target="$1"
  shift
  if [ "$#" -eq 1 ]; then
    sox -R "$1" "$target" gain -n -3
  else
    sox -R -m -v 1 "$1" $(for f in "${@:2}"; do printf -- '-v 1 %s ' "$f"; done) "$target" gain -n -3
  fi
}

# card-slide: pink noise shaped like a slide on felt: quick swell, long soft tail, no low rumble or hiss.
gen "$tmp/slide.wav" synth 0.28 pinknoise highpass 700 lowpass 5000 fade q 0.04 0.28 0.2 tremolo 9 20
mixdown "$tmp/card-slide.wav" "$tmp/slide.wav"

# card-turn: a crisp flick, then the softer tap of the card landing 70 ms later.
gen "$tmp/flick.wav" synth 0.05 whitenoise vol 0.5 highpass 1800 lowpass 9000 fade q 0.002 0.05 0.045
gen "$tmp/land.wav" synth 0.09 pinknoise lowpass 1400 highpass 150 fade q 0.003 0.09 0.08 pad 0.07 vol 0.8
mixdown "$tmp/card-turn.wav" "$tmp/flick.wav" "$tmp/land.wav"

# chips: five clay-chip clicks, each a short band of noise plus a faint ring, settling in time and level.
clicks=()
i=0
# at (s), pitch (Hz), click level, ring level
for spec in "0.000 3300 1.00 0.12" "0.055 3900 0.80 0.10" "0.100 3000 0.70 0.08" "0.165 3600 0.50 0.06" \
  "0.215 3200 0.35 0.04"; do
  read -r at pitch level ring <<<"$spec"
  gen "$tmp/noise$i.wav" synth 0.03 whitenoise vol 0.5 bandpass "$pitch" 0.8q fade q 0.001 0.03 0.029 \
    pad "$at" vol "$level"
  gen "$tmp/ring$i.wav" synth 0.05 sine "$pitch" synth 0.05 sine mix "$((pitch * 27 / 10))" \
    fade q 0.001 0.05 0.049 pad "$at" vol "$ring"
  clicks+=("$tmp/noise$i.wav" "$tmp/ring$i.wav")
  i=$((i + 1))
done
mixdown "$tmp/chips.wav" "${clicks[@]}"

# right: A5 then E6 (a rising fifth), sine with a quiet octave, bell-like decay.
gen "$tmp/r1.wav" synth 0.36 sine 880 synth 0.36 sine mix 1760 vol 0.9 fade l 0.004 0.36 0.34
gen "$tmp/r2.wav" synth 0.42 sine 1318.5 synth 0.42 sine mix 2637 vol 0.9 fade l 0.004 0.42 0.40 pad 0.09
mixdown "$tmp/right.wav" "$tmp/r1.wav" "$tmp/r2.wav"

# wrong: E-flat 4 down to B-flat 3, soft triangle tones with the edge taken off: clear but not a buzzer.
gen "$tmp/w1.wav" synth 0.18 triangle 311.1 lowpass 1600 fade q 0.006 0.18 0.08
gen "$tmp/w2.wav" synth 0.32 triangle 233.1 lowpass 1400 fade q 0.006 0.32 0.26 pad 0.15
mixdown "$tmp/wrong.wav" "$tmp/w1.wav" "$tmp/w2.wav"

for name in card-slide card-turn chips right wrong; do
  ffmpeg -nostdin -loglevel error -y -i "$tmp/$name.wav" -map_metadata -1 -fflags +bitexact -flags:a +bitexact \
    -ac 1 -ar "$RATE" -c:a libvorbis -q:a 3 -serial_offset 1 "$out/$name.ogg"
  ffmpeg -nostdin -loglevel error -y -i "$tmp/$name.wav" -map_metadata -1 -fflags +bitexact -flags:a +bitexact \
    -ac 1 -ar "$RATE" -c:a libmp3lame -b:a 64k -id3v2_version 0 -write_xing 0 "$out/$name.mp3"
done
ls -l "$out"
