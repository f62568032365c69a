#!/bin/sh
#
# YCSB launcher for hosts without Python (POSIX sh; tested with dash and bash).
# Same usage as bin/ycsb:
#
#   bin/ycsb.sh {load|run|shell} <binding> [options]
#   bin/ycsb.sh {sweep|report} [args]
#   bin/ycsb.sh --help
#
# A thin shim, like bin/ycsb: it finds java and the core jar (in a source checkout without one it
# builds core first), asks site.ycsb.launcher.LauncherMain (the one implementation of the
# launchers: bindings.properties, arguments, class path, builds of stale modules, checks) for the
# Java command, one word a line, and becomes that command (exec), so Ctrl-C and SIGTERM reach the
# Java client directly and its exit code is this script's.

die() {
  printf 'ycsb: %s\n' "$1" >&2
  exit "${2:-1}"
}

# Locate bin/ and the YCSB home, following symbolic links to this script.
prg=$0
while [ -h "$prg" ]; do
  link=$(ls -ld "$prg" | sed 's/^.* -> //')
  case $link in
    /*) prg=$link ;;
    *) prg=$(dirname "$prg")/$link ;;
  esac
done
BIN_DIR=$(cd "$(dirname "$prg")" && pwd -P) || die "cannot locate the bin/ folder"
YCSB_HOME=$(dirname "$BIN_DIR")

if [ -n "$JAVA_HOME" ] && [ -x "$JAVA_HOME/bin/java" ]; then
  JAVA=$JAVA_HOME/bin/java
else
  [ -n "$JAVA_HOME" ] && printf 'ycsb: warning: JAVA_HOME=%s has no bin/java; using java from PATH\n' "$JAVA_HOME" >&2
  JAVA=$(command -v java) || die "java not found: install Java 17 or newer, or set JAVA_HOME"
fi

# core_jar: core/target/core-*.jar of a checkout, without classifier jars.
core_jar() {
  for jar in "$YCSB_HOME"/core/target/core-*.jar; do
    case $jar in
      *-sources.jar|*-tests.jar|*-test-sources.jar|*-javadoc.jar) continue ;;
    esac
    [ -f "$jar" ] && { printf '%s\n' "$jar"; return 0; }
  done
  return 1
}

# Where LauncherMain is: lib/* of the distribution, or core's jar (built if missing).
if ls "$YCSB_HOME"/lib/core-*.jar >/dev/null 2>&1; then
  CP="$YCSB_HOME/lib/*"
elif [ -f "$YCSB_HOME/pom.xml" ]; then
  if ! CP=$(core_jar); then
    if [ -x "$YCSB_HOME/mvnw" ]; then MAVEN=$YCSB_HOME/mvnw; else MAVEN=$(command -v mvn) || MAVEN=; fi
    BUILD="-q -B -DskipTests -Dcheckstyle.skip -pl core -am package"
    case ${YCSB_NO_BUILD:-} in
      ''|0|false) ;;
      *) die "core not built and YCSB_NO_BUILD is set; build with: ${MAVEN:-$YCSB_HOME/mvnw} $BUILD" ;;
    esac
    [ -n "$MAVEN" ] || die "cannot build: neither $YCSB_HOME/mvnw nor mvn on PATH was found"
    printf 'ycsb: building core (first run or sources changed)...\n' >&2
    # shellcheck disable=SC2086
    (cd "$YCSB_HOME" && "$MAVEN" $BUILD >&2) || die "build failed; to see the full output run: $MAVEN -B -DskipTests -pl core -am package"
    CP=$(core_jar) || die "the build finished but left no jar in core/target"
  fi
else
  die "cannot find YCSB in $YCSB_HOME: expected lib/ (distribution) or pom.xml (source tree) next to bin/"
fi

answer=$("$JAVA" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -XX:-UsePerfData -cp "$CP" \
  site.ycsb.launcher.LauncherMain print bin/ycsb.sh "$YCSB_HOME" "$JAVA" "$@")
code=$?
case $answer in
  '#ycsb-launch'*) ;;
  *)
    [ -n "$answer" ] && printf '%s\n' "$answer"
    exit "$code"
    ;;
esac

# The answer: the marker, the value of YCSB_COMMAND_LINE, the command one word a line, #ycsb-end.
set --
n=0
while IFS= read -r line; do
  n=$((n + 1))
  case $n in
    1) ;;
    2) YCSB_COMMAND_LINE=$line; export YCSB_COMMAND_LINE ;;
    *) [ "$line" = '#ycsb-end' ] && break; set -- "$@" "$line" ;;
  esac
done <<EOF
$answer
EOF
exec "$@"
