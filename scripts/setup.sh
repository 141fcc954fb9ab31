#!/usr/bin/env bash
# Installs what plusmd needs on Debian/Ubuntu, doing nothing for what is already there:
# libcmark (Markdown) and libyaml (front matter) to build; with --tests also what the test suite
# drives for real: git (sync), tmux (the terminal screens), man-db (the man page), make (install),
# zsh and fish (their completion scripts, run interactively), chromium and python3 (the HTML report,
# rendered headless by scripts/browser-probe.py), poppler-utils (pdftotext and pdfinfo read the
# printed card's PDF), neovim (a real client of `plusmd lsp`, driven headless by
# scripts/nvim-lsp-probe.lua), python3-venv (the venv of pytest-lsp, a second real client, from PyPI:
# scripts/vscode_lsp_probe.py).
# Needs Swift 6 on PATH.
set -euo pipefail

packages=(libcmark-dev libyaml-dev pkg-config)
[ "${1:-}" = "--tests" ] && packages+=(git tmux man-db make zsh fish chromium python3 poppler-utils neovim python3-venv)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing ${missing[*]}…" >&2
  $sudo apt-get install -y "${missing[@]}" >/dev/null 2>&1 \
    || { $sudo apt-get update >/dev/null && $sudo apt-get install -y "${missing[@]}" >/dev/null; }
fi
command -v swift >/dev/null || { echo "Swift 6 is not on PATH: see https://swift.org/install" >&2; exit 1; }
