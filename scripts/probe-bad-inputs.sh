#!/usr/bin/env bash
# The probe of bad and odd invocations: runs about 250 bad or odd invocations of every
# command (bin/ycsb load|run|shell, sweep, report, report merge, plan, and java ... site.ycsb.Client)
# and fails a case on a Java stack trace, an exit code other than the expected one (exit 0 where an
# error is expected), a hang (60 s at most; 5 to 15 s after SIGINT/SIGTERM), processes of its own left
# running, or a secret in stdout, stderr or any file the case wrote. Prints a table of clean/total
# cases by command and theme, then every bad case with its exit code and first message line. Exit 0
# only when every case is clean.
#
#   scripts/probe-bad-inputs.sh                    # every case
#   scripts/probe-bad-inputs.sh --list             # the cases, with command, theme and expected exit
#   scripts/probe-bad-inputs.sh 'plan-*' run-sigint-start-at-wait   # some cases (names or patterns)
#   scripts/probe-bad-inputs.sh --report-only      # the table, exit 0 even with bad cases
#   options: --jobs N (default 2), --work DIR (kept), --ports LOW-HIGH (the probe's own servers: an
#   HTTP server, a listener that never answers, a closed port; default any free port), --json FILE
#
# The cases live in scripts/probe_bad_inputs.py (Python 3, standard library). They run with
# YCSB_NO_BUILD=1, so the modules they use (core, redis, memcached, couchbase, mysql-memcached, report) must be
# built: this script builds them once when a jar is missing (scripts/test-all.sh runs it after its Maven build).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
case " $* " in
  *" --list "*|*" -h "*|*" --help "*) exec python3 scripts/probe_bad_inputs.py "$@" ;;
esac
missing=()
for module in core redis memcached couchbase mysql-memcached report; do
  if ! ls "$module"/target/*.jar 2>/dev/null | grep -qv -- '-tests\.jar$\|-sources\.jar$\|-javadoc\.jar$' \
      || [ ! -d "$module/target/dependency" ]; then
    missing+=("$module")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  modules="$(IFS=,; echo "${missing[*]}")"
  echo "probe: building $modules (jars missing)"
  ./mvnw -B -ntp -q -DskipTests -Dcheckstyle.skip -pl "$modules" -am package
fi
export YCSB_NO_BUILD=1
exec python3 scripts/probe_bad_inputs.py "$@"
