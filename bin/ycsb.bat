@echo off
rem YCSB launcher for Windows (cmd.exe). Same usage as bin/ycsb:
rem
rem   bin\ycsb.bat load, run or shell, then the binding name, then options
rem   bin\ycsb.bat sweep, report or plan, then their arguments
rem   bin\ycsb.bat --help
rem
rem Bindings come from bin\bindings.properties (name:class[:module]), read at run time.
rem The report command also uses the report module: report\lib\* in the distribution,
rem report\target\report-*.jar plus report\target\dependency\* in a source tree.
rem
rem In a source tree this script never builds: when a jar is missing it stops and prints
rem the Maven command to run. (bin\ycsb, the Python launcher, also works on Windows:
rem "python bin\ycsb load basic ..." and builds automatically.)
rem
rem cmd.exe splits batch arguments not only at blanks but also at = , and ; which would
rem break "-p recordcount=10" and class paths. So this script splits the raw command line
rem itself, at blanks outside double quotes, and passes every argument on to Java exactly
rem as it was typed. Values of -cp and -jvm-args may be quoted; the quotes are removed and
rem the -jvm-args value is then split at blanks by the Java launcher.

setlocal DisableDelayedExpansion
set "YCSB_RAW=%*"
set "BIN_DIR=%~dp0"
if "%BIN_DIR:~-1%"=="\" set "BIN_DIR=%BIN_DIR:~0,-1%"
for %%i in ("%BIN_DIR%\..") do set "YCSB_HOME=%%~fi"
set "REGISTRY=%BIN_DIR%\bindings.properties"
setlocal EnableDelayedExpansion
rem From here on paths are expanded with !VAR! (never percent signs) inside blocks, so
rem that folders such as "C:\Program Files (x86)" cannot break the parentheses.

if not exist "%REGISTRY%" (
  echo ycsb: cannot read the binding registry !REGISTRY! 1>&2
  exit /b 1
)

rem ---- binding registry: names for messages -------------------------------------------
set "BINDING_NAMES="
for /f "usebackq eol=# tokens=1,2,3 delims=:" %%a in ("%REGISTRY%") do (
  if defined BINDING_NAMES (set "BINDING_NAMES=!BINDING_NAMES!, %%a") else (set "BINDING_NAMES=%%a")
)

rem ---- split the raw command line into T1..T<NTOK> ----------------------------------
set "Q=""
set /a NTOK=0
set /a POS=0
set "TOK="
set "HAS=0"
set "INQ=0"
if not defined YCSB_RAW goto split_end
:split_loop
set "C=!YCSB_RAW:~%POS%,1!"
if not defined C goto split_done
set /a POS+=1
if "!C!"=="!Q!" goto split_quote
if "!INQ!"=="0" if "!C!"==" " goto split_blank
if "!INQ!"=="0" if "!C!"=="	" goto split_blank
set "TOK=!TOK!!C!"
set "HAS=1"
goto split_loop
:split_quote
if "!INQ!"=="0" (set "INQ=1") else (set "INQ=0")
set "TOK=!TOK!!C!"
set "HAS=1"
goto split_loop
:split_blank
if "!HAS!"=="0" goto split_loop
set /a NTOK+=1
set "T!NTOK!=!TOK!"
set "TOK="
set "HAS=0"
goto split_loop
:split_done
if "!HAS!"=="0" goto split_end
set /a NTOK+=1
set "T!NTOK!=!TOK!"
:split_end

if !NTOK! equ 0 (
  call :usage 1>&2
  exit /b 2
)
set "COMMAND=!T1:"=!"
if "!COMMAND!"=="-h" goto help
if "!COMMAND!"=="--help" goto help
if "!COMMAND!"=="-help" goto help
if "!COMMAND!"=="help" goto help

