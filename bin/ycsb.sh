#!/bin/sh
#
# YCSB launcher for hosts without Python (POSIX sh; tested with dash and bash).
# Same usage as bin/ycsb:
#
#   bin/ycsb.sh {load|run|shell} <binding> [options]
#   bin/ycsb.sh {sweep|report|plan} [args]
#   bin/ycsb.sh --help
#
# Bindings come from bin/bindings.properties (name:class[:module]), read at run time.
# The report command also uses the report module: report/lib/* in the distribution,
# report/target/report-*.jar + report/target/dependency/* in a source tree.
#
# Differences from bin/ycsb:
#   - in a source tree it never builds: when a jar is missing it stops and prints the
#     Maven command to run; when sources are newer than a jar it only warns.
#   - -jvm-args is split like a shell would (quotes honoured) unless the value contains
#     one of  $ ` \ ; & | < > ( )  in which case it is split at blanks only.
#
# The Java process replaces this shell (exec), so its exit code is the script's exit code
# and Ctrl-C / SIGTERM reach the Java client directly.

CLIENT_MAIN=site.ycsb.Client
SHELL_MAIN=site.ycsb.CommandLine
SWEEP_MAIN=site.ycsb.sweep.SweepMain
REPORT_MAIN=site.ycsb.report.ReportMain
PLAN_MAIN=site.ycsb.plan.PlanMain

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
REGISTRY=$BIN_DIR/bindings.properties
[ -r "$REGISTRY" ] || die "cannot read the binding registry $REGISTRY"

# Prints "name class module" for every registry entry; complains about malformed lines.
registry_entries() {
  awk '
    {
      sub(/\r$/, "")
      line = $0
      sub(/^[ \t]+/, "", line)
      sub(/[ \t]+$/, "", line)
      if (line == "" || substr(line, 1, 1) == "#") next
      n = split(line, f, ":")
      for (i = 1; i <= n; i++) { sub(/^[ \t]+/, "", f[i]); sub(/[ \t]+$/, "", f[i]) }
      if (n < 2 || n > 3 || f[1] == "" || f[2] == "" || (n == 3 && f[3] == "")) {
        printf "ycsb: %s line %d: expected name:class[:module], got \"%s\"\n", FILENAME, NR, line | "cat 1>&2"
        bad = 1
        next
      }
      print f[1], f[2], (n == 3 ? f[3] : f[1])
    }
    END { exit bad }' "$REGISTRY"
}

ENTRIES=$(registry_entries) || exit 1
[ -n "$ENTRIES" ] || die "$REGISTRY lists no bindings"
BINDING_NAMES=$(printf '%s\n' "$ENTRIES" | awk '{ printf "%s%s", (NR > 1 ? ", " : ""), $1 }')

usage() {
  cat <<EOF
Usage: bin/ycsb.sh <command> <binding> [options]
       bin/ycsb.sh sweep|report|plan [arguments]

Commands:
    load      load the data set (site.ycsb.Client ... -load)
    run       run the workload (site.ycsb.Client ... -t)
    shell     interactive shell to the database (site.ycsb.CommandLine)
    sweep     run a workload over several thread counts or target rates
              (site.ycsb.sweep.SweepMain; all arguments are passed to it)
    report    build a report from results directories and sweeps: report DIR... -o OUT;
              report merge DIR... -o DIR merges one run from several client hosts
              (site.ycsb.report.ReportMain; all arguments are passed to it)
    plan      run a comparison from a plan file: plan FILE.yaml [--out DIR] [--dry-run]
              (site.ycsb.plan.PlanMain; all arguments are passed to it)

Bindings (from bin/bindings.properties):
EOF
  printf '%s\n' "$ENTRIES" | awk '{ printf "    %-18s %s\n", $1, $2 }'
  cat <<EOF

Options passed on to the Java client:
    -P file          load a workload/property file (may be repeated)
    -p key=value     set a property (overrides the files)
    -threads n       number of client threads
    -target n        target throughput in operations per second
    -s               print a status line every status.interval seconds
    -l label         label printed in the status lines
    (any other option is passed on unchanged)

Launcher options (anywhere after the command):
    -cp path         add path (jars or folders, separated by ':') to the class path
    -jvm-args args   extra JVM arguments, e.g. -jvm-args "-Xmx4g -XX:+UseZGC"

Environment: JAVA_HOME.

Example: bin/ycsb.sh load basic -P workloads/workloada -p recordcount=10
EOF
}

if [ $# -eq 0 ]; then
  usage >&2
  exit 2
fi
case $1 in
  -h|--help|-help|help) usage; exit 0 ;;
esac

