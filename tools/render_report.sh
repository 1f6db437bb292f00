#!/usr/bin/env bash
# Renders `layoutsim run --html` in headless Chromium, as a person would see the page, and checks
# that the screenshot is a real picture (exists and is larger than a blank page's PNG) and that the
# page's script shows the asked step alone.
#
# usage: tools/render_report.sh [SCENARIO] [STEP]
#   SCENARIO  a scenario file (default: Tests/ReportTests/Fixtures/pictures.yaml)
#   STEP      the step the page opens at (default: 1), through the page's #step=N address
# environment:
#   OUT          where the page and the screenshot go (default: /tmp; writes x.html and x.png)
#   MIN_PNG_KB   the smallest screenshot that counts as drawn (default: 20)
#   SCRATCH      swift build's scratch path (default: .build-pic)
#
# Chromium comes from Debian (`apt-get install -y chromium`); `swift test` never needs it.
set -euo pipefail

cd "$(dirname "$0")/.."
scenario="${1:-Tests/ReportTests/Fixtures/pictures.yaml}"
step="${2:-1}"
out="${OUT:-/tmp}"
min_kb="${MIN_PNG_KB:-20}"
scratch="${SCRATCH:-.build}"

browser="$(command -v chromium || command -v chromium-browser || true)"
if [[ -z "$browser" ]]; then
  echo "render_report: chromium is not installed (apt-get install -y chromium)" >&2
  exit 2
fi

swift build --scratch-path "$scratch" --product layoutsim >&2
bin="$(swift build --scratch-path "$scratch" --show-bin-path)/layoutsim"

html="$out/x.html"
png="$out/x.png"
rm -f "$png"
# Exit 1 means an expectation failed: the page still shows it, so it is not an error here.
set +e
"$bin" run "$scenario" --html "$html" >/dev/null
status=$?
set -e
if [[ $status -gt 1 ]]; then
  echo "render_report: layoutsim run exited $status" >&2
  exit "$status"
fi

"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --screenshot="$png" --window-size=1200,900 "file://$html#step=$step" >/dev/null 2>&1

if [[ ! -s "$png" ]]; then
  echo "render_report: no screenshot at $png" >&2
  exit 1
fi
size=$(stat -c %s "$png")
if (( size < min_kb * 1024 )); then
  echo "render_report: $png is only $size bytes; the page looks blank" >&2
  exit 1
fi

# The page's script ran: exactly the asked step is shown, and the position reads so.
dom="$("$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$html#step=$step" 2>/dev/null)"
shown=$(grep -o '<section class="step" id="step-[0-9]*" data-step="[0-9]*">' <<<"$dom" || true)
if [[ "$shown" != "<section class=\"step\" id=\"step-$step\" data-step=\"$step\">" ]]; then
  echo "render_report: the page does not show step $step alone (shown: ${shown:-none})" >&2
  exit 1
fi
if ! grep -q "<output id=\"position\">Step $step of " <<<"$dom"; then
  echo "render_report: the position does not read 'Step $step of …'" >&2
  exit 1
fi
echo "render_report: $png ($size bytes) from $html, step $step (layoutsim exit $status)"