set "FLAG="
set "MODE="
set "CMOD="
if "!COMMAND!"=="load" (set "MAIN=site.ycsb.Client" & set "FLAG=-load" & set "MODE=required")
if "!COMMAND!"=="run" (set "MAIN=site.ycsb.Client" & set "FLAG=-t" & set "MODE=required")
if "!COMMAND!"=="shell" (set "MAIN=site.ycsb.CommandLine" & set "MODE=required")
if "!COMMAND!"=="sweep" (set "MAIN=site.ycsb.sweep.SweepMain" & set "MODE=detect")
if "!COMMAND!"=="report" (set "MAIN=site.ycsb.report.ReportMain" & set "MODE=none" & set "CMOD=report")
if "!COMMAND!"=="plan" (set "MAIN=site.ycsb.plan.PlanMain" & set "MODE=none" & set "CMOD=report")
rem The report is a short batch job: C1 only saves C2's compile time; no display is needed.
set "JVM_DEFAULTS="
if "!COMMAND!"=="report" set "JVM_DEFAULTS= -XX:TieredStopAtLevel=1 -Djava.awt.headless=true"
if "!COMMAND!"=="plan" set "JVM_DEFAULTS= -Djava.awt.headless=true"
if not defined MODE (
  echo ycsb: unknown command '!COMMAND!'; expected one of: load, run, shell, sweep, report, plan ^(see bin\ycsb.bat --help^) 1>&2
  exit /b 2
)

rem ---- sort the arguments: launcher options, binding, pass-through ------------------
set "EXTRA_CP="
set "JVM_ARGS=!JVM_DEFAULTS!"
set "PASS="
set "BINDING="
set "DB_VALUE="
set /a I=2
:arg_loop
if !I! gtr !NTOK! goto arg_done
set "A=!T%I%!"
set "AU=!A:"=!"
set /a I+=1
if "!AU!"=="-cp" goto arg_cp
if "!AU!"=="-jvm-args" goto arg_jvm
set "VALOPT=0"
for %%o in (-P -p -threads -target -l -db -table --out --repeat --warmup-time --max-error-rate --step-timeout --knee-gain --phase --before-step --name --before-load) do if "!AU!"=="%%o" set "VALOPT=1"
if "!VALOPT!"=="1" if !I! leq !NTOK! goto arg_value
if "!AU:~0,1!"=="-" goto arg_pass
if defined BINDING goto arg_pass
set "BINDING=!AU!"
if "!MODE!"=="required" goto arg_loop
:arg_pass
set "PASS=!PASS! !A!"
goto arg_loop
:arg_value
set "V=!T%I%!"
set /a I+=1
if "!AU!"=="-db" set "DB_VALUE=!V:"=!"
set "PASS=!PASS! !A! !V!"
goto arg_loop
:arg_cp
if !I! gtr !NTOK! goto arg_missing
set "V=!T%I%!"
set /a I+=1
set "V=!V:"=!"
if defined EXTRA_CP (set "EXTRA_CP=!EXTRA_CP!;!V!") else (set "EXTRA_CP=!V!")
goto arg_loop
:arg_jvm
if !I! gtr !NTOK! goto arg_missing
set "V=!T%I%!"
set /a I+=1
if "!V:~0,1!"=="!Q!" if "!V:~-1!"=="!Q!" set "V=!V:~1,-1!"
set "JVM_ARGS=!JVM_ARGS! !V!"
goto arg_loop
:arg_missing
echo ycsb: option !AU! needs a value 1>&2
exit /b 2
:arg_done

rem ---- binding -> class and module ---------------------------------------------------
set "DB_CLASS="
set "MODULE="
if "!MODE!"=="required" (
  if not defined BINDING (
    echo ycsb: '!COMMAND!' needs a binding: bin\ycsb.bat !COMMAND! ^<binding^> [options]; bindings: !BINDING_NAMES! 1>&2
    exit /b 2
  )
)
if "!MODE!"=="none" goto binding_done
set "WANT=!BINDING!"
call :lookup
if not defined DB_CLASS if "!MODE!"=="detect" if defined DB_VALUE (
  set "WANT=!DB_VALUE!"
  call :lookup
)
if "!MODE!"=="required" if not defined DB_CLASS (
  echo ycsb: unknown binding '!BINDING!'; expected one of: !BINDING_NAMES! 1>&2
  exit /b 2
)
:binding_done