COMMAND=$1
shift
FLAG=
COMMAND_MODULE=
JVM_DEFAULTS=
case $COMMAND in
  load) MAIN=$CLIENT_MAIN; FLAG=-load; BINDING_MODE=required ;;
  run) MAIN=$CLIENT_MAIN; FLAG=-t; BINDING_MODE=required ;;
  shell) MAIN=$SHELL_MAIN; BINDING_MODE=required ;;
  sweep) MAIN=$SWEEP_MAIN; BINDING_MODE=detect ;;
  report) MAIN=$REPORT_MAIN; BINDING_MODE=none; COMMAND_MODULE=report
    # A short batch job: C1 only saves C2's compile time; charts are drawn without a display.
    JVM_DEFAULTS="-XX:TieredStopAtLevel=1 -Djava.awt.headless=true" ;;
  plan) MAIN=$PLAN_MAIN; BINDING_MODE=none; COMMAND_MODULE=report; JVM_DEFAULTS="-Djava.awt.headless=true" ;;
  *) die "unknown command '$COMMAND'; expected one of: load, run, shell, sweep, report, plan (see bin/ycsb.sh --help)" 2 ;;
esac

# Split the arguments: -cp and -jvm-args are the launcher's, everything else goes to Java
# in its original order. The positional parameters are rotated: each argument is taken
# from the front and, unless it is a launcher option, appended at the back.
EXTRA_CP=
JVM_ARGS=$JVM_DEFAULTS
BINDING=
BINDING_SEEN=
DB_VALUE=
n=$#
while [ "$n" -gt 0 ]; do
  arg=$1
  shift
  n=$((n - 1))
  case $arg in
    -cp|-jvm-args)
      [ "$n" -gt 0 ] || die "option $arg needs a value" 2
      value=$1
      shift
      n=$((n - 1))
      if [ "$arg" = -cp ]; then
        EXTRA_CP=${EXTRA_CP:+$EXTRA_CP:}$value
      else
        JVM_ARGS="$JVM_ARGS $value"
      fi
      continue
      ;;
    -P|-p|-threads|-target|-l|-db|-table|--out|--repeat|--warmup-time|--max-error-rate|--step-timeout|--knee-gain|--phase|--before-step|--name|--before-load)
      if [ "$n" -gt 0 ]; then
        value=$1
        shift
        n=$((n - 1))
        [ "$arg" = -db ] && DB_VALUE=$value
        set -- "$@" "$arg" "$value"
        continue
      fi
      ;;
    -*) ;;
    *)
      if [ -z "$BINDING_SEEN" ]; then
        BINDING_SEEN=1
        BINDING=$arg
        [ "$BINDING_MODE" = required ] && continue
      fi
      ;;
  esac
  set -- "$@" "$arg"
done

lookup() { # name or class -> "name class module", empty when unknown
  printf '%s\n' "$ENTRIES" | awk -v want="$1" '$1 == want || $2 == want { print; exit }'
}

DB_CLASS=
MODULE=
case $BINDING_MODE in
  required)
    [ -n "$BINDING" ] || die "'$COMMAND' needs a binding: bin/ycsb.sh $COMMAND <binding> [options]; bindings: $BINDING_NAMES" 2
    entry=$(printf '%s\n' "$ENTRIES" | awk -v want="$BINDING" '$1 == want { print; exit }')
    [ -n "$entry" ] || die "unknown binding '$BINDING'; expected one of: $BINDING_NAMES" 2
    ;;
  detect)
    entry=
    [ -n "$BINDING" ] && entry=$(lookup "$BINDING")
    [ -z "$entry" ] && [ -n "$DB_VALUE" ] && entry=$(lookup "$DB_VALUE")
    ;;
  *) entry= ;;
