#!/usr/bin/env bash
# Install the named Debian packages that are missing; do nothing when all are there.
# A package named like the command it brings (npm) counts as there when that command is on the
# PATH, whoever installed it: Node.js from another source ships its own npm, which Debian's
# npm package would conflict with.
set -euo pipefail
missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || command -v "$package" >/dev/null 2>&1 \
    || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null; then
  echo "Please install these system packages: ${missing[*]}" >&2
  exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing Debian packages: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