rem ---- class path --------------------------------------------------------------------
set "CP="
set "CORE_JAR="
set "CHECK_WHAT=core"
if exist "!YCSB_HOME!\lib\core-*.jar" goto layout_distribution
if exist "!YCSB_HOME!\pom.xml" goto layout_source
echo ycsb: cannot find YCSB in !YCSB_HOME!: expected lib\ (distribution) or pom.xml (source tree) next to bin\ 1>&2
exit /b 1

:layout_distribution
set "CP=!YCSB_HOME!\lib\*"
set "CHECK=!YCSB_HOME!\lib\*.jar"
if not defined MODULE goto dist_command_module
if "!MODULE!"=="core" goto dist_command_module
if not exist "!YCSB_HOME!\!MODULE!-binding\lib\" (
  echo ycsb: binding '!BINDING!' is not present in this distribution ^(no !MODULE!-binding\lib\ folder in !YCSB_HOME!^) 1>&2
  exit /b 1
)
set "CP=!CP!;!YCSB_HOME!\!MODULE!-binding\lib\*"

:dist_command_module
if not defined CMOD goto classpath_done
if not exist "!YCSB_HOME!\!CMOD!\lib\" (
  echo ycsb: the '!COMMAND!' command is not available in this distribution ^(no !CMOD!\lib\ folder in !YCSB_HOME!^) 1>&2
  exit /b 2
)
set "CP=!CP!;!YCSB_HOME!\!CMOD!\lib\*"
set "CHECK=!YCSB_HOME!\!CMOD!\lib\!CMOD!-*.jar"
set "CHECK_WHAT=!CMOD!"
goto classpath_done

:layout_source
set "MODULES=core"
if defined MODULE if not "!MODULE!"=="core" (
  if not exist "!YCSB_HOME!\!MODULE!\pom.xml" (
    echo ycsb: binding '!BINDING!' is not built in this source tree ^(there is no !MODULE!\ module in !YCSB_HOME! yet^) 1>&2
    exit /b 1
  )
  set "MODULES=core,!MODULE!"
)
set "CHECK_MOD=core"
if defined CMOD (
  if not exist "!YCSB_HOME!\!CMOD!\pom.xml" (
    echo ycsb: the '!COMMAND!' command is not available in this source tree ^(there is no !CMOD!\ module in !YCSB_HOME!^) 1>&2
    exit /b 2
  )
  set "MODULES=!MODULES!,!CMOD!"
  set "CHECK_MOD=!CMOD!"
  set "CHECK_WHAT=!CMOD!"
)
for %%m in (!MODULES!) do (
  set "JAR="
  for %%j in ("!YCSB_HOME!\%%m\target\*.jar") do (
    set "N=%%~nj"
    set "SKIP=0"
    if /i "!N:~-8!"=="-sources" set "SKIP=1"
    if /i "!N:~-6!"=="-tests" set "SKIP=1"
    if /i "!N:~-8!"=="-javadoc" set "SKIP=1"
    if /i "!N:~0,9!"=="original-" set "SKIP=1"
    if "!SKIP!"=="0" if not defined JAR set "JAR=%%~fj"
  )
  if not defined JAR (
    echo ycsb: %%m is not built yet; build it with: cd /d "!YCSB_HOME!" ^&^& mvnw.cmd -B -DskipTests -pl !MODULES! -am package ^(bin\ycsb does this automatically^) 1>&2
    exit /b 1
  )
  if "%%m"=="!CHECK_MOD!" set "CHECK=!JAR!"
  if defined CP (set "CP=!CP!;!JAR!;!YCSB_HOME!\%%m\target\dependency\*") else (set "CP=!JAR!;!YCSB_HOME!\%%m\target\dependency\*")
)
goto classpath_done

:classpath_done
if defined EXTRA_CP set "CP=!CP!;!EXTRA_CP!"

