#!/usr/bin/env bash
# Follows docs/getting-started.md from top to bottom, as a new user would: every ```sh block, in order, in
# one shell, with a fresh HOME (so the install goes to a new ~/.local). A ```sh background block is
# started in the background and must answer HTTP on the port it names before it is stopped.
#   Scripts/getting-started.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
page=docs/getting-started.md
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The iOS standard library the snippet checker builds once per machine stays shared (a fresh HOME would
# rebuild it, ~30 s); everything else starts empty, as for a new user.
export PUENTE_SDK_CACHE="${PUENTE_SDK_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/puente}"
script="$work/steps.sh"
{
  echo 'set -euo pipefail'
  echo "cd $(printf '%q' "$repo")"
  awk -v q="'" '
    /^```sh( background)?$/ { inside = 1; background = ($2 == "background"); steps++; printf "echo %s--- step %d (%s:%d)%s\n", q, steps, FILENAME, NR, q; next }
    inside && /^```$/ {
      inside = 0
      if (background) {
        print "( " command " ) > \"$HOME/background.log\" 2>&1 &"
        print "pid=$!"
        print "port=" port
        print "for i in $(seq 1 600); do curl -fsS -o /dev/null \"http://127.0.0.1:$port/\" 2>/dev/null && break; kill -0 $pid 2>/dev/null || break; sleep 0.5; done"
        print "curl -fsS \"http://127.0.0.1:$port/\" | grep -q \"<html\" || { cat \"$HOME/background.log\"; exit 1; }"
        print "kill $pid; wait $pid 2>/dev/null || true"
      }
      command = ""; next
    }
    inside && background {
      command = command $0
      if (match($0, /--port [0-9]+/)) port = substr($0, RSTART + 7, RLENGTH - 7)
      next
    }
    inside { print }
  ' "$page"
} > "$script"
steps=$(grep -c '^echo .--- step' "$script")
[ "$steps" -ge 6 ] || { echo "getting-started: found only $steps steps in $page" >&2; exit 1; }
mkdir -p "$work/home"
HOME="$work/home" PATH="$PATH" bash "$script"
echo "getting-started: all $steps steps of $page passed"
