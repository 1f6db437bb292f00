#!/usr/bin/env bash
# Drives `layoutsim repl` in a real terminal (tmux): types commands, presses Tab and ↑, and reads
# the screen back with capture-pane. Checks stepping forward and back, `why`, Tab completion (of
# commands, ids and `id.attribute`), history, a typed event and the prompt after it, `goto` past
# the end, and `render` writing an SVG (and failing with one message). Exits non-zero on the first miss.
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
expect "caption: frame [16, 292, 165, 20.333]"
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
# Tab after `why caption.he` completes the attribute (ids and attributes, never command names).
tmux send-keys -t "$session" -l "why caption.he"; tmux send-keys -t "$session" Tab; sleep 0.3
tmux send-keys -t "$session" Enter; sleep 0.4
expect "caption.height = 20.333"
# After a typed event the prompt counts it apart from the scenario's events.
expect "(layoutsim step 2: 1/3 events + 1 typed)"
# `goto` past the end plays to the end and says there is no such step.
type_line "goto 1"
type_line "goto 9"
expect "there is no step 9: the last is step 4 (the scenario's 3 events + 1 typed); at step 4"
# A render that cannot write prints its error once.
type_line "render /proc/no/such/dir/x.svg"
[ "$(screen | grep -cF "cannot write '/proc/no/such/dir/x.svg'")" -eq 1 ] || { echo "FAIL: render error"; screen; exit 1; }
[ "$(screen | grep -oF "cannot write" | wc -l)" -eq 1 ] || { echo "FAIL: render error printed twice"; screen; exit 1; }
echo "ok: a failed render prints its error once"
type_line "quit"
sleep 0.5
if tmux has-session -t "$session" 2>/dev/null; then echo "FAIL: quit did not end the session"; exit 1; fi
echo "ok: quit ends the session"
echo "repl check: all passed"
