#!/usr/bin/env bash
# A longer run of the generated lifter journeys (Tests/PlusCLITests/JourneyTests.swift): N seeded
# journeys (default 20; the suite runs 3), each checked against its invariants after every step.
#   bash scripts/journeys.sh 50
set -euo pipefail
cd "$(dirname "$0")/.."
PLUSMD_JOURNEYS="${1:-20}" swift test --filter JourneyTests