esac
if [ -n "$entry" ]; then
  BINDING=${entry%% *}
  rest=${entry#* }
  DB_CLASS=${rest%% *}
  MODULE=${rest#* }
fi

# first_jar FOLDER GLOB: the first matching jar that is not a -sources/-tests/-javadoc jar.
first_jar() {
  for jar in "$1"/$2; do
    [ -f "$jar" ] || continue
    case $jar in
      *-sources.jar|*-tests.jar|*-test-sources.jar|*-javadoc.jar|*/original-*) continue ;;
    esac
    printf '%s\n' "$jar"
    return 0
  done
  return 1
}

# Class path.
CHECK_DIR=
CHECK_GLOB=
CHECK_WHAT=core
if first_jar "$YCSB_HOME/lib" 'core-*.jar' >/dev/null; then
  # Distribution: lib/ holds core and its dependencies.
  CP="$YCSB_HOME/lib/*"
  CHECK_DIR=$YCSB_HOME/lib
  CHECK_GLOB='*.jar'
  if [ -n "$MODULE" ] && [ "$MODULE" != core ]; then
    folder=$YCSB_HOME/$MODULE-binding/lib
    [ -d "$folder" ] || die "binding '$BINDING' is not present in this distribution (no $MODULE-binding/lib/ folder in $YCSB_HOME)"
    CP="$CP:$folder/*"
  fi
  if [ -n "$COMMAND_MODULE" ]; then
    folder=$YCSB_HOME/$COMMAND_MODULE/lib
    [ -d "$folder" ] || die "the '$COMMAND' command is not available in this distribution (no $COMMAND_MODULE/lib/ folder in $YCSB_HOME)" 2
    CP="$CP:$folder/*"
    CHECK_DIR=$folder
    CHECK_GLOB="$COMMAND_MODULE-*.jar"
    CHECK_WHAT=$COMMAND_MODULE
  fi
elif [ -f "$YCSB_HOME/pom.xml" ]; then
  # Source tree: <module>/target/<jar> plus <module>/target/dependency/*.
  MODULES=core
  if [ -n "$MODULE" ] && [ "$MODULE" != core ]; then
    [ -f "$YCSB_HOME/$MODULE/pom.xml" ] || die "binding '$BINDING' is not built in this source tree (there is no $MODULE/ module in $YCSB_HOME yet)"
    MODULES="core $MODULE"
  fi
  if [ -n "$COMMAND_MODULE" ]; then
    [ -f "$YCSB_HOME/$COMMAND_MODULE/pom.xml" ] || die "the '$COMMAND' command is not available in this source tree (there is no $COMMAND_MODULE/ module in $YCSB_HOME)" 2
    MODULES="$MODULES $COMMAND_MODULE"
  fi
  BUILD_HINT="cd $YCSB_HOME && ./mvnw -B -DskipTests -pl $(printf '%s' "$MODULES" | tr ' ' ',') -am package"
  CP=
  for module in $MODULES; do
    jar=$(first_jar "$YCSB_HOME/$module/target" '*.jar') || die "$module is not built yet; build it with: $BUILD_HINT (bin/ycsb does this automatically)"
    newer=$(find "$YCSB_HOME/$module/src/main" "$YCSB_HOME/$module/pom.xml" -type f -newer "$jar" 2>/dev/null | head -n 1)
    [ -n "$newer" ] && printf 'ycsb: warning: %s is newer than %s; rebuild with: %s\n' "$newer" "$jar" "$BUILD_HINT" >&2
    CP="${CP:+$CP:}$jar:$YCSB_HOME/$module/target/dependency/*"
    if [ "$module" = "${COMMAND_MODULE:-core}" ]; then
      CHECK_DIR=$(dirname "$jar")
      CHECK_GLOB=$(basename "$jar")
      CHECK_WHAT=$module
    fi
  done
else
  die "cannot find YCSB in $YCSB_HOME: expected lib/ (distribution) or pom.xml (source tree) next to bin/"
fi
[ -n "$EXTRA_CP" ] && CP="$CP:$EXTRA_CP"

# sweep and report exist only in builds that contain their main class.
if [ "$BINDING_MODE" != required ]; then
  class_entry=$(printf '%s' "$MAIN" | tr . /).class
  found=
  for jar in "$CHECK_DIR"/$CHECK_GLOB; do
    if [ -f "$jar" ] && LC_ALL=C grep -q -F "$class_entry" "$jar" 2>/dev/null; then
      found=1
      break
    fi
  done
  [ -n "$found" ] || die "the '$COMMAND' command is not available in this build ($MAIN is not in the $CHECK_WHAT jar)" 2
fi

# Java.
if [ -n "$JAVA_HOME" ] && [ -x "$JAVA_HOME/bin/java" ]; then
  JAVA=$JAVA_HOME/bin/java
else
  [ -n "$JAVA_HOME" ] && printf 'ycsb: warning: JAVA_HOME=%s has no bin/java; using java from PATH\n' "$JAVA_HOME" >&2
  JAVA=$(command -v java) || die "java not found: install Java 17 or newer, or set JAVA_HOME"
fi

# Assemble the command line in the positional parameters, from the back to the front.
[ -n "$FLAG" ] && set -- "$@" "$FLAG"
[ "$BINDING_MODE" = required ] && set -- -db "$DB_CLASS" "$@"
set -- -cp "$CP" "$MAIN" "$@"
[ "$BINDING_MODE" = required ] || set -- "-Dycsb.home=$YCSB_HOME" "-Dycsb.bindings=$REGISTRY" "$@"
set -f
case $JVM_ARGS in
  *[\$\`\\\;\&\|\<\>\(\)]*)
    # shellcheck disable=SC2086
    set -- $JVM_ARGS "$@"
    ;;
  *)
    # No expansion or command characters: let the shell split it, honouring quotes.
    (eval "set -- $JVM_ARGS") 2>/dev/null || die "cannot split -jvm-args:$JVM_ARGS" 2
    eval "set -- $JVM_ARGS \"\$@\""
    ;;
esac
set +f
set -- "$JAVA" "$@"

# Print the command line (quoted where needed) on stderr, then become Java.
line=
for word in "$@"; do
  case $word in
    ''|*[!A-Za-z0-9_./:=,+@%-]*) word="'$(printf '%s' "$word" | sed "s/'/'\\\\''/g")'" ;;
  esac
  line="$line${line:+ }$word"
done
printf '%s\n' "$line" >&2
exec "$@"
