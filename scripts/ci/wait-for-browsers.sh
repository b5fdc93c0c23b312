#!/usr/bin/env bash
# `npm test`'s first browser stage waits here for the browsers .ci/run is still installing from
# Debian beside `npm ci` and the first stages (it writes apt's exit status into the file named by
# CI_BROWSERS_READY_FILE when done). Without that variable, as on a developer's machine, the
# browsers are already there: nothing to wait for.
set -euo pipefail
[ -n "${CI_BROWSERS_READY_FILE:-}" ] || exit 0
while [ ! -s "$CI_BROWSERS_READY_FILE" ]; do sleep 1; done
status=$(cat "$CI_BROWSERS_READY_FILE")
if [ "$status" != 0 ]; then
  echo "installing the browsers from Debian failed (exit $status):"
  cat "${CI_BROWSERS_LOG:-/dev/null}"
  exit 1
fi
echo "browsers installed"