rem ---- sweep and report exist only in builds that contain their main class ------------
if "!MODE!"=="required" goto find_java
set "ENTRY=!MAIN:.=/!.class"
set "FOUND=0"
for %%j in ("!CHECK!") do (
  if "!FOUND!"=="0" findstr /m /l /c:"!ENTRY!" "%%~fj" >nul 2>&1 && set "FOUND=1"
)
if "!FOUND!"=="0" (
  echo ycsb: the '!COMMAND!' command is not available in this build ^(!MAIN! is not in the !CHECK_WHAT! jar^) 1>&2
  exit /b 2
)

:find_java
set "JAVA=java"
if defined JAVA_HOME (
  if exist "!JAVA_HOME!\bin\java.exe" (
    set "JAVA=!JAVA_HOME!\bin\java.exe"
  ) else (
    echo ycsb: warning: JAVA_HOME=!JAVA_HOME! has no bin\java.exe; using java from PATH 1>&2
  )
)

set "PRE="
if not "!MODE!"=="required" set "PRE="-Dycsb.home=!YCSB_HOME!" "-Dycsb.bindings=!REGISTRY!""
set "DBARGS="
if "!MODE!"=="required" set "DBARGS=-db !DB_CLASS!"

echo "!JAVA!"!JVM_ARGS! !PRE! -cp "!CP!" !MAIN! !DBARGS!!PASS! !FLAG! 1>&2
"!JAVA!" !JVM_ARGS! !PRE! -cp "!CP!" !MAIN! !DBARGS! !PASS! !FLAG!
exit /b !ERRORLEVEL!

rem ---- subroutines -------------------------------------------------------------------
:lookup
rem Sets DB_CLASS, MODULE and BINDING for the registry entry whose name or class is WANT.
for /f "usebackq eol=# tokens=1,2,3 delims=:" %%a in ("%REGISTRY%") do (
  if not defined DB_CLASS (
    set "HIT=0"
    if "%%a"=="!WANT!" set "HIT=1"
    if "%%b"=="!WANT!" set "HIT=1"
    if "!HIT!"=="1" (
      set "BINDING=%%a"
      set "DB_CLASS=%%b"
      set "MODULE=%%c"
      if not defined MODULE set "MODULE=%%a"
    )
  )
)
exit /b 0

:help
call :usage
exit /b 0

:usage
echo Usage: bin\ycsb.bat ^<command^> ^<binding^> [options]
echo        bin\ycsb.bat sweep^|report^|plan [arguments]
echo.
echo Commands:
echo     load      load the data set (site.ycsb.Client ... -load)
echo     run       run the workload (site.ycsb.Client ... -t)
echo     shell     interactive shell to the database (site.ycsb.CommandLine)
echo     sweep     run a workload over several thread counts or target rates
echo               (site.ycsb.sweep.SweepMain; all arguments are passed to it)
echo     report    build a report from results directories and sweeps: report DIR... -o OUT;
echo               report merge DIR... -o DIR merges one run from several client hosts
echo               (site.ycsb.report.ReportMain; all arguments are passed to it)
echo     plan      run a comparison from a plan file: plan FILE.yaml [--out DIR] [--dry-run]
echo               (site.ycsb.plan.PlanMain; all arguments are passed to it)
echo.
echo Bindings (from bin\bindings.properties):
for /f "usebackq eol=# tokens=1,2 delims=:" %%a in ("%REGISTRY%") do echo     %%a  %%b
echo.
echo Options passed on to the Java client:
echo     -P file          load a workload/property file (may be repeated)
echo     -p key=value     set a property (overrides the files)
echo     -threads n       number of client threads
echo     -target n        target throughput in operations per second
echo     -s               print a status line every status.interval seconds
echo     -l label         label printed in the status lines
echo     (any other option is passed on unchanged)
echo.
echo Launcher options (anywhere after the command):
echo     -cp path         add path (jars or folders, separated by ';') to the class path
echo     -jvm-args args   extra JVM arguments, e.g. -jvm-args "-Xmx4g -XX:+UseZGC"
echo.
echo Environment: JAVA_HOME.
echo.
echo Example: bin\ycsb.bat load basic -P workloads\workloada -p recordcount=10
exit /b 0
