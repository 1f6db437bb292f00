#!/usr/bin/env bash
# Drives `layoutsim repl` in a real terminal (tmux): types commands, presses Tab and ↑, and reads
# the screen back with capture-pane. Checks stepping forward and back, `why`, Tab completion,
# history, a typed event, and `render` writing an SVG. Exits non-zero on the first miss.
#
#   bash tools/repl_tmux_check.sh [path/to/layoutsim]
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/debug/layoutsim}"
command -v tmux >/dev/null || { echo "tmux is not installed (apt-get install tmux)"; exit 2; }
[ -x "$binary" ] || swift build --product layoutsim
session="layoutsim-repl-$$"
svg="$(mktemp -u /tmp/repl-XXXXXX.svg)"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -f "$svg"' EXIT

tmux new-session -d -s "$session" -x 160 -y 50 "$binary repl Scenarios/rotate.yaml"
screen() { tmux capture-pane -p -t "$session" -S -200; }
type_line() { tmux send-keys -t "$session" -l "$1"; tmux send-keys -t "$session" Enter; sleep 0.4; }
expect() {
  if ! screen | grep -qF -- "$1"; then
    echo "FAIL: the screen does not show: $1"; echo "---- screen ----"; screen; exit 1
  fi
  echo "ok: $1"
}

sleep 1
expect "type 'help'"
type_line "step"
expect "step 1: load"
type_line "step"
expect "step 2 [landscape]: rotate: landscapeLeft"
type_line "back"
expect "at step 1: load"
type_line "why caption.top"
expect "caption.top == photo.bottom + 12"
# Tab completion: "fr" + Tab becomes "frames ", then a view id by its first letters.
tmux send-keys -t "$session" -l "fr"; tmux send-keys -t "$session" Tab; sleep 0.3
tmux send-keys -t "$session" -l "capt"; tmux send-keys -t "$session" Tab; sleep 0.3
tmux send-keys -t "$session" Enter; sleep 0.4
expect "caption: frame [16, 292, 163.667, 20.333]"
# History: ↑ brings the last line back.
tmux send-keys -t "$session" Up; sleep 0.3; tmux send-keys -t "$session" Enter; sleep 0.4
[ "$(screen | grep -cF 'caption: frame [16, 292')" -ge 2 ] || { echo "FAIL: history"; screen; exit 1; }
echo "ok: history (↑) repeats the last command"
type_line "keyboard show"
expect "keyboardWillShowNotification"
# A typed event is read as a file's event would be: refused in the file's words.
type_line "set photo.size [-5, -5]"
expect "an image's size cannot be negative"
type_line "set caption.hidden maybe"
expect "expected true or false, found 'maybe'"
type_line "render $svg"
expect "wrote $svg"
grep -q "<svg" "$svg" || { echo "FAIL: $svg is not an SVG"; exit 1; }
echo "ok: $svg is an SVG"
type_line "quit"
sleep 0.5
if tmux has-session -t "$session" 2>/dev/null; then echo "FAIL: quit did not end the session"; exit 1; fi
echo "ok: quit ends the session"
echo "repl check: all passed"
